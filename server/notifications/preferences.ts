// What a resident turned off (notification_preferences rows with enabled = false), and the
// preferences screen's read and write of the same rows.
import {
  channelEnabled,
  isMandatoryKind,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../src/domain/notification-texts.ts';
import type { DB } from '../db/connect.ts';

export const turnedOff = (db: DB, userId: number) =>
  db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .where('enabled', '=', false)
    .execute() as Promise<{ kind: string; channel: NotificationChannel }[]>;

/** Every kind with its push and e-mail switches as the resident sees them (no row means on). */
export async function preferencesOf(db: DB, userId: number) {
  const off = await turnedOff(db, userId);
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    push: channelEnabled(kind, 'push', off),
    email: channelEnabled(kind, 'email', off),
    locked: isMandatoryKind(kind),
  }));
}

/** Stores the switches named (one row per kind and channel); the others keep what they were. */
export async function savePreferences(
  db: DB,
  userId: number,
  changes: readonly { kind: NotificationKind; push?: boolean | undefined; email?: boolean | undefined }[],
): Promise<void> {
  const rows = changes.flatMap((c) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const enabled = c[channel];
      return enabled === undefined ? [] : [{ user_id: userId, kind: c.kind, channel, enabled }];
    }),
  );
  if (!rows.length) return;
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'channel'])
        .doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
    )
    .execute();
}
