// OpenAPI entries of the notification centre (issue 33).
import { notificationReadResponse, notificationsResponse } from '../../src/api/notification-responses.ts';
import type { RouteDoc } from './route-doc.ts';

export const NOTIFICATION_ROUTES: Record<string, RouteDoc> = {
  'GET /api/notifications': {
    summary: 'Notificações (as 100 mais recentes) e quantas não foram lidas',
    tag: 'notifications',
    auth: 'resident',
    response: notificationsResponse,
  },
  'POST /api/notifications/:id/read': {
    summary: 'Marcar notificação como lida (idempotente)',
    tag: 'notifications',
    auth: 'resident',
    response: notificationReadResponse,
  },
};
