// Applies the plain-SQL migrations of ./migrations in file-name order, each once,
// through Kysely's Migrator (its own lock and bookkeeping table).
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DB } from './connect.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await fs.readFile(MIGRATIONS_DIR + file, 'utf8');
      migrations[file.replace(/\.sql$/, '')] = { up: async (db) => void (await sql.raw(text).execute(db)) };
    }
    return migrations;
  }
}

export async function migrate(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
