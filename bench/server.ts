// The API + app for the bench, in this process, on its own port and its own database: embedded
// PGlite in a temporary data directory (in its child process, as `npm start` runs it) or a
// PostgreSQL database named by URL. Never the `data/` directory of `npm start`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import type { DB } from '../server/db/connect.ts';
import { openDatabase } from '../server/db/open.ts';
import { createMessenger } from '../server/mail/mailer.ts';
import { type BenchData, seedBench } from './seed.ts';

export interface BenchServer {
  url: string;
  engine: 'pglite' | 'postgres';
  data: BenchData;
  db: DB;
  /** Bytes written to every socket (headers and bodies, as sent: compressed) and requests so far. */
  traffic(): Traffic;
  /** Each answer so far: its path and the bytes its socket carried while it was sent. */
  answers(): { path: string; bytes: number }[];
  stop(): Promise<void>;
}

export interface Traffic {
  bytes: number;
  requests: number;
}

export async function startBenchServer(options: {
  dataDir: string;
  staticDir: string;
  databaseUrl?: string | undefined;
  log: (line: string) => void;
}): Promise<BenchServer> {
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_REQUESTS: '0',
    NODE_ENV: 'production',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const started = performance.now();
  const database = await openDatabase(config);
  options.log(`${database.engine}: opened and migrated in ${Math.round(performance.now() - started)} ms`);
  try {
    const data = await seedBench(database.db, config.mediaDir, options.log);
    const messenger = createMessenger(database.db, { from: config.mailFrom, log: false });
    const app = createApp(
      { db: database.db, config, messenger },
      { staticDir: path.resolve(options.staticDir) },
    );
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    // Counted at the server, as a phone's data plan counts them (issue 32).
    const sockets = new Set<Socket>();
    let closedBytes = 0;
    let requests = 0;
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => {
        closedBytes += socket.bytesWritten;
        sockets.delete(socket);
      });
    });
    const answers: { path: string; bytes: number }[] = [];
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      requests++;
      // One answer at a time per HTTP/1.1 socket: the socket's bytes while this one is sent are its.
      const socket = request.socket;
      const before = socket.bytesWritten;
      response.once('finish', () =>
        answers.push({ path: request.url ?? '', bytes: socket.bytesWritten - before }),
      );
    });
    const traffic = (): Traffic => ({
      bytes: closedBytes + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
      requests,
    });
    return {
      url: `http://127.0.0.1:${port}`,
      engine: database.engine,
      data,
      db: database.db,
      traffic,
      answers: () => [...answers],
      stop: async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Keep-alive sockets of the load generator and the browsers would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
        await closed;
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
