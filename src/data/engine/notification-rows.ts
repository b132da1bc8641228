// The resident's notifications as the centre reads them from the mirror. No React: the service
// worker reads them the same way to tell whether a snapshot of the list is still true
// (sw/offline-page.ts, through offline-start-screens.ts).
import type { Table } from 'dexie';
import type { Notification } from '../../api/notification-responses.ts';
import type { TokaasDatabase } from './db.ts';
import { syncedKey } from './sync/synced-key.ts';

/** A notification in the mirror, as the API answered it, with its owner. */
export type NotificationRow = Notification & { userId: number };

export function notificationRows(db: TokaasDatabase) {
  return db.notifications as unknown as Table<NotificationRow, number>;
}

/** Newest first, as the server lists them (ids grow with time). */
export async function selectNotifications(db: TokaasDatabase, userId: number): Promise<NotificationRow[]> {
  const rows = await notificationRows(db).where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.id - a.id);
}

/** What the list shows, read once: undefined while never pulled on this device. */
export async function readNotifications(
  db: TokaasDatabase,
  userId: number,
): Promise<NotificationRow[] | undefined> {
  const [rows, synced] = await Promise.all([
    selectNotifications(db, userId),
    db.meta.get(syncedKey('notifications')),
  ]);
  return !synced && rows.length === 0 ? undefined : rows;
}

export const unreadCount = (rows: readonly NotificationRow[]) =>
  rows.filter((r) => r.read_at === null).length;
