// One API process (`node --import tsx server/main.ts`, as `npm run serve` starts it) on its own
// data directory and a fixed port, API only. Kept as a handle that can be SIGKILLed and started
// again on the same port; every exit that was not asked for is recorded as a death.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { killQuietly, onCleanup } from './cleanup.ts';

const repo = path.resolve(import.meta.dirname, '../..');

export interface ApiNode {
  name: string;
  base: string;
  /** Exits nobody asked for: code or signal, with the last output. */
  deaths: string[];
  start(): Promise<number>;
  /** SIGKILL, on purpose; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), at the end of the test; resolves with the exit code. */
  stop(): Promise<number | null>;
  alive(): boolean;
}

export function apiNode(options: {
  name: string;
  dir: string;
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): ApiNode {
  const dataDir = path.join(options.dir, `data-${options.name}`);
  let child: ChildProcess | undefined;
  let expectingExit = false;
  let output: string[] = [];
  const deaths: string[] = [];

  const node: ApiNode = {
    name: options.name,
    base: `http://127.0.0.1:${options.port}`,
    deaths,
    alive: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start() {
      await mkdir(dataDir, { recursive: true });
      const started = performance.now();
      expectingExit = false;
      output = [];
      const current = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: repo,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATABASE_URL: options.databaseUrl,
          DB_PREPARED_STATEMENTS: '0',
          PIX_AUTO_CONFIRM_SECONDS: '0',
          LOG_REQUESTS: '0',
          SEED_DEMO: '0',
          PORT: String(options.port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: path.join(dataDir, 'no-app'),
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = current;
      const unregister = onCleanup(`api ${options.name}`, () => killQuietly(current.pid, 'SIGKILL'));
      const keep = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.length > 200) output.splice(0, output.length - 200);
      };
      current.stdout?.on('data', keep);
      current.stderr?.on('data', keep);
      current.once('exit', (code, signal) => {
        unregister();
        if (!expectingExit) {
          deaths.push(
            `${options.name} exited (code ${code}, signal ${signal}):\n${output.join('').slice(-3000)}`,
          );
        }
      });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${options.name} did not start in 90 s:\n${output.join('')}`)),
          90_000,
        );
        const onData = () => {
          if (output.join('').includes('Tokaas no ar:')) {
            clearTimeout(timer);
            current.stdout?.off('data', onData);
            resolve();
          }
        };
        current.stdout?.on('data', onData);
        current.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`${options.name} exited ${code} while starting:\n${output.join('')}`));
        });
      });
      return Math.round(performance.now() - started);
    },
    async kill() {
      const current = child;
      if (!current || !node.alive()) return;
      expectingExit = true;
      const gone = new Promise((resolve) => current.once('exit', resolve));
      killQuietly(current.pid, 'SIGKILL');
      await gone;
    },
    async stop() {
      const current = child;
      if (!current) return null;
      if (!node.alive()) return current.exitCode;
      expectingExit = true;
      const gone = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)));
      killQuietly(current.pid, 'SIGTERM');
      const timer = setTimeout(() => killQuietly(current.pid, 'SIGKILL'), 15_000);
      const code = await gone;
      clearTimeout(timer);
      return code;
    },
  };
  return node;
}
