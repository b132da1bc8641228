// Starts the embedded PostgreSQL (PGlite) in its own process and returns a connection URL: a unix
// socket in a fresh directory of mode 0700 (PGlite accepts any user and password, so only this
// user may reach it), and a data directory of mode 0700.
import { fork } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from './data-dir-lock.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const HOST_SCRIPT = fileURLToPath(new URL('./pglite-host.ts', import.meta.url));

/** dataDir undefined = an in-memory database (tests). */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  const lock = dataDir ? lockDataDir(dataDir) : () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o700);
  }
  // mkdtemp makes the directory 0700. The name pg looks for in it: `.s.PGSQL.<port>`.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'tokaas-pg-'));
  const unlock = () => {
    rmSync(socketDir, { recursive: true, force: true });
    lock();
  };
  const child = fork(
    HOST_SCRIPT,
    [dataDir ? `${dataDir}/pg` : 'memory://', path.join(socketDir, '.s.PGSQL.5432')],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('O banco embutido não iniciou em 60 s')), 60_000);
      child.once('message', (message: { type?: string }) => {
        clearTimeout(timer);
        if (message.type === 'ready') resolve();
        else reject(new Error('Resposta inesperada do banco embutido'));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`O banco embutido terminou ao iniciar (código ${code})`));
      });
    });
    return {
      url: `postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(socketDir)}`,
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) {
            unlock();
            resolve();
            return;
          }
          child.once('exit', () => {
            unlock();
            resolve();
          });
          child.disconnect();
        }),
    };
  } catch (error) {
    child.kill();
    unlock();
    throw error;
  }
}
