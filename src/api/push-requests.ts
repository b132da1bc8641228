// Web Push subscription calls (issue 33): the app sends what PushSubscription.toJSON() gives.
import { z } from './zod.ts';

const INVALID = 'Inscrição de notificações inválida.';
const base64url = z
  .string({ error: INVALID })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: INVALID })
  .max(200, { error: INVALID });

export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/, error: INVALID }).max(2000, { error: INVALID }),
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: INVALID }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const pushUnsubscribeRequest = z.object({ endpoint: z.string({ error: INVALID }).max(2000) });

export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
export const PUSH_PUBLIC_KEY_PATH = '/api/push/public-key';
