// Scale-out: two real API processes (server/main.ts, as `npm run serve` starts it) on one
// PostgreSQL database. A session made on one works on the other and a logout on one ends it on
// both; an Idempotency-Key replays across processes (also when both get it at once); the jobs run
// under advisory locks, so each Pix is confirmed by exactly one process.
// Runs only with TEST_DATABASE_URL (CI: scripts/test.sh starts a PostgreSQL server).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DB } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedAll } from '../../server/seed/index.ts';
import { freeUnits, hireBody } from './contract-helpers.ts';
import { mailedCode, registration, type TestApi } from './harness.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: string[];
}

async function startProcess(databaseUrl: string, name: string): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tokaas-scale-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-app'),
      LOG_REQUESTS: '0',
      PIX_AUTO_CONFIRM_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const port = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Tokaas no ar: http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${output.join('')}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child, output };
}

async function call(
  api: ApiProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${api.base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  let admin: DB;
  let db: DB;
  let name: string;
  let one: ApiProcess;
  let two: ApiProcess;
  let token: string;

  beforeAll(async () => {
    name = `tokaas_scale_${randomBytes(5).toString('hex')}`;
    admin = connect(serverUrl as string, { maxConnections: 1 });
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    db = connect(url.toString(), { maxConnections: 2 });
    // Seeded here (no images) so the two processes start together on a ready database; they
    // still migrate and seed reference data concurrently, under their locks.
    await migrate(db);
    await seedAll(db, { mediaDir: path.join(os.tmpdir(), 'tokaas-scale-media'), images: false });
    [one, two] = await Promise.all([
      startProcess(url.toString(), 'one'),
      startProcess(url.toString(), 'two'),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const api of [one, two]) api?.child.kill('SIGTERM');
    await Promise.all(
      [one, two].map(
        (api) =>
          api &&
          new Promise((resolve) =>
            api.child.exitCode !== null ? resolve(0) : api.child.once('exit', resolve),
          ),
      ),
    );
    await db?.destroy();
    if (admin) {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    }
  });

  it('a sign-up started on one process ends on the other; its session works on both, and a logout on one ends it on both', async () => {
    const form = registration();
    // Signed up on one process, confirmed with the mailed code on the other.
    expect((await call(one, 'POST', '/api/user/register', { body: form })).status).toBe(202);
    const code = await mailedCode({ db }, form.email);
    const registered = await call(two, 'POST', '/api/user/register/confirm', {
      body: { email: form.email, code },
    });
    expect(registered.status).toBe(201);
    token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
    const session = await call(two, 'GET', '/user/session', { token });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { data: { email: string } }).data.email).toBe(form.email);

    const login = await call(two, 'POST', '/auth/login', {
      body: { email: form.email, password: form.password },
    });
    const second = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    expect((await call(one, 'POST', '/auth/logout', { token: second })).status).toBe(200);
    expect((await call(two, 'GET', '/user/session', { token: second })).status).toBe(401);
    expect((await call(two, 'GET', '/user/session', { token })).status).toBe(200);
  });

  it('an Idempotency-Key replays across processes, also when both get it at once', async () => {
    const body = { title: 'Interfone mudo', description: 'Não toca no apartamento.' };
    const key = randomUUID();
    const first = await call(one, 'POST', '/api/enterprise/tickets', { token, body, key });
    expect(first.status).toBe(201);
    const replay = await call(two, 'POST', '/api/enterprise/tickets', { token, body, key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());

    const together = randomUUID();
    const both = await Promise.all(
      [one, two, one, two].map((api) =>
        call(api, 'POST', '/api/enterprise/tickets', {
          token,
          body: { ...body, title: 'Ao mesmo tempo' },
          key: together,
        }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(
      await Promise.all(both.map(async (r) => ((await r.json()) as { data: { id: number } }).data.id)),
    );
    expect(ids.size).toBe(1);
    const rows = await db.selectFrom('tickets').select('title').execute();
    expect(rows.filter((r) => r.title === 'Interfone mudo')).toHaveLength(1);
    expect(rows.filter((r) => r.title === 'Ao mesmo tempo')).toHaveLength(1);
  });

  it('jobs run once: every pending Pix is confirmed by exactly one of the two processes', async () => {
    const [unit] = await freeUnits({ db } as TestApi, 1);
    const hired = await call(one, 'POST', '/contract/create', { token, body: hireBody(unit as number) });
    expect(hired.status, await hired.clone().text()).toBe(201);
    const contractId = ((await hired.json()) as { data: { id: number } }).data.id;
    const pixBills = await db
      .selectFrom('bills_to_receive')
      .select('id')
      .where('pix_txid', 'is not', null)
      .where('received', '=', false)
      // Live charges only: an expired one is cancelled by the expiry job, never confirmed.
      .where('pix_expires_at', '>', new Date(Date.now() + 60_000))
      .execute();
    expect(pixBills.length).toBeGreaterThanOrEqual(1);

    // The sandbox confirms each Pix a second after it was issued, from whichever process holds
    // the job's lock that round.
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('contracts')
              .select('contract_status_id')
              .where('id', '=', contractId)
              .executeTakeFirst()
          )?.contract_status_id,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(4);
    const confirmedIn = (api: ApiProcess) =>
      [...api.output.join('').matchAll(/\[jobs\] pix-auto-confirm: \{"confirmed":(\d+)\}/g)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      );
    const received = async () =>
      (
        await db
          .selectFrom('bills_to_receive')
          .select('id')
          .where(
            'id',
            'in',
            pixBills.map((b) => b.id),
          )
          .where('received', '=', true)
          .execute()
      ).length;
    // Confirmations logged by both processes together match the bills paid: two processes
    // confirming the same bill at once would count it twice.
    // Each process logs a round's confirmations after its commit, so the logged total catches up
    // with the bills paid; two processes confirming the same bill would overshoot it for good.
    await expect
      .poll(
        async () => {
          const paid = await received();
          return { settled: confirmedIn(one) + confirmedIn(two) === paid, paid: paid >= 1 };
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual({ settled: true, paid: true });
    expect(confirmedIn(one) + confirmedIn(two)).toBe(await received());
  }, 90_000);
});
