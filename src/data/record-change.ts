// What screens call to change resident data: the change is recorded locally (optimistic, in the
// outbox) and the sync worker is asked to send it now; Background Sync covers a closed app.
import { database } from './db.ts';
import { enqueue } from './outbox/enqueue.ts';
import './outbox/mutations/index.ts';
import { requestBackgroundSync } from './outbox/sync-tag.ts';
import type { OutboxRow } from './outbox/types.ts';
import { getSession } from './session.ts';
import { syncClient } from './sync-runtime.ts';

export class NotSignedInError extends Error {
  constructor() {
    super('Faça login para continuar');
  }
}

/** Records the change and returns its outbox row (whose id names records created offline). */
export async function recordChange<P>(kind: string, payload: P): Promise<OutboxRow<P>> {
  const session = getSession();
  if (session.status !== 'authenticated') throw new NotSignedInError();
  const row = await enqueue(database(), { userId: session.user.id, kind, payload });
  void requestBackgroundSync();
  void syncClient()?.drain();
  return row;
}
