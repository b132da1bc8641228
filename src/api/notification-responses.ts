// The notification centre's answers (issue 33): zod/mini (see zod-mini.ts), so the sync worker
// can check them without zod classic. The words are written by the server from
// src/domain/notification-texts.ts; the app shows them as they come.
import { NOTIFICATION_KINDS } from '../domain/notification-texts.ts';
import { envelope } from './envelope.ts';
import { z } from './zod-mini.ts';

export const notification = z.object({
  id: z.int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path a tap opens (the invoice's pay modal, the ticket, the keys). */
  url: z.string(),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type Notification = z.output<typeof notification>;

export const notificationsResponse = z.object({ data: z.array(notification), unread: z.int() });
export const notificationReadResponse = envelope(z.object({ id: z.int(), read_at: z.string() }));

export const NOTIFICATIONS_PATH = '/api/notifications';
export const NOTIFICATION_NOT_FOUND = 'Notificação não encontrada.';
