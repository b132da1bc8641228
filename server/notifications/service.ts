// The resident's notification centre: the latest notifications with the unread count, and
// reading one (only one's own: another resident's id is as unknown as a missing one).
import { NOTIFICATION_NOT_FOUND } from '../../src/api/notification-responses.ts';
import type { DB } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import { listNotifications, markRead } from './notification-repository.ts';

const CENTRE_SIZE = 100;

export async function notificationCentre(db: DB, userId: number) {
  const rows = await listNotifications(db, userId, CENTRE_SIZE);
  return { data: rows, unread: rows.filter((r) => r.read_at === null).length };
}

/** Marks it read (idempotent); 404 for an unknown id and for another resident's. */
export async function readNotification(db: DB, userId: number, id: number) {
  const row = await markRead(db, id, userId);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return row;
}
