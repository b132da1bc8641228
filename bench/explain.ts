// Query plans of the catalogue search over the bench's 10,000-unit catalogue: EXPLAIN ANALYZE of
// the count and the page statement for the searches the bench and the app send.
//   node --import tsx bench/explain.ts                 embedded PGlite in a temporary directory
//   DATABASE_URL=postgres://… node --import tsx bench/explain.ts   an empty PostgreSQL database
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CompiledQuery, sql } from 'kysely';
import { searchStatements } from '../server/catalogue/apartment-query.ts';
import type { DB } from '../server/db/connect.ts';
import { openDatabase } from '../server/db/open.ts';
import { apartmentListQuery } from '../src/api/catalogue.ts';
import { benchSearchQuery } from './api.ts';
import { seedBench } from './seed.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const SEARCHES: [string, Record<string, string>][] = [
  ['bench search: period + price + people + rooms, price_asc', benchSearchQuery(new Date())],
  ['default /buscar: period, relevance', { checkin: day(30), checkout: day(40), perPage: '20' }],
  ['text search: q=pinheiros, relevance', { q: 'pinheiros', perPage: '20' }],
];

async function explain(db: DB, query: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>({
    ...query,
    sql: `EXPLAIN (ANALYZE, COSTS OFF) ${query.sql}`,
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'tokaas-explain-'));
const database = await openDatabase({ dataDir: dir, databaseUrl: process.env.DATABASE_URL || undefined });
try {
  await seedBench(database.db, path.join(dir, 'media'), () => {});
  const version = await sql<{ v: string }>`SELECT version() AS v`.execute(database.db);
  console.log(`-- ${database.engine}: ${version.rows[0]?.v}\n`);
  for (const [title, params] of SEARCHES) {
    const filters = apartmentListQuery.parse(params);
    const { count, page } = await searchStatements(database.db, filters);
    console.log(`## ${title}\n\n### count\n${await explain(database.db, count.compile())}\n`);
    console.log(`### page\n${await explain(database.db, page.compile())}\n`);
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
