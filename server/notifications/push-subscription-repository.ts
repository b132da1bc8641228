// This device's Web Push subscription rows (push_subscriptions), unique by endpoint.
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { PushSubscriptionsTable } from '../db/schema-notifications.ts';

/** Inserts, or moves an existing endpoint (and its keys) to this user. */
export async function saveSubscription(db: DB, values: Insertable<PushSubscriptionsTable>) {
  await db
    .insertInto('push_subscriptions')
    .values(values)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Deletes the endpoint only when it is this user's. */
export async function deleteSubscription(db: DB, userId: number, endpoint: string) {
  await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .execute();
}
