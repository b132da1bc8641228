// Found by the outbox chaos test (tests/e2e/chaos.spec.ts): a pull whose answers were read before
// a change was acknowledged (by the service worker's Background Sync, or by the page's own drain
// after a tap) must not write them over that change. Otherwise the change vanishes from the
// resident's screen (a ticket page sends them back to /tickets, a removed favourite comes back)
// until some later pull, although the server has it.
import { describe, expect, it } from 'vitest';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import type { LockLike } from '../../../src/data/engine/outbox/lock.ts';
import { createSyncEngine } from '../../../src/data/engine/sync/engine.ts';
import { apartment, freshDb, session } from './fixtures.ts';

/** A FIFO lock that tells whether a request waits while another holds it. */
function observableLock() {
  let tail: Promise<unknown> = Promise.resolve();
  let held = false;
  let waiting = 0;
  const locks: LockLike = {
    request<T>(_name: string, _options: object, callback: (lock: object | null) => Promise<T>): Promise<T> {
      waiting++;
      const run = tail.then(async () => {
        waiting--;
        held = true;
        try {
          return await callback({});
        } finally {
          held = false;
        }
      });
      tail = run.catch(() => {});
      return run;
    },
  };
  return { locks, isContended: () => held && waiting > 0 };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
};

describe('a pull running while another context acknowledges a change', () => {
  it('keeps the acknowledged favourite on screen', async () => {
    const db = freshDb();
    // The server: the resident's favourites, and a gate holding the pull's answer back.
    const favorites: { id: number; apartment_id: number }[] = [];
    let releasePull: () => void = () => {};
    const pullHeld = new Promise<void>((resolve) => {
      releasePull = resolve;
    });
    let pullStarted = false;
    const pageFetch = (async (url: string) => {
      if (url === '/api/enterprise/apartment/favorites') {
        // The answer is what the server holds when the request arrives…
        const snapshot = favorites.map((f) => ({ ...f, apartment: { data: apartment(f.apartment_id) } }));
        pullStarted = true;
        // …and it reaches the page only later.
        await pullHeld;
        return Response.json({ data: snapshot });
      }
      return Response.json({ message: 'Não encontrado.' }, { status: 404 });
    }) as unknown as typeof fetch;
    const serviceWorkerFetch = (async (_url: string, init: RequestInit) => {
      const { apartment_id } = JSON.parse(String(init.body)) as { apartment_id: number };
      favorites.push({ id: 500, apartment_id });
      return Response.json({ data: { id: 500, apartment_id } }, { status: 201 });
    }) as unknown as typeof fetch;

    const { locks, isContended } = observableLock();
    const engine = createSyncEngine({
      db,
      fetch: pageFetch,
      readSession: session(1),
      emit: () => {},
      locks,
    });
    const sync = engine.syncNow('timer');
    await until(() => pullStarted);

    // Meanwhile the resident taps a heart and the service worker sends it.
    await enqueue(db, {
      userId: 1,
      kind: 'favorite.add',
      payload: { apartmentId: 10, apartment: apartment(10) },
    });
    let sent = false;
    const serviceWorker = createDrainer({ db, fetch: serviceWorkerFetch, session: session(1), locks })().then(
      (result) => {
        sent = true;
        return result;
      },
    );
    // Either the service worker got its answer, or it waits for the pull to finish.
    await until(() => sent || isContended());
    releasePull();
    await sync;
    expect(await serviceWorker).toMatchObject({ sent: 1 });
    engine.stop();

    expect(favorites).toEqual([{ id: 500, apartment_id: 10 }]);
    expect((await db.favorites.toArray()).map((f) => f.apartment_id)).toEqual([10]);
    expect(await db.outbox.count()).toBe(0);
  });
});
