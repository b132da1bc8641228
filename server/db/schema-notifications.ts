// Kysely table types of the notifications (migrations 0014_notifications.sql, 0015_push.sql). Keep in step with the SQL.
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.ts';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  event_key: string;
  contract_id: number | null;
  title: string;
  body: string;
  url: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  push_attempts: Generated<number>;
  push_next_at: CreatedAt;
  push_done_at: NullableTimestamp;
  email_done_at: NullableTimestamp;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  channel: 'push' | 'email';
  enabled: boolean;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
}

export interface VapidKeysTable {
  id: Generated<boolean>;
  public_key: string;
  private_key: string;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  vapid_keys: VapidKeysTable;
  notification_preferences: NotificationPreferencesTable;
}
