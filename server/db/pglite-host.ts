// Child process that owns the embedded PGlite database and speaks the PostgreSQL wire protocol on
// a unix socket, so queries run off the HTTP server's event loop and the API uses the same `pg`
// driver as with a real PostgreSQL server. PGlite checks no password, so the socket lives in a
// directory only this user can open (mode 0700, made by embedded.ts), never on a TCP port any
// local process could reach; and every file it writes is this user's only (umask 077, and the
// files PGlite unpacks on first start with mode 0666 are narrowed to 0600 once it is up).
import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

process.umask(0o077);
const dataDir = process.argv[2] ?? 'memory://';
const socketPath = process.argv[3];
if (!socketPath) throw new Error('pglite-host: falta o caminho do socket');
const db = await PGlite.create(dataDir, { extensions: { btree_gist } });
if (!dataDir.includes('://')) ownerOnly(dataDir);
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 8 });
await server.start();
process.send?.({ type: 'ready' });

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

/** Files 0600 and folders 0700 under dir: readable and writable by this user only. */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}
