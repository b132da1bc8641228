// What screens call to change resident data: the change is recorded locally (optimistic, in the
// outbox) and the sync worker is asked to send it now; Background Sync covers a closed app.
// `recordChange(kind, payload)` is checked against the map of kinds (outbox/kinds.ts).
import { database } from './engine/db.ts';
import { enqueueChange } from './engine/outbox/enqueue.ts';
import type { MutationKind, PayloadOf } from './engine/outbox/kinds.ts';
import './engine/outbox/mutations/index.ts';
import { requestBackgroundSync } from './engine/outbox/sync-tag.ts';
import type { OutboxRow } from './engine/outbox/types.ts';
import { syncClient } from './page-sync-client.ts';
import { getSession } from './session.ts';

export class NotSignedInError extends Error {
  constructor() {
    super('Faça login para continuar');
  }
}

/**
 * Records the change and returns the outbox row that carries it (whose id names records created
 * offline): a new row, or the waiting one it replaced. A change that cancelled a waiting one
 * (a heart pressed back before anything was sent) leaves nothing to send.
 */
export async function recordChange<K extends MutationKind>(
  kind: K,
  payload: PayloadOf<K>,
): Promise<OutboxRow<PayloadOf<K>>> {
  const session = getSession();
  if (session.status !== 'authenticated') throw new NotSignedInError();
  const { row, outcome } = await enqueueChange(database(), { userId: session.user.id, kind, payload });
  if (outcome !== 'cancelled') {
    void requestBackgroundSync();
    void syncClient()?.drain();
  }
  return row;
}
