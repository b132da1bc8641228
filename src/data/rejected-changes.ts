// What the pending-changes screen does to a change the server refused: send it again (edited or
// as it was), at once, or drop it for good.
import { database } from './engine/db.ts';
import { discardRejected, retryRejected } from './engine/outbox/resolve.ts';
import { syncClient } from './page-sync-client.ts';

/** Queues the refused change again (with the resident's corrected payload, if any) and drains now. */
export async function retryChange(seq: number, editedPayload?: unknown): Promise<void> {
  await retryRejected(database(), seq, editedPayload);
  void syncClient()?.drain();
}

/** Drops the refused change and undoes what it showed locally. */
export function discardChange(seq: number): Promise<void> {
  return discardRejected(database(), seq);
}
