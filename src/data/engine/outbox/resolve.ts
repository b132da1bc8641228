// What a resident can do with a change the server refused: retry it (optionally edited) or discard it.
import type { TokaasDatabase } from '../db.ts';
// Any kind may be refused and then retried or listed (the pending-changes screen imports this),
// even when the screen that makes that kind was never opened: every kind must be registered.
import './mutations/index.ts';
import { handlerFor } from './registry.ts';
import { OUTBOX_TX_TABLES } from './types.ts';

/** Puts a rejected change back in line (in its original place), re-applying its optimistic change. */
export async function retryRejected(db: TokaasDatabase, seq: number, editedPayload?: unknown): Promise<void> {
  await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
    const row = await db.outbox.get(seq);
    if (row?.status !== 'rejected') return;
    const next = {
      ...row,
      payload: editedPayload ?? row.payload,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: 0,
      // The refused attempt applied nothing, and the server keeps its answer under the old key:
      // a retry is a new request with a new idempotency key.
      id: crypto.randomUUID(),
    };
    delete next.error;
    await handlerFor(row.kind).apply(db, next);
    await db.outbox.put(next);
  });
}

/** Drops a rejected change for good (its optimistic change was already rolled back). */
export async function discardRejected(db: TokaasDatabase, seq: number): Promise<void> {
  await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
    const row = await db.outbox.get(seq);
    if (row?.status === 'rejected') await db.outbox.delete(seq);
  });
}
