// Routes for machines, not residents: the payment webhook, operator commands, this description.
import { z } from 'zod';
import { commandRequest } from '../operator/routes.ts';
import { webhookEvent } from '../payments/webhook-routes.ts';
import type { RouteDoc } from './route-doc-shape.ts';

/** Their answers are free-form JSON. */
const anyObject = z.object({}).catchall(z.unknown());

export const MACHINE_ROUTES: Record<string, RouteDoc> = {
  'POST /api/payments/webhook': {
    summary: 'Webhook do gateway (assinado com HMAC)',
    tag: 'operations',
    auth: 'webhook',
    body: webhookEvent,
    response: anyObject,
  },
  'POST /api/operator/commands': {
    summary: 'Comandos do operador (token do operador)',
    tag: 'operations',
    auth: 'operator',
    body: commandRequest,
    response: anyObject,
  },
  'GET /openapi.json': {
    summary: 'Esta descrição OpenAPI 3.1',
    tag: 'operations',
    auth: 'public',
    response: anyObject,
  },
};
