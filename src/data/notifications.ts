// The notification centre for screens (issue 33): read from the mirror (so the list opens
// offline), marked read through the outbox (so a tap with no signal counts at once and reaches the
// server once the connection returns).
import { useEffect } from 'react';
import { database } from './engine/db.ts';
import { type NotificationRow, notificationRows, selectNotifications } from './engine/notification-rows.ts';
import { OFFLINE_START_SCREENS } from './engine/offline-start-screens.ts';
import { useMirrorRows } from './mirror-query.ts';
import { dropPrefetchedRows, usePrefetchedRows } from './prefetched-rows.ts';
import { NotSignedInError, recordChange } from './record-change.ts';
import { getSession, useSessionUserId } from './session.ts';

export type { NotificationRow };

const NOTIFICATION_ROWS = OFFLINE_START_SCREENS['/notificacoes'].rowsKey;

/**
 * Newest first; undefined while never pulled on this device. Until the live query first answers,
 * the rows read early on an offline start (if any, and the same resident's) stand in for it.
 */
export function useNotifications(): NotificationRow[] | undefined {
  const userId = useSessionUserId();
  const live = useMirrorRows<NotificationRow>('notifications', selectNotifications);
  const early = usePrefetchedRows<NotificationRow>(NOTIFICATION_ROWS, userId);
  useEffect(() => {
    if (live !== undefined) dropPrefetchedRows(NOTIFICATION_ROWS);
  }, [live]);
  return live ?? early;
}

// Marks run one after another, each reading the mirror once the previous one is recorded, so a
// double tap (or a tap during 'Marcar todas como lidas') never queues the same notification twice.
let lastMark: Promise<unknown> = Promise.resolve();

function serially(run: () => Promise<void>): Promise<void> {
  const next = lastMark.then(run);
  lastMark = next.catch(() => {});
  return next;
}

/** Records reading these notifications, skipping any the mirror already shows read. */
async function recordRead(ids: readonly number[]): Promise<void> {
  const session = getSession();
  if (session.status !== 'authenticated') throw new NotSignedInError();
  const rows = await notificationRows(database()).bulkGet([...ids]);
  for (const row of rows) {
    if (!row || row.userId !== session.user.id || row.read_at !== null) continue;
    await recordChange('notification.read', {
      notificationId: row.id,
      title: row.title,
      readAt: new Date().toISOString(),
    });
  }
}

export function markNotificationRead(id: number): Promise<void> {
  return serially(() => recordRead([id]));
}

/** 'Marcar todas como lidas': one change per unread notification (the API reads them one by one). */
export function markAllNotificationsRead(): Promise<void> {
  return serially(async () => {
    const session = getSession();
    if (session.status !== 'authenticated') throw new NotSignedInError();
    const rows = await selectNotifications(database(), session.user.id);
    await recordRead(rows.filter((r) => r.read_at === null).map((r) => r.id));
  });
}
