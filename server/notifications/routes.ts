// GET /api/notifications (the resident's notification centre, newest first) and
// POST /api/notifications/{id}/read (idempotent: reading twice keeps the first read_at).
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { NOTIFICATION_NOT_FOUND, NOTIFICATIONS_PATH } from '../../src/api/notification-responses.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { param } from '../http/validate.ts';
import { notificationCentre, readNotification } from './service.ts';

const PATH = NOTIFICATIONS_PATH;

export function notificationRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(PATH, signedIn, async (c) => c.json(await notificationCentre(db, userIdOf(c))));

  app.post(`${PATH}/:id/read`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, NOTIFICATION_NOT_FOUND);
    return c.json({ data: await readNotification(db, userIdOf(c), id) });
  });

  return app;
}
