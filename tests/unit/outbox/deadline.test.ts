// Lie-fi (issue 28): connected, and the answer takes 20 s or never comes. A send with no full
// answer by the client deadline is abandoned and tried again later with the SAME Idempotency-Key;
// the server keeps the first answer (server/http/idempotency.ts), so a late arrival never applies a
// change twice, and a retry that meets the first request still running gets 409 and waits again.
import { describe, expect, it } from 'vitest';
import type { TokaasDatabase } from '../../../src/data/engine/db.ts';
import { createDrainer, SEND_DEADLINE_OVERRIDE_KEY } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import { apartment, freshDb, type SentRequest, scriptedServer, session } from './fixtures.ts';

const DEADLINE = 40;

/** An answer that never comes: the request hangs until the client gives up. */
const noAnswer = (request: SentRequest) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** A server that applies each key once and replays its first answer, like idempotency.ts. */
function idempotentServer() {
  const applied = new Map<string, { id: number }>();
  let nextId = 900;
  return {
    applied,
    apply(request: SentRequest): Response {
      const key = request.idempotencyKey ?? '';
      const first = applied.get(key) ?? { id: nextId++ };
      applied.set(key, first);
      return Response.json({ data: { id: first.id, apartment_id: 10 } }, { status: 201 });
    },
  };
}

const addFavourite = (db: TokaasDatabase, apartmentId = 10) =>
  enqueue(db, {
    userId: 1,
    kind: 'favorite.add',
    payload: { apartmentId, apartment: apartment(apartmentId) },
  });

describe('the client deadline on a send', () => {
  it('abandons a send with no answer, keeps the row for later, and says timeout (not offline)', async () => {
    const db = freshDb();
    const row = await addFavourite(db);
    let clock = 1_000_000;
    const server = scriptedServer([noAnswer]);
    const drain = createDrainer({
      db,
      fetch: server.fetch,
      session: session(1),
      now: () => clock,
      random: () => 0.5,
      sendDeadlineMs: DEADLINE,
    });
    expect(await drain()).toMatchObject({ sent: 0, stoppedBy: 'timeout', nextRetryAt: clock + 2_000 });
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({ id: row.id, attempts: 1, status: 'pending', lastFailure: 'network' });
    expect(kept?.sendingSince).toBeUndefined();
    clock += 2_000;
    expect(await drain()).toMatchObject({ sent: 1, stoppedBy: 'done' });
    expect(server.sent.map((r) => r.idempotencyKey)).toEqual([row.id, row.id]);
  });

  it('a body held back past the deadline counts as no answer (the ack is never written from half an answer)', async () => {
    const db = freshDb();
    await addFavourite(db);
    const server = scriptedServer([
      (request) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":'));
              request.signal?.addEventListener('abort', () =>
                controller.error(new DOMException('aborted', 'AbortError')),
              );
            },
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
    ]);
    const drain = createDrainer({ db, fetch: server.fetch, session: session(1), sendDeadlineMs: DEADLINE });
    expect(await drain()).toMatchObject({ sent: 0, stoppedBy: 'timeout' });
    expect(await db.outbox.count()).toBe(1);
    // Still the local favourite: nothing acknowledged.
    expect((await db.favorites.toArray()).map((f) => f.pending)).toEqual([true]);
  });

  it('the late request and the retry reach the server: applied once, acknowledged once', async () => {
    const db = freshDb();
    const row = await addFavourite(db);
    const server = idempotentServer();
    let late: (() => void) | undefined;
    const lateApplied = new Promise<void>((resolve) => {
      late = resolve;
    });
    const wire = scriptedServer([
      // Held past the deadline; the server gets it after the client gave up, and applies it.
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
            setTimeout(() => {
              server.apply(request);
              late?.();
            }, 5);
          });
        }),
      (request) => server.apply(request),
    ]);
    const drain = createDrainer({
      db,
      fetch: wire.fetch,
      session: session(1),
      sendDeadlineMs: DEADLINE,
    });
    expect(await drain()).toMatchObject({ stoppedBy: 'timeout' });
    await lateApplied;
    expect(await drain({ connectivitySignal: true })).toMatchObject({ sent: 1, stoppedBy: 'done' });
    expect([...server.applied.keys()]).toEqual([row.id]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.favorites.toArray()).map((f) => [f.id, f.pending])).toEqual([[900, false]]);
  });

  it('a retry that meets the first request still running (409) keeps the row and waits', async () => {
    const db = freshDb();
    await addFavourite(db);
    const server = scriptedServer([
      noAnswer,
      Response.json({ message: 'Requisição em andamento' }, { status: 409 }),
    ]);
    const drain = createDrainer({ db, fetch: server.fetch, session: session(1), sendDeadlineMs: DEADLINE });
    expect(await drain()).toMatchObject({ stoppedBy: 'timeout' });
    expect(await drain({ connectivitySignal: true })).toMatchObject({ sent: 0, stoppedBy: 'server' });
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({ status: 'pending', attempts: 2, lastFailure: 'server' });
    expect(server.sent.map((r) => r.idempotencyKey)).toEqual([kept?.id, kept?.id]);
  });

  it('the e2e harness may shorten the deadline through the database, never to nothing', async () => {
    const db = freshDb();
    await addFavourite(db, 10);
    await addFavourite(db, 11);
    // 1 ms is raised to the floor: an answer a moment late still counts.
    await db.meta.put({ key: SEND_DEADLINE_OVERRIDE_KEY, value: 1 });
    const server = scriptedServer([
      () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({ data: { id: 1 } })), 20)),
      noAnswer,
    ]);
    // Without the override this would wait 20 s (past the test's own timeout).
    const drain = createDrainer({ db, fetch: server.fetch, session: session(1) });
    expect(await drain()).toMatchObject({ sent: 1, stoppedBy: 'timeout' });
  });
});
