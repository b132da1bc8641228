// The gateway's webhook events already applied, by their id: SQL only.
import type { DB } from '../db/connect.ts';

/**
 * Records the event unless its id is already there; false for a repeat. Run it in the transaction
 * that applies the event, so a failure records nothing and the gateway's retry applies it.
 */
export async function recordWebhookEvent(
  trx: DB,
  event: { id: string; type: string; payload: string },
): Promise<boolean> {
  const fresh = await trx
    .insertInto('payment_webhook_events')
    .values({ event_id: event.id, type: event.type, payload: event.payload })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return fresh !== undefined;
}
