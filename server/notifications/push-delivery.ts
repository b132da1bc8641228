// Sends recorded notifications by Web Push (issue 33) to every device the resident subscribed,
// with the web-push library (RFC 8291 aes128gcm payload, VAPID). Run as a job round, so one
// process sends each notification. A device the push service says is gone (404/410) is dropped;
// any other failure retries with exponential backoff, up to MAX_ATTEMPTS.
import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import { channelEnabled } from '../../src/domain/notification-texts.ts';
import type { DB } from '../db/connect.ts';
import { turnedOff } from './preferences.ts';
import { vapidKeys } from './vapid.ts';

export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 60_000;
/** How long a push service keeps a message for an offline device. */
const TTL_SECONDS = 24 * 3600;
const BATCH = 100;

/** What the service worker receives (sw/ shows it; a tap opens `url`). */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
}

export const backoffMs = (attempts: number) => BACKOFF_BASE_MS * 2 ** (attempts - 1);

export interface PushOptions {
  env?: NodeJS.ProcessEnv;
  /** The HTTPS agent for push services (tests: one trusting their local service's certificate). */
  agent?: Agent;
}

export async function runPushDelivery(
  db: DB,
  now: Date,
  { env = process.env, agent }: PushOptions = {},
): Promise<{ sent: number; dropped: number; retrying: number }> {
  const pending = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'title', 'body', 'url', 'push_attempts'])
    .where('push_done_at', 'is', null)
    // timestamptz keeps microseconds and a Date only milliseconds: a row written within the
    // millisecond of `now` is due too (with '<=' it waited for the next round).
    .where('push_next_at', '<', new Date(now.getTime() + 1))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const result = { sent: 0, dropped: 0, retrying: 0 };
  if (!pending.length) return result;
  const keys = await vapidKeys(db, env);
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  for (const n of pending) {
    const wanted = channelEnabled(n.kind, 'push', await turnedOff(db, n.user_id));
    const subscriptions = !wanted
      ? []
      : await db
          .selectFrom('push_subscriptions')
          .select(['id', 'endpoint', 'p256dh', 'auth'])
          .where('user_id', '=', n.user_id)
          .execute();
    const payload: PushPayload = { id: n.id, title: n.title, body: n.body, url: n.url };
    let failed = false;
    for (const s of subscriptions) {
      try {
        await webPush.sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          { vapidDetails, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', timeout: 10_000, agent },
        );
        result.sent++;
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : 0;
        if (status === 404 || status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
          result.dropped++;
        } else failed = true;
      }
    }
    const attempts = n.push_attempts + 1;
    const retry = failed && attempts < MAX_ATTEMPTS;
    if (retry) result.retrying++;
    await db
      .updateTable('notifications')
      .set(
        retry
          ? { push_attempts: attempts, push_next_at: new Date(now.getTime() + backoffMs(attempts)) }
          : { push_attempts: attempts, push_done_at: now },
      )
      .where('id', '=', n.id)
      .execute();
  }
  return result;
}
