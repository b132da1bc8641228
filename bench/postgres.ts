// A throwaway PostgreSQL cluster for the bench, as scripts/test.sh starts one in CI: Debian's
// initdb/pg_ctl on 127.0.0.1 and a free port, data in a temporary directory, fsync off. Returns
// undefined when PostgreSQL is not installed.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempPostgres {
  url: string;
  version: string;
  stop(): void;
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  return latest ? path.join(root, latest, 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startTempPostgres(): Promise<TempPostgres | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'tokaas-bench-pg-'));
  // initdb refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  const port = await freePort();
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim(),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
