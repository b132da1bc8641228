// A real PostgreSQL server (Debian's, /usr/lib/postgresql/N/bin) in a temporary directory, run
// as the postgres user when we are root (as scripts/test.sh does in CI), with the pg_ctl commands
// the cluster test needs: start, stop (fast), restart (fast).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.ts';

const run = promisify(execFile);
export const isRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL's bin directory (or PG_BIN). */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(root, newest, 'bin');
}

/** argv for a command run as the postgres user when root. */
export const asPostgres = (command: string, args: string[]): [string, string[]] =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

export interface PostgresServer {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export async function startPostgres(options: { dir: string; port: number }): Promise<PostgresServer> {
  const bin = postgresBin();
  const dataDir = path.join(options.dir, 'pgdata');
  await mkdir(dataDir, { mode: 0o700 });
  if (isRoot) execFileSync('chown', ['postgres', dataDir]);
  const pgCtl = async (...args: string[]) => {
    const [command, argv] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
    await run(command, argv, { timeout: 60_000 });
  };
  {
    const [command, argv] = asPostgres(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    await run(command, argv, { timeout: 120_000 });
  }
  const serverOptions = [
    `-p ${options.port}`,
    `-k ${dataDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const logFile = path.join(options.dir, 'postgres.log');
  const server: PostgresServer = {
    port: options.port,
    dir: dataDir,
    url: (database) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    start: () => pgCtl('-l', logFile, '-w', '-o', serverOptions, 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    restart: () => pgCtl('-l', logFile, '-m', 'fast', '-w', '-o', serverOptions, 'restart'),
  };
  await server.start();
  onCleanup('postgres', () => {
    const [command, argv] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    try {
      execFileSync(command, argv, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // not running
    }
  });
  return server;
}
