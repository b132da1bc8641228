// Starts the embedded PostgreSQL (PGlite) in its own process and returns a connection URL.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from './data-dir-lock.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const HOST_SCRIPT = fileURLToPath(new URL('./pglite-host.ts', import.meta.url));

/** dataDir undefined = an in-memory database (tests). */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const child = fork(HOST_SCRIPT, [dataDir ? `${dataDir}/pg` : 'memory://'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('O banco embutido não iniciou em 60 s')), 60_000);
      child.once('message', (message: { type?: string; address?: string }) => {
        clearTimeout(timer);
        if (message.type === 'ready' && message.address) resolve(message.address);
        else reject(new Error('Resposta inesperada do banco embutido'));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`O banco embutido terminou ao iniciar (código ${code})`));
      });
    });
    return {
      url: `postgres://postgres@${address}/postgres`,
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
