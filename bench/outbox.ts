// Outbox drain rate: 500 'Favoritar' changes queued offline by the bench resident, then sent by the
// app's own drain (src/data/engine/outbox/drain.ts: oldest first, one request at a time with its
// Idempotency-Key, each row deleted in the transaction that records the answer) to the local
// server. Dexie runs on fake-indexeddb here, the same code the sync worker runs on IndexedDB.
import 'fake-indexeddb/auto';
import type { Apartment } from '../src/api/catalogue.ts';
import { TokaasDatabase } from '../src/data/engine/db.ts';
import { createDrainer } from '../src/data/engine/outbox/drain.ts';
import { enqueue } from '../src/data/engine/outbox/enqueue.ts';
import '../src/data/engine/outbox/mutations/index.ts';

export interface DrainFigures {
  mutations: number;
  seconds: number;
  perSecond: number;
}

async function units(baseUrl: string, count: number): Promise<Apartment[]> {
  const found: Apartment[] = [];
  for (let page = 1; found.length < count; page++) {
    const res = await fetch(`${baseUrl}/enterprise/apartment/list?perPage=100&page=${page}&order=price_asc`);
    if (!res.ok) throw new Error(`unit list answered ${res.status}`);
    const { data } = (await res.json()) as { data: Apartment[] };
    if (data.length === 0) break;
    found.push(...data);
  }
  if (found.length < count) throw new Error(`only ${found.length} units to favourite`);
  return found.slice(0, count);
}

export async function drainRate(
  baseUrl: string,
  user: { userId: number; token: string },
  count: number,
): Promise<DrainFigures> {
  const db = new TokaasDatabase(`tokaas-bench-${process.pid}`);
  try {
    for (const apartment of await units(baseUrl, count)) {
      await enqueue(db, {
        userId: user.userId,
        kind: 'favorite.add',
        payload: { apartmentId: apartment.id, apartment },
      });
    }
    const drain = createDrainer({ db, fetch, baseUrl, session: async () => user });
    const started = performance.now();
    let sent = 0;
    while (sent < count) {
      const result = await drain();
      sent += result.sent;
      if (result.stoppedBy !== 'done' || result.rejected > 0) {
        throw new Error(`drain stopped: ${JSON.stringify(result)}`);
      }
      if (result.sent === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    if ((await db.outbox.count()) !== 0) throw new Error('rows left in the outbox after the drain');
    return { mutations: sent, seconds, perSecond: sent / seconds };
  } finally {
    db.close();
    await TokaasDatabase.delete(`tokaas-bench-${process.pid}`);
  }
}
