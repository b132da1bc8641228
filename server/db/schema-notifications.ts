// Kysely table types of the notifications (migration 0011_notifications.sql). Keep in step with the SQL.
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './schema.ts';

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
}

export interface NotificationTables {
  notifications: NotificationsTable;
}
