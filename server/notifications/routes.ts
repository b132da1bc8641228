// GET /api/notifications (the resident's notification centre, newest first) and
// POST /api/notifications/{id}/read (idempotent: reading twice keeps the first read_at).
import { Hono } from 'hono';
import { sql } from 'kysely';
import { routeId } from '../../src/api/catalogue.ts';
import { NOTIFICATION_NOT_FOUND, NOTIFICATIONS_PATH } from '../../src/api/notification-responses.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { param } from '../http/validate.ts';

const PATH = NOTIFICATIONS_PATH;

export function notificationRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(PATH, signedIn, async (c) => {
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'url', 'created_at', 'read_at'])
      .where('user_id', '=', userIdOf(c))
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return c.json({ data: rows, unread: rows.filter((r) => r.read_at === null).length });
  });

  app.post(`${PATH}/:id/read`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, NOTIFICATION_NOT_FOUND);
    // Owner check in the same statement: another resident's id answers 404, like an unknown one.
    const row = await db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where('user_id', '=', userIdOf(c))
      .returning(['id', 'read_at'])
      .executeTakeFirst();
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return c.json({ data: row });
  });

  return app;
}
