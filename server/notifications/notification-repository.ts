// A resident's notification centre rows (notifications): the newest first, and marking one read.
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';

export const listNotifications = (db: DB, userId: number, limit: number) =>
  db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/**
 * Sets read_at unless already set (reading twice keeps the first); undefined when no such
 * notification of this user. The owner check is in the same statement.
 */
export const markRead = (db: DB, id: number, userId: number) =>
  db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'read_at'])
    .executeTakeFirst();
