// GET /api/push/public-key (the VAPID key the app subscribes with), POST /api/push/subscriptions
// (this device's subscription, idempotent by endpoint: a device signed in as another resident
// moves to them), DELETE /api/push/subscriptions (the caller's own only).
import { Hono } from 'hono';
import {
  PUSH_PUBLIC_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '../../src/api/push-requests.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body } from '../http/validate.ts';
import { pushPublicKey, subscribe, unsubscribe } from './push-service.ts';

export function pushRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(PUSH_PUBLIC_KEY_PATH, signedIn, async (c) =>
    c.json({ data: { public_key: await pushPublicKey(db) } }),
  );

  app.post(PUSH_SUBSCRIPTIONS_PATH, signedIn, async (c) => {
    const subscription = await body(c, pushSubscriptionRequest);
    await subscribe(db, userIdOf(c), subscription);
    return c.json({ data: { success: true as const } });
  });

  app.delete(PUSH_SUBSCRIPTIONS_PATH, signedIn, async (c) => {
    const { endpoint } = await body(c, pushUnsubscribeRequest);
    await unsubscribe(db, userIdOf(c), endpoint);
    return c.json({ data: { success: true as const } });
  });

  return app;
}
