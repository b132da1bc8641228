// Named prepared statements on the embedded database: PGlite serves every connection from one
// session, so a connection opened after another (an idle one closed, a broken one replaced) must
// not trip over the names the first one prepared ("prepared statement … already exists").
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type DB } from '../../server/db/connect.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../server/db/embedded.ts';

let embedded: EmbeddedDatabase;
beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
});
afterAll(async () => {
  await embedded?.stop();
});

const twice = async (db: DB, n: number) => {
  const run = () => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db);
  return [(await run()).rows[0]?.n, (await run()).rows[0]?.n];
};

it('runs the same statements on a later connection to the same embedded session', async () => {
  const first = connect(embedded.url, { maxConnections: 1, keepConnections: true });
  expect(await twice(first, 1)).toEqual([2, 2]);
  await first.destroy();
  const second = connect(embedded.url, { maxConnections: 1, keepConnections: true });
  try {
    expect(await twice(second, 41)).toEqual([42, 42]);
    const prepared = await sql<{
      count: number;
    }>`select count(*)::int as count from pg_prepared_statements`.execute(second);
    expect(prepared.rows[0]?.count).toBeGreaterThanOrEqual(1);
  } finally {
    await second.destroy();
  }
});
