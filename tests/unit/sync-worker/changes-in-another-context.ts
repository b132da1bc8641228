// What a page records while the sync worker runs (the page's enqueue, written by hand here: this
// test's module graph must not load the outbox's handlers, as the worker's does not at start).
import 'fake-indexeddb/auto';
import { TokaasDatabase } from '../../../src/data/engine/db.ts';

export function workerDb(): TokaasDatabase {
  return new TokaasDatabase(`tokaas-worker-${process.pid}-${Math.random()}`);
}

/** A favourite added on the page: its optimistic row and its pending outbox row, as enqueue writes. */
export async function favouriteAddedOnThePage(db: TokaasDatabase, userId: number, apartmentId: number) {
  const id = crypto.randomUUID();
  const apartment = { id: apartmentId, displayName: `Tokaas - ${apartmentId}` };
  await db.transaction('rw', [db.favorites, db.outbox], async () => {
    await db.favorites.put({
      id: `local:${id}`,
      userId,
      apartment_id: apartmentId,
      apartment: { data: apartment },
      pending: true,
    } as never);
    await db.outbox.add({
      id,
      userId,
      kind: 'favorite.add',
      payload: { apartmentId, apartment },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: Date.now(),
    });
  });
  return id;
}

export const signedIn = (userId: number) => async () => ({ userId, token: `token-of-${userId}` });
