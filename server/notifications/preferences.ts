// What a resident turned off (notification_preferences rows with enabled = false).
import type { NotificationChannel } from '../../src/domain/notification-texts.ts';
import type { DB } from '../db/connect.ts';

export const turnedOff = (db: DB, userId: number) =>
  db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .where('enabled', '=', false)
    .execute() as Promise<{ kind: string; channel: NotificationChannel }[]>;
