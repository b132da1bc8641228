// GET and PUT /api/notifications/preferences: the caller's own switches per kind and channel.
// Mandatory kinds come back `locked` and on; turning one off answers 422 (src/api schema).
import { Hono } from 'hono';
import {
  NOTIFICATION_PREFERENCES_PATH,
  notificationPreferencesRequest,
} from '../../src/api/notification-preferences.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body } from '../http/validate.ts';
import { preferencesOf, savePreferences } from './preferences.ts';

export function notificationPreferenceRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(NOTIFICATION_PREFERENCES_PATH, signedIn, async (c) =>
    c.json({ data: await preferencesOf(db, userIdOf(c)) }),
  );

  app.put(NOTIFICATION_PREFERENCES_PATH, signedIn, async (c) => {
    const { preferences } = await body(c, notificationPreferencesRequest);
    await savePreferences(db, userIdOf(c), preferences);
    return c.json({ data: await preferencesOf(db, userIdOf(c)) });
  });

  return app;
}
