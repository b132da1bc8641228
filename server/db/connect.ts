// Kysely over the `pg` driver, for both engines (PGlite speaks the wire protocol too).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements.ts';
import { requestScoped } from './request-transaction.ts';
import type { Database } from './schema.ts';

// Same values from both engines: numbers for int8/numeric, 'YYYY-MM-DD' strings for date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type DB = Kysely<Database>;

/** How long a request waits for a free connection (or a new one) before the pool gives up. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export interface PoolOptions {
  maxConnections: number;
  keepConnections?: boolean;
  /** DB_CONNECT_TIMEOUT_MS: past it the request answers 503 + Retry-After (db-errors.ts). */
  connectTimeoutMs?: number;
  /** Named prepared statements (default true); false behind PgBouncer in transaction mode. */
  preparedStatements?: boolean;
}

export function connect(url: string, options: PoolOptions): DB {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections,
    // Without it a request waits for ever while the database is down or the pool is exhausted.
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // 0: idle connections stay open (and their prepared statements with them).
    ...(options.keepConnections ? { idleTimeoutMillis: 0 } : {}),
  });
  // A connection lost while idle in the pool must not crash the process; one lost while checked
  // out is handled by preparingPool (the pool removes its own listener from a checked-out client).
  pool.on('error', (error) => console.error('[db] conexão perdida:', error.message));
  // Keyed requests run in one transaction that every module's DB joins (request-transaction.ts).
  return requestScoped(
    new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: preparingPool(pool, { prepare: options.preparedStatements ?? true }),
      }),
    }),
  );
}
