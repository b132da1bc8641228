// OpenAPI entries of the notification centre (issue 33).

import { successResponse } from '../../src/api/catalogue.ts';
import { envelope } from '../../src/api/envelope.ts';
import {
  notificationPreferencesRequest,
  notificationPreferencesResponse,
} from '../../src/api/notification-preferences.ts';
import { notificationReadResponse, notificationsResponse } from '../../src/api/notification-responses.ts';
import { pushSubscriptionRequest, pushUnsubscribeRequest } from '../../src/api/push-requests.ts';
import { z } from '../../src/api/zod-mini.ts';
import type { RouteDoc } from './route-doc-shape.ts';

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
  'GET /api/notifications/preferences': {
    summary: 'Preferências de notificação: push e e-mail por tipo (avisos de suspensão sempre ativos)',
    tag: 'notifications',
    auth: 'resident',
    response: notificationPreferencesResponse,
  },
  'PUT /api/notifications/preferences': {
    summary: 'Ligar ou desligar push e e-mail por tipo (422 ao desligar um aviso de suspensão)',
    tag: 'notifications',
    auth: 'resident',
    body: notificationPreferencesRequest,
    response: notificationPreferencesResponse,
  },
  'GET /api/push/public-key': {
    summary: 'Chave pública VAPID para inscrever o aparelho em notificações push',
    tag: 'notifications',
    auth: 'resident',
    response: envelope(z.object({ public_key: z.string() })),
  },
  'POST /api/push/subscriptions': {
    summary: 'Inscrever este aparelho em notificações push (idempotente pelo endpoint)',
    tag: 'notifications',
    auth: 'resident',
    body: pushSubscriptionRequest,
    response: successResponse,
  },
  'DELETE /api/push/subscriptions': {
    summary: 'Cancelar a inscrição push deste aparelho',
    tag: 'notifications',
    auth: 'resident',
    body: pushUnsubscribeRequest,
    response: successResponse,
  },
};
