// Child process that owns the embedded PGlite database and speaks the PostgreSQL wire
// protocol on 127.0.0.1, so queries run off the HTTP server's event loop and the API
// uses the same `pg` driver as with a real PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.argv[2] ?? 'memory://';
const db = await PGlite.create(dataDir, { extensions: { btree_gist } });
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
await server.start();
const address = server.getServerConn();
process.send?.({ type: 'ready', address });

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await server.stop().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('disconnect', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
