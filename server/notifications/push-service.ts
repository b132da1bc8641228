// Web Push sign-up for a device: the key it subscribes with, and keeping its subscription on the
// resident signed in there (a device handed to another resident follows them, never both).
import type { z } from 'zod';
import type { pushSubscriptionRequest } from '../../src/api/push-requests.ts';
import type { DB } from '../db/connect.ts';
import { deleteSubscription, saveSubscription } from './push-subscription-repository.ts';
import { vapidKeys } from './vapid.ts';

export const pushPublicKey = async (db: DB) => (await vapidKeys(db)).publicKey;

export async function subscribe(
  db: DB,
  userId: number,
  { endpoint, keys }: z.output<typeof pushSubscriptionRequest>,
): Promise<void> {
  await saveSubscription(db, { user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

/** Only the caller's own subscription goes; another resident's endpoint is left alone. */
export const unsubscribe = (db: DB, userId: number, endpoint: string) =>
  deleteSubscription(db, userId, endpoint);
