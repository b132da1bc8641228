// Applies the plain-SQL migrations of ./migrations in file-name order, each once, all in one
// transaction that first takes a transaction-level advisory lock: processes starting together
// apply them once, one after the other. Not Kysely's Migrator: its lock is a session-level
// advisory lock taken outside the transaction, which behind PgBouncer in transaction mode is taken
// on one server connection and released on another, so it stays held and the next process to start
// waits for it for an hour (seen in the cluster test: "you don't own a lock of type ExclusiveLock").
// The bookkeeping table is Kysely's (`kysely_migration`), so databases it migrated carry on.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DB } from './connect.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant naming the migrations' advisory lock. */
const MIGRATION_LOCK_KEY = 7_305_112_001;

/** The migrations' names (file names without `.sql`), in the order they apply. */
async function migrationFiles(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** Applies the pending migrations; their names, in the order applied. */
export async function migrate(db: DB): Promise<string[]> {
  const names = await migrationFiles();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS kysely_migration (
      name varchar(255) NOT NULL PRIMARY KEY,
      timestamp varchar(255) NOT NULL
    )`.execute(trx);
    const done = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = names.filter((name) => !applied.has(name));
    for (const name of pending) {
      await sql.raw(await fs.readFile(`${MIGRATIONS_DIR}${name}.sql`, 'utf8')).execute(trx);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
        trx,
      );
    }
    return pending;
  });
}
