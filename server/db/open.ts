// Opens the database the configuration names: a PostgreSQL server (DATABASE_URL) or the
// embedded PGlite under DATA_DIR, in its own process. Migrations run on open.
import type { Config } from '../config.ts';
import { connect, type DB } from './connect.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrate.ts';

export interface OpenDatabase {
  db: DB;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'dbPoolMax' | 'dbConnectTimeoutMs' | 'dbPreparedStatements'>>,
  options: { memory?: boolean } = {},
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = connect(config.databaseUrl, {
      maxConnections: config.dbPoolMax ?? 10,
      ...(config.dbConnectTimeoutMs ? { connectTimeoutMs: config.dbConnectTimeoutMs } : {}),
      ...(config.dbPreparedStatements === false ? { preparedStatements: false } : {}),
    });
    await migrate(db);
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const embedded = await startEmbeddedDatabase(options.memory ? undefined : config.dataDir);
  // PGlite runs one query at a time: a single connection keeps the wire protocol unshared. It
  // stays open while idle: its session holds the prepared statements (prepared-statements.ts).
  const db = connect(embedded.url, {
    maxConnections: 1,
    keepConnections: true,
    // Its one connection is shared by every request: a queue under load is no sign of a fault.
    connectTimeoutMs: 0,
  });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    await embedded.stop();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
