// Exactly once when the network and the server misbehave, on a real PostgreSQL server (concurrent
// transactions; the embedded engine runs one at a time). A keyed request's claim, writes and
// stored answer commit together or not at all:
// - the client gives up and retries while the first send is still running: the retry waits for it
//   and replays its answer;
// - the first send's connection dies mid-request (a crash, a database restart): nothing of it
//   stays, and the retry runs afresh at once, not after minutes;
// - the first send passes the request time limit: its statement is cancelled and its writes rolled
//   back before the 503 goes out, and the retry runs once; so are a resident's changes sent without
//   a key.
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import type { AppEnv } from '../../server/context.ts';
import { connect, type DB } from '../../server/db/connect.ts';
import { HttpError } from '../../server/http/errors.ts';
import { idempotency } from '../../server/http/idempotency.ts';
import { requestTimeout, TIMEOUT_MESSAGE } from '../../server/http/timeout.ts';
import { createMessenger } from '../../server/mail/mailer.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('a keyed request across failures', () => {
  let api: TestApi;
  let resident: Awaited<ReturnType<typeof newResident>>;
  let admin: DB;
  beforeAll(async () => {
    api = await startTestApi();
    resident = await newResident(api);
    admin = connect(process.env.TEST_DATABASE_URL as string, { maxConnections: 1 });
  });
  afterAll(async () => {
    await admin?.destroy();
    await api?.close();
  });

  /** An app whose one route writes a ticket, then waits for the test before answering. */
  function slowApp(key = `lento-${Math.random()}`) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let backendPid: number | undefined;
    let reached!: () => void;
    const inside = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const deps = {
      db: api.db,
      config: readConfig({}),
      messenger: createMessenger(api.db, { from: 'x', log: false }),
    };
    const app = new Hono<AppEnv>().use(idempotency(deps)).post('/lento', async (c) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(api.db);
      backendPid = rows[0]?.pid;
      const { id } = await api.db
        .insertInto('tickets')
        .values({ user_id: resident.id, title: 'Lento', description: 'Escrito antes da espera.' })
        .returning('id')
        .executeTakeFirstOrThrow();
      reached();
      await gate;
      return c.json({ data: { id } }, 201);
    });
    const send = () =>
      app.request('/lento', {
        method: 'POST',
        headers: { authorization: `Bearer ${resident.token}`, 'Idempotency-Key': key },
      });
    return { key, send, release, inside, pid: () => backendPid as number };
  }

  const tickets = async () =>
    (
      await api.db
        .selectFrom('tickets')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', resident.id)
        .where('title', '=', 'Lento')
        .executeTakeFirstOrThrow()
    ).n;

  it('a retry while the first send still runs waits for it and replays its answer', async () => {
    const before = await tickets();
    const slow = slowApp();
    const first = slow.send(); // the client gave up on this one: its answer is lost
    await slow.inside;
    const retry = slow.send();
    slow.release();
    const [a, b] = await Promise.all([first, retry]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await b.json()).toEqual(await a.json());
    expect(await tickets()).toBe(before + 1);
  });

  it('a first send cut mid-request leaves nothing; the retry runs at once and applies once', async () => {
    // (Its ticket is written on the request's transaction, so its backend is the one to end.)
    const before = await tickets();
    const slow = slowApp();
    const first = Promise.resolve(slow.send()).catch((error: unknown) => error);
    await slow.inside;
    // The process or the database goes away under the first send: its connection ends.
    await sql`select pg_terminate_backend(${slow.pid()})`.execute(admin);
    slow.release();
    await first;
    expect(await tickets()).toBe(before); // its write did not commit
    const started = Date.now();
    const again = slowApp(slow.key);
    again.release();
    const retry = await again.send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await tickets()).toBe(before + 1);
  });

  // A resident's change without a key (an online-only action) is one transaction as well.
  it.each([
    ['with an Idempotency-Key', true],
    ['without one', false],
  ])(
    'a send past the time limit %s is cancelled and rolled back before its 503; the retry applies once',
    async (_, keyed) => {
      const before = await tickets();
      const key = `prazo-${Math.random()}`;
      let backendPid = 0;
      let firstSend = true;
      const deps = {
        db: api.db,
        config: readConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL }),
        messenger: createMessenger(api.db, { from: 'x', log: false }),
      };
      const app = new Hono<AppEnv>()
        .use(requestTimeout(() => 300))
        .use(idempotency(deps))
        .post('/prazo', async (c) => {
          await api.db
            .insertInto('tickets')
            .values({ user_id: resident.id, title: 'Lento', description: 'Escrito antes da espera.' })
            .execute();
          if (firstSend) {
            firstSend = false;
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(api.db);
            backendPid = rows[0]?.pid ?? 0;
            // A statement far past the limit: only a cancel ends it in time.
            await sql`select pg_sleep(60)`.execute(api.db);
          }
          return c.json({ data: { ok: true } }, 201);
        });
      app.onError((error, c) =>
        error instanceof HttpError ? c.json(error.body(), error.status, error.headers) : c.json({}, 500),
      );
      const send = () =>
        app.request('/prazo', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${resident.token}`,
            ...(keyed ? { 'Idempotency-Key': key } : {}),
          },
        });

      const late = await send();
      expect(late.status).toBe(503);
      expect(late.headers.get('retry-after')).toBe('5');
      expect(await late.json()).toEqual({ message: TIMEOUT_MESSAGE, code: 'Unavailable' });
      // When the 503 is out, the write is already gone and the statement no longer runs.
      expect(await tickets()).toBe(before);
      const { rows } = await sql<{ query: string }>`
      select query from pg_stat_activity where pid = ${backendPid} and state = 'active'`.execute(admin);
      expect(rows.filter((row) => row.query.includes('pg_sleep'))).toEqual([]);

      const retry = await send();
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await tickets()).toBe(before + 1);
      if (!keyed) return;
      const replay = await send();
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await tickets()).toBe(before + 1);
    },
  );
});
