// Debian's PgBouncer (/usr/sbin/pgbouncer) in transaction mode in front of the test's PostgreSQL:
// its ini and userlist written in a temporary directory, run in the foreground (as the postgres
// user when root) in its own process group, so cleanup stops it by that group's id.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { killQuietly, onCleanup } from './cleanup.ts';
import { asPostgres, isRoot } from './postgres.ts';
import { waitFor } from './wait.ts';

export interface PgBouncer {
  port: number;
  url(database: string): string;
  child: ChildProcess;
}

export async function startPgBouncer(options: {
  dir: string;
  port: number;
  serverPort: number;
  database: string;
}): Promise<PgBouncer> {
  const binary = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
  const ini = path.join(options.dir, 'pgbouncer.ini');
  const userlist = path.join(options.dir, 'userlist.txt');
  await writeFile(userlist, '"postgres" ""\n');
  await writeFile(
    ini,
    [
      '[databases]',
      `${options.database} = host=127.0.0.1 port=${options.serverPort} dbname=${options.database}`,
      '',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${options.port}`,
      `unix_socket_dir = ${options.dir}`,
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 20',
      // While PostgreSQL is down: try a new server login every second (default 15 s), and fail a
      // query waiting for a server connection after 5 s (default 120 s) so the API answers 503.
      'server_login_retry = 1',
      'query_wait_timeout = 5',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(options.dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(options.dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (isRoot) execFileSync('chown', ['postgres', ini, userlist]);
  const [command, argv] = asPostgres(binary, [ini]);
  const child = spawn(command, argv, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const stop = onCleanup('pgbouncer', () => {
    if (child.pid !== undefined) killQuietly(-child.pid, 'SIGTERM');
  });
  child.once('exit', () => stop());
  await waitFor(
    'PgBouncer listening',
    async () => {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited ${child.exitCode}: ${errors.join('')}`);
      return listening(options.port);
    },
    { timeoutMs: 15_000 },
  );
  return {
    port: options.port,
    child,
    url: (database) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
