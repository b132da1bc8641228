// Kysely over the `pg` driver, for both engines (PGlite speaks the wire protocol too).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements.ts';
import type { Database } from './schema.ts';

// Same values from both engines: numbers for int8/numeric, 'YYYY-MM-DD' strings for date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type DB = Kysely<Database>;

export function connect(url: string, options: { maxConnections: number; keepConnections?: boolean }): DB {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections,
    // 0: idle connections stay open (and their prepared statements with them).
    ...(options.keepConnections ? { idleTimeoutMillis: 0 } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] conexão perdida:', error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}
