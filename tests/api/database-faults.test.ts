// What an operator meets when the database goes away: answers that say "try again" (503 +
// Retry-After) instead of 500, and a process that stays up when a connection in use is cut
// (a PostgreSQL restart ends every backend with 57P01).
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { connect } from '../../server/db/connect.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/database-unavailable.ts';
import { createMessenger } from '../../server/mail/mailer.ts';

/** A port with nothing listening on it (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never answers: a frozen database. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function appOn(url: string) {
  const db = connect(url, { maxConnections: 2, connectTimeoutMs: 500 });
  const config = { ...readConfig({}), dataDir: path.join(os.tmpdir(), 'tokaas-test'), logRequests: false };
  const app = createApp({
    db,
    config,
    messenger: createMessenger(db, { from: config.mailFrom, log: false }),
  });
  return { db, app };
}

describe('with the database unreachable', () => {
  it('answers 503 with Retry-After and a message, not 500, when nothing listens', async () => {
    const { db, app } = appOn(`postgres://tokaas@127.0.0.1:${await closedPort()}/tokaas`);
    try {
      for (const [method, url] of [
        ['GET', '/city/states'],
        ['GET', '/enterprise/apartment/list'],
        ['POST', '/auth/login'],
      ] as const) {
        const init: RequestInit = { method };
        if (method === 'POST') {
          init.body = JSON.stringify({ email: 'morador@exemplo.com.br', password: 'Segura!2026' });
          init.headers = { 'content-type': 'application/json' };
        }
        const res = await app.request(url, init);
        expect(res.status, url).toBe(503);
        expect(res.headers.get('retry-after'), url).toBe('5');
        expect(await res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'Unavailable' });
      }
    } finally {
      await db.destroy();
    }
  });

  it('answers 503 once the connection wait runs out when the server accepts but never answers', async () => {
    const frozen = await silentServer();
    const { db, app } = appOn(`postgres://tokaas@127.0.0.1:${frozen.port}/tokaas`);
    try {
      const res = await app.request('/city/states');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await frozen.close();
      await db.destroy().catch(() => {});
    }
  });
});

// pg_terminate_backend is what a restart does to every backend; PGlite has one session and no such
// function, so this runs on the PostgreSQL server of TEST_DATABASE_URL (scripts/test.sh in CI).
describe.runIf(process.env.TEST_DATABASE_URL)('a connection cut while a request holds it', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const admin = connect(url, { maxConnections: 1 });
  afterAll(() => admin.destroy());

  it('does not end the process, and the pool serves the next request on a new connection', async () => {
    const db = connect(url, { maxConnections: 1 });
    try {
      const cut = db.connection().execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
        const pid = rows[0]?.pid;
        // The client is checked out and idle (no query running) when its backend is killed: the
        // case where pg emits 'error' on the client itself, which used to end the process.
        await sql`select pg_terminate_backend(${pid})`.execute(admin);
        await expect
          .poll(async () =>
            sql`select 1`.execute(held).then(
              () => 'alive',
              () => 'cut',
            ),
          )
          .toBe('cut');
      });
      await cut;
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
