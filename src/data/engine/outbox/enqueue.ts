// Recording a change: the optimistic change and the outbox row are written in ONE transaction,
// so no change is ever shown without being queued, nor queued without being shown.
//
// Last intent wins: a change on a subject whose earlier change still waits, never sent (a heart
// pressed twice offline, a key edited twice), replaces that change in the same transaction, or
// cancels it when it undoes it (nothing is sent). A change that may have reached the server (being
// sent, or attempted) is never replaced: the new one is queued after it.
import type { TokaasDatabase } from '../db.ts';
import type { MutationKind, PayloadOf } from './kinds.ts';
import { handlerFor } from './registry.ts';
import { neverSent, OUTBOX_TX_TABLES, type OutboxRow } from './types.ts';

export interface Enqueued<P> {
  /** The row that carries the change: the new one, or the waiting one that took its payload. */
  row: OutboxRow<P>;
  /** 'cancelled': the change undid one still waiting; both are gone and nothing will be sent. */
  outcome: 'queued' | 'replaced' | 'cancelled';
}

export async function enqueueChange<K extends MutationKind>(
  db: TokaasDatabase,
  change: { userId: number; kind: K; payload: PayloadOf<K> },
  now = Date.now(),
): Promise<Enqueued<PayloadOf<K>>> {
  type P = PayloadOf<K>;
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
  return db.transaction('rw', [...OUTBOX_TX_TABLES], async (): Promise<Enqueued<P>> => {
    const waiting = handler.lastIntent && (await waitingOnSubject(db, row));
    if (waiting && waiting.seq !== undefined && handler.lastIntent) {
      const decision = await handler.lastIntent.supersede(db, waiting, row);
      if (decision === 'cancel-both') {
        await handlerFor(waiting.kind).rollback(db, waiting);
        await db.outbox.delete(waiting.seq);
        return { row, outcome: 'cancelled' };
      }
      if (decision !== 'queue') {
        const replaced = { ...waiting, payload: decision.replace } as OutboxRow<P>;
        await handler.apply(db, replaced as OutboxRow<unknown>);
        await db.outbox.put(replaced as OutboxRow<unknown>);
        return { row: replaced, outcome: 'replaced' };
      }
    }
    await handler.apply(db, row as OutboxRow<unknown>);
    row.seq = await db.outbox.add(row as OutboxRow<unknown>);
    return { row, outcome: 'queued' };
  });
}

/** Records a change and returns the row that carries it (see enqueueChange for the outcome). */
export async function enqueue<K extends MutationKind>(
  db: TokaasDatabase,
  change: { userId: number; kind: K; payload: PayloadOf<K> },
  now = Date.now(),
): Promise<OutboxRow<PayloadOf<K>>> {
  return (await enqueueChange(db, change, now)).row;
}

/** The user's latest pending row on the same subject, if it never left the device. */
async function waitingOnSubject(db: TokaasDatabase, next: OutboxRow): Promise<OutboxRow | undefined> {
  const subject = handlerFor(next.kind).lastIntent?.subject(next.payload);
  const rows = await db.outbox.where('[userId+status]').equals([next.userId, 'pending']).sortBy('seq');
  const latest = rows.findLast((r) => handlerFor(r.kind).lastIntent?.subject(r.payload) === subject);
  return latest && neverSent(latest) ? latest : undefined;
}

/** Pending and rejected changes of one user, oldest first (the pending-changes screen). */
export function outboxOf(db: TokaasDatabase, userId: number): Promise<OutboxRow[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}
