// Marking a notification as read (issue 33), offline-first: the notification shows read at once
// (the bell's count drops) and POST /api/notifications/{id}/read goes when the connection returns.
// The server keeps the first read_at, so a replay after a lost answer changes nothing there.
import type { TokaasDatabase } from '../../db.ts';
import { notificationRows } from '../../notification-rows.ts';
import { registerMutation } from '../registry.ts';
import type { OutboxRow } from '../types.ts';

export interface NotificationReadPayload {
  notificationId: number;
  /** Named on the pending-changes screen. */
  title: string;
  /** When the resident read it on this device: shown until the server's own read_at arrives. */
  readAt: string;
}

async function ownRow(db: TokaasDatabase, row: OutboxRow<NotificationReadPayload>) {
  const notification = await notificationRows(db).get(row.payload.notificationId);
  return notification?.userId === row.userId ? notification : undefined;
}

export const notificationRead = registerMutation<NotificationReadPayload, 'notification.read'>({
  kind: 'notification.read',
  describe: (p) => `Marcar notificação como lida: ${p.title}`,
  async apply(db, row) {
    const notification = await ownRow(db, row);
    // Read already (here or on another device, as the last pull said): that first read stands.
    if (!notification || notification.read_at !== null) return;
    await notificationRows(db).put({ ...notification, read_at: row.payload.readAt });
  },
  request: async (_db, row) => ({
    method: 'POST',
    path: `/api/notifications/${row.payload.notificationId}/read`,
  }),
  async acknowledge(db, row, response) {
    const readAt = (response as { data?: { read_at?: unknown } } | null)?.data?.read_at;
    const notification = await ownRow(db, row);
    if (!notification || typeof readAt !== 'string') return;
    await notificationRows(db).put({ ...notification, read_at: readAt });
  },
  // A notification the server no longer has (or never gave this resident) has nothing to mark:
  // refusing it would only leave the resident a change to discard.
  alreadyApplied: (status) => status === 404,
  async rollback(db, row) {
    const notification = await ownRow(db, row);
    // Only this change's own mark goes; a read_at the server sent since stays.
    if (notification?.read_at !== row.payload.readAt) return;
    await notificationRows(db).put({ ...notification, read_at: null });
  },
});
