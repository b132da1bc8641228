// Recording a change: the optimistic change and the outbox row are written in ONE transaction,
// so no change is ever shown without being queued, nor queued without being shown.
import type { TokaasDatabase } from '../db.ts';
import { handlerFor } from './registry.ts';
import { OUTBOX_TX_TABLES, type OutboxRow } from './types.ts';

export async function enqueue<P>(
  db: TokaasDatabase,
  change: { userId: number; kind: string; payload: P },
  now = Date.now(),
): Promise<OutboxRow<P>> {
  const handler = handlerFor(change.kind);
  const row: OutboxRow<P> = {
    id: crypto.randomUUID(),
    userId: change.userId,
    kind: change.kind,
    payload: change.payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
  };
  await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
    await handler.apply(db, row as OutboxRow<unknown>);
    row.seq = await db.outbox.add(row as OutboxRow<unknown>);
  });
  return row;
}

/** Pending and rejected changes of one user, oldest first (the pending-changes screen). */
export function outboxOf(db: TokaasDatabase, userId: number): Promise<OutboxRow[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}
