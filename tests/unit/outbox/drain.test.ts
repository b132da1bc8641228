import { describe, expect, it } from 'vitest';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import { discardRejected, retryRejected } from '../../../src/data/engine/outbox/resolve.ts';
import { apartment, freshDb, memoryLocks, scriptedServer, session } from './fixtures.ts';

const add = (db: ReturnType<typeof freshDb>, userId: number, apartmentId: number) =>
  enqueue(db, { userId, kind: 'favorite.add', payload: { apartmentId, apartment: apartment(apartmentId) } });

describe('outbox drain', () => {
  it('writes the optimistic change with the row, sends oldest first, and deletes rows only on ack', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    await add(db, 1, 11);
    await add(db, 1, 12);
    expect(
      (await db.favorites.orderBy('apartment_id').toArray()).map((f) => [f.apartment_id, f.pending]),
    ).toEqual([
      [10, true],
      [11, true],
      [12, true],
    ]);
    const server = scriptedServer();
    const result = await createDrainer({ db, fetch: server.fetch, session: session(1) })();
    expect(result).toMatchObject({ sent: 3, rejected: 0, stoppedBy: 'done' });
    expect(server.sent.map((r) => (r.body as { apartment_id: number }).apartment_id)).toEqual([10, 11, 12]);
    expect(await db.outbox.count()).toBe(0);
    // Local ids replaced by the server's.
    expect((await db.favorites.orderBy('apartment_id').toArray()).map((f) => [f.id, f.pending])).toEqual([
      [100, false],
      [101, false],
      [102, false],
    ]);
  });

  it('keeps a row when the network fails, backs off, and resends it with the same Idempotency-Key', async () => {
    const db = freshDb();
    const row = await add(db, 1, 10);
    let clock = 1_000_000;
    const server = scriptedServer(['network-error']);
    const drain = createDrainer({
      db,
      fetch: server.fetch,
      session: session(1),
      now: () => clock,
      random: () => 0.5,
    });
    expect(await drain()).toMatchObject({ sent: 0, stoppedBy: 'network', nextRetryAt: clock + 2_000 });
    const kept = await db.outbox.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ attempts: 1, nextAttemptAt: clock + 2_000, status: 'pending' });

    expect(await drain()).toMatchObject({ sent: 0, stoppedBy: 'backoff' });
    expect(server.sent).toHaveLength(1);

    clock += 2_000;
    expect(await drain()).toMatchObject({ sent: 1, stoppedBy: 'done' });
    expect(server.sent.map((r) => r.idempotencyKey)).toEqual([row.id, row.id]);
  });

  it('a connectivity signal sends at once what waited only for the network, never before a Retry-After', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    const clock = 1_000_000;
    const server = scriptedServer([
      'network-error',
      new Response('{}', { status: 503, headers: { 'retry-after': '60' } }),
    ]);
    const drain = createDrainer({ db, fetch: server.fetch, session: session(1), now: () => clock });
    expect(await drain()).toMatchObject({ stoppedBy: 'network' });
    // Still within the network backoff: an automatic retry waits, the online signal does not.
    expect(await drain()).toMatchObject({ stoppedBy: 'backoff' });
    expect(await drain({ connectivitySignal: true })).toMatchObject({ stoppedBy: 'server' });
    expect(server.sent).toHaveLength(2);
    // The server asked for 60 s: not even a connectivity signal goes before that.
    expect(await drain({ connectivitySignal: true })).toMatchObject({ stoppedBy: 'backoff' });
    expect(server.sent).toHaveLength(2);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a response lost after the server applied it is resent with the same key (the server dedupes)', async () => {
    const db = freshDb();
    const row = await add(db, 1, 10);
    // First attempt reaches the server but the answer never arrives.
    const server = scriptedServer([() => 'network-error']);
    const drain = createDrainer({ db, fetch: server.fetch, session: session(1), now: () => 10 ** 13 });
    await drain();
    const later = createDrainer({
      db,
      fetch: server.fetch,
      session: session(1),
      now: () => 10 ** 13 + 10 ** 9,
    });
    await later();
    expect(server.sent).toHaveLength(2);
    expect(new Set(server.sent.map((r) => r.idempotencyKey))).toEqual(new Set([row.id]));
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps rows on 5xx and 429, honouring Retry-After, and stops there (order preserved)', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    await add(db, 1, 11);
    const clock = 5_000_000;
    const server = scriptedServer([
      new Response('{}', { status: 503 }),
      new Response('{}', { status: 429, headers: { 'retry-after': '120' } }),
    ]);
    const drain = createDrainer({
      db,
      fetch: server.fetch,
      session: session(1),
      now: () => clock,
      random: () => 0.5,
    });
    expect(await drain()).toMatchObject({ stoppedBy: 'server', nextRetryAt: clock + 2_000 });
    expect(server.sent).toHaveLength(1);
    const later = createDrainer({
      db,
      fetch: server.fetch,
      session: session(1),
      now: () => clock + 2_000,
      random: () => 0.5,
    });
    expect(await later()).toMatchObject({ stoppedBy: 'server', nextRetryAt: clock + 2_000 + 120_000 });
    expect(await db.outbox.count()).toBe(2);
    expect(server.sent.every((r) => (r.body as { apartment_id: number }).apartment_id === 10)).toBe(true);
  });

  it('keeps a row answered 409 "Requisição em andamento" (an earlier send still running) and sends it again', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    const clock = 5_000_000;
    const server = scriptedServer([
      new Response(JSON.stringify({ message: 'Requisição em andamento' }), { status: 409 }),
      new Response('{"data":{"id":7,"apartment_id":10}}', { status: 201 }),
    ]);
    const at = (now: number) =>
      createDrainer({ db, fetch: server.fetch, session: session(1), now: () => now, random: () => 0.5 });
    expect(await at(clock)()).toMatchObject({ stoppedBy: 'server', rejected: 0 });
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(await at(clock + 60_000)()).toMatchObject({ sent: 1, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
    const [first, second] = server.sent;
    expect(first?.idempotencyKey).toEqual(expect.any(String));
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('on 401 stops and keeps everything until the same user signs in again', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    const server = scriptedServer([
      Response.json({ message: 'Unauthenticated.', code: 'Unauthenticated' }, { status: 401 }),
    ]);
    expect(await createDrainer({ db, fetch: server.fetch, session: session(1) })()).toMatchObject({
      stoppedBy: 'unauthorized',
    });
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 0 }]);
    // Signed out: nothing is sent.
    expect(await createDrainer({ db, fetch: server.fetch, session: async () => null })()).toMatchObject({
      stoppedBy: 'no-session',
    });
    // Same user back with a new token: sent with it.
    expect(
      await createDrainer({ db, fetch: server.fetch, session: session(1, 'new-token') })(),
    ).toMatchObject({ sent: 1 });
    expect(server.sent.at(-1)?.authorization).toBe('Bearer new-token');
  });

  it("never sends another user's rows", async () => {
    const db = freshDb();
    await add(db, 1, 10);
    await add(db, 2, 20);
    const server = scriptedServer();
    expect(await createDrainer({ db, fetch: server.fetch, session: session(2) })()).toMatchObject({
      sent: 1,
    });
    expect(server.sent.map((r) => (r.body as { apartment_id: number }).apartment_id)).toEqual([20]);
    expect(await db.outbox.toArray()).toMatchObject([{ userId: 1 }]);
  });

  it('marks a 4xx as rejected with the server message, rolls back, and goes on with the rest', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    await add(db, 1, 11);
    const server = scriptedServer([
      Response.json(
        {
          message: 'A unidade informada não existe.',
          errors: { apartment_id: ['A unidade informada não existe.'] },
        },
        { status: 422 },
      ),
    ]);
    expect(await createDrainer({ db, fetch: server.fetch, session: session(1) })()).toMatchObject({
      sent: 1,
      rejected: 1,
    });
    const [rejected] = await db.outbox.toArray();
    expect(rejected).toMatchObject({
      status: 'rejected',
      error: { status: 422, message: 'A unidade informada não existe.' },
      payload: { apartmentId: 10 },
    });
    expect((await db.favorites.toArray()).map((f) => f.apartment_id)).toEqual([11]);

    // Retry puts it back (optimistic change re-applied, new key); discard drops it.
    await retryRejected(db, rejected!.seq!);
    expect((await db.favorites.toArray()).map((f) => f.apartment_id).sort()).toEqual([10, 11]);
    const retried = await db.outbox.get(rejected!.seq!);
    expect(retried).toMatchObject({ status: 'pending' });
    expect(retried?.id).not.toBe(rejected?.id);
    const again = scriptedServer([Response.json({ message: 'Ainda não.' }, { status: 422 })]);
    await createDrainer({ db, fetch: again.fetch, session: session(1) })();
    await discardRejected(db, rejected!.seq!);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.favorites.toArray()).map((f) => f.apartment_id)).toEqual([11]);
  });

  it('two drainers at once (two contexts, one lock) send each change exactly once', async () => {
    const db = freshDb();
    for (let i = 0; i < 20; i++) await add(db, 1, 100 + i);
    const server = scriptedServer(
      Array.from({ length: 40 }, () => async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return Response.json({ data: { id: Math.floor(Math.random() * 1e9) } }, { status: 201 });
      }),
    );
    const locks = memoryLocks();
    const page = createDrainer({ db, fetch: server.fetch, session: session(1), locks });
    const worker = createDrainer({ db, fetch: server.fetch, session: session(1), locks });
    const results = await Promise.all([page(), worker(), page(), worker()]);
    // Calls in one context join its running drain: two runs in all, one after the other.
    const runs = [...new Set(results)];
    expect(runs).toHaveLength(2);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(20);
    const keys = server.sent.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(20);
    expect(new Set(keys).size).toBe(20);
  });

  it('an unfavourite of a favourite added offline follows it to its server id', async () => {
    const db = freshDb();
    await add(db, 1, 10);
    // Tried once and lost on the way: it may have reached the server, so a later intent is queued
    // after it rather than cancelling it (last-intent.test.ts).
    await createDrainer({ db, fetch: scriptedServer(['network-error']).fetch, session: session(1) })();
    const local = (await db.favorites.toArray())[0]!;
    await enqueue(db, {
      userId: 1,
      kind: 'favorite.remove',
      payload: { apartmentId: 10, favoriteId: local.id, snapshot: local },
    });
    expect(await db.favorites.count()).toBe(0);
    const server = scriptedServer([Response.json({ data: { id: 555, apartment_id: 10 } }, { status: 201 })]);
    await createDrainer({ db, fetch: server.fetch, session: session(1) })({ connectivitySignal: true });
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/enterprise/apartment/favorites',
      'DELETE /api/enterprise/apartment/favorites/555',
    ]);
    expect(await db.favorites.count()).toBe(0);
  });
});
