// POST /api/payments/webhook: the gateway confirms a payment. Signed with HMAC-SHA256 of
// "<t>.<raw body>" and PAYMENTS_WEBHOOK_SECRET in `X-Tokaas-Signature: t=<unix>,v1=<hex>`.
// Unsigned or badly signed → 401; older than 5 minutes → 401; an event id already applied → 409.
// The event is recorded in the same transaction that applies it, so a failure applies nothing.
// Body: {"id": "evt_…", "type": "pix.paid", "data": {"txid": "…", "amount": 123.45, "end_to_end_id": "…", "paid_at": "…"}}
//   or  {"id": "evt_…", "type": "boleto.paid", "data": {"barcode": "<44 digits>", "amount": 123.45, "paid_at": "…"}}
// A hybrid boleto already settled by its other half (Pix, or the boleto) refuses the second: 409.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { paymentsFromEnv } from './index.ts';
import { applyPaymentEvent } from './webhook-service.ts';
import { SIGNATURE_HEADER, verifySignature } from './webhook-signature.ts';

export const WEBHOOK_PATH = '/api/payments/webhook';

/** The provider's request is not provably its own (a resident's sign-out code would mislead). */
const signatureRefused = (message: string) =>
  new HttpError(401, message, undefined, undefined, 'SignatureInvalid');

const eventId = z.string({ error: 'Evento sem id.' }).min(1).max(100);

const boletoPaidEvent = z.object({
  id: eventId,
  type: z.literal('boleto.paid'),
  data: z.object({
    barcode: z
      .string({ error: 'Evento sem código de barras.' })
      .regex(/^\d{44}$/, { error: 'Código de barras inválido: 44 dígitos.' }),
    amount: z.number().positive().optional(),
    paid_at: z.iso.datetime({ offset: true }).optional(),
  }),
});

const pixPaidEvent = z.object({
  id: eventId,
  type: z.string({ error: 'Evento sem tipo.' }).max(60),
  data: z.object({
    txid: z.string({ error: 'Evento sem txid.' }).regex(/^[A-Za-z0-9]{1,35}$/, { error: 'txid inválido.' }),
    amount: z.number().positive().optional(),
    end_to_end_id: z
      .string()
      .regex(/^[A-Za-z0-9]{1,35}$/)
      .optional(),
    paid_at: z.iso.datetime({ offset: true }).optional(),
  }),
});

export const webhookEvent = z.union([boletoPaidEvent, pixPaidEvent]);

export function paymentWebhookRoutes(deps: Deps) {
  const { db } = deps;
  const { config } = paymentsFromEnv();
  const app = new Hono<AppEnv>();

  app.post(WEBHOOK_PATH, async (c) => {
    const raw = await c.req.text();
    const check = verifySignature(config.webhookSecret, c.req.header(SIGNATURE_HEADER), raw);
    if (check === 'missing') throw signatureRefused('Assinatura do webhook ausente.');
    if (check === 'invalid') throw signatureRefused('Assinatura do webhook inválida.');
    if (check === 'expired')
      throw signatureRefused('Webhook expirado: o horário da assinatura passou de 5 minutos.');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'O corpo da requisição não é um JSON válido.');
    }
    const type = (parsed as { type?: unknown } | null)?.type;
    const event = type === 'boleto.paid' ? validate(boletoPaidEvent, parsed) : validate(pixPaidEvent, parsed);
    const result = await applyPaymentEvent(db, event, raw);
    return c.json({
      data: {
        event_id: event.id,
        outcome: result.outcome,
        bill_id: result.billId,
        contract_id: result.contractId,
      },
    });
  });

  return app;
}
