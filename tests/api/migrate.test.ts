// Migrations on a PostgreSQL server (TEST_DATABASE_URL): processes starting together apply each
// migration once, one after the other, under a transaction-level lock (nothing held by a session,
// so it also holds behind PgBouncer in transaction mode; the cluster test runs that).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type DB } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const files = fs
  .readdirSync(new URL('../../server/db/migrations/', import.meta.url))
  .filter((f) => f.endsWith('.sql'))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  const name = `tokaas_migrate_${randomBytes(5).toString('hex')}`;
  let admin: DB | undefined;
  const pools: DB[] = [];

  afterAll(async () => {
    await Promise.all(pools.map((db) => db.destroy()));
    if (admin) {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    }
  });

  it('four processes migrating an empty database at once apply every migration once', async () => {
    admin = connect(serverUrl as string, { maxConnections: 1 });
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i++) pools.push(connect(url.toString(), { maxConnections: 2 }));

    const applied = await Promise.all(pools.map((db) => migrate(db)));
    // One applied them all, in file order; the others found nothing left to do.
    expect(applied.filter((names) => names.length > 0)).toEqual([files]);
    const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
      pools[0] as DB,
    );
    expect(rows.rows.map((row) => row.name)).toEqual(files);
    // Nothing stays locked: a later start migrates (nothing) at once.
    expect(await migrate(pools[1] as DB)).toEqual([]);
    const locks = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(
      pools[0] as DB,
    );
    expect(locks.rows[0]?.n).toBe(0);
  });
});
