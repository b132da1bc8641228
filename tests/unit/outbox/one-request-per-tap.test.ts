// One request per tap (issue 28, Deliver 8): after an acknowledgement only the resources its kind
// names (outbox/kinds.ts) are pulled again, none when the answer carries the new row; and
// Background Sync never starts a second drain while the sync worker's runs.
import { describe, expect, it } from 'vitest';
import type { TokaasDatabase } from '../../../src/data/engine/db.ts';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import { REFRESHED_AFTER_ACK } from '../../../src/data/engine/outbox/kinds.ts';
import { refreshDue } from '../../../src/data/engine/outbox/refresh-due.ts';
import { createSyncEngine } from '../../../src/data/engine/sync/engine.ts';
import { apartment, freshDb, inspectionQueued, memoryLocks, session } from './fixtures.ts';

const CONTRACT = 5;

/** The real server's answers, enough for each kind; every request is logged. */
function server() {
  const sent: string[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push(`${method} ${url}`);
    if (method === 'GET' && url === '/user/contract') return Response.json({ data: [] });
    if (method === 'GET') return Response.json({ message: 'Não encontrado.' }, { status: 404 });
    if (url.includes('inspection-form-questions-answers'))
      return Response.json({ data: { id: 31, submitted_at: '2026-11-28T12:00:00Z' } }, { status: 201 });
    return Response.json({ data: { id: 700, apartment_id: 10 } }, { status: 201 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const engineOf = (db: TokaasDatabase, fetch: typeof globalThis.fetch, locks = memoryLocks()) =>
  createSyncEngine({ db, fetch, readSession: session(1), emit: () => {}, locks });

const drainerOf = (
  db: TokaasDatabase,
  fetch: typeof globalThis.fetch,
  locks: ReturnType<typeof memoryLocks>,
) => createDrainer({ db, fetch, session: session(1), locks });

/** A database with a favourite tap waiting for each unit id. */
async function favouritesQueued(ids: number[]) {
  const db = freshDb();
  for (const id of ids)
    await enqueue(db, {
      userId: 1,
      kind: 'favorite.add',
      payload: { apartmentId: id, apartment: apartment(id) },
    });
  return db;
}

describe('after an acknowledgement', () => {
  it('a favourite tap online costs one request', async () => {
    const db = await favouritesQueued([10]);
    const { fetch, sent } = server();
    const engine = engineOf(db, fetch);
    await engine.drainNow();
    engine.stop();
    expect(sent).toEqual(['POST /api/enterprise/apartment/favorites']);
  });

  it('a sent inspection pulls the contracts again, and only them, under the outbox lock', async () => {
    const db = await inspectionQueued(CONTRACT);
    const { fetch, sent } = server();
    const engine = engineOf(db, fetch);
    await engine.drainNow();
    engine.stop();
    expect(sent).toEqual([
      `POST /user/contract/find/${CONTRACT}/inspection-form-questions-answers/check_in`,
      'GET /user/contract',
    ]);
    // Pulled: the mark is gone and the resource is marked synced.
    expect(await refreshDue(db)).toEqual([]);
    expect(await db.meta.get('contracts-synced')).toBeDefined();
  });

  it('no kind asks for more than one refresh', () => {
    for (const [kind, resources] of Object.entries(REFRESHED_AFTER_ACK))
      expect(resources.length, kind).toBeLessThanOrEqual(1);
  });

  it('a refresh owed by an ack the service worker made is pulled by the worker’s next drain', async () => {
    const db = await inspectionQueued(CONTRACT);
    const locks = memoryLocks();
    const serviceWorker = server();
    await drainerOf(
      db,
      serviceWorker.fetch,
      locks,
    )({
      unlessBusy: true,
    });
    expect(serviceWorker.sent).toHaveLength(1);
    expect(await refreshDue(db)).toEqual(['contracts']);
    const worker = server();
    const engine = engineOf(db, worker.fetch, locks);
    await engine.drainNow();
    engine.stop();
    expect(worker.sent).toEqual(['GET /user/contract']);
  });
});

describe('Background Sync and the sync worker', () => {
  it('Background Sync waits for the worker’s drain and sends nothing itself', async () => {
    const db = await favouritesQueued([10, 11, 12]);
    const locks = memoryLocks();
    const worker = server();
    const serviceWorker = server();
    const workerDrain = drainerOf(db, worker.fetch, locks)();
    // The worker holds the lock now; the browser fires 'sync'.
    expect(locks.isHeld('tokaas-outbox')).toBe(true);
    const background = await drainerOf(
      db,
      serviceWorker.fetch,
      locks,
    )({
      connectivitySignal: true,
      unlessBusy: true,
    });
    expect(await workerDrain).toMatchObject({ sent: 3, stoppedBy: 'done' });
    expect(background).toMatchObject({ sent: 0, stoppedBy: 'done' });
    expect(serviceWorker.sent).toEqual([]);
    expect(worker.sent).toHaveLength(3);
  });

  it('when the worker’s drain leaves changes waiting, Background Sync says so (the browser retries later)', async () => {
    const db = await favouritesQueued([10]);
    const locks = memoryLocks();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const workerDrain = drainerOf(db, offline, locks)();
    const serviceWorker = server();
    const background = await drainerOf(
      db,
      serviceWorker.fetch,
      locks,
    )({
      connectivitySignal: true,
      unlessBusy: true,
    });
    expect(await workerDrain).toMatchObject({ stoppedBy: 'network' });
    expect(background).toMatchObject({ sent: 0, stoppedBy: 'busy' });
    expect(serviceWorker.sent).toEqual([]);
  });

  it('with nobody draining, Background Sync drains', async () => {
    const db = await favouritesQueued([10]);
    const serviceWorker = server();
    const result = await drainerOf(
      db,
      serviceWorker.fetch,
      memoryLocks(),
    )({
      connectivitySignal: true,
      unlessBusy: true,
    });
    expect(result).toMatchObject({ sent: 1, stoppedBy: 'done' });
  });
});
