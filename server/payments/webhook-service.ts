// A payment the gateway confirms (Pix or boleto), applied once per event id. Here because it joins
// the event's record to the bill's settlement in one transaction and says which outcomes refuse it.
import { confirmBoletoPayment, confirmPixPayment } from '../contracts/settlement.ts';
import type { DB } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { recordWebhookEvent } from './webhook-repository.ts';

/** A validated event (webhook-routes.ts): `data` tells a boleto (barcode) from a Pix (txid). */
export interface PaymentEvent {
  id: string;
  type: string;
  data:
    | { barcode: string; amount?: number | undefined; paid_at?: string | undefined }
    | {
        txid: string;
        amount?: number | undefined;
        end_to_end_id?: string | undefined;
        paid_at?: string | undefined;
      };
}

/** Applies the event; `raw` is its body as received, kept with its record. */
export async function applyPaymentEvent(db: DB, event: PaymentEvent, raw: string) {
  if (event.type !== 'pix.paid' && event.type !== 'boleto.paid')
    throw new HttpError(422, `Tipo de evento não suportado: ${event.type}.`);

  return db.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, { id: event.id, type: event.type, payload: raw })))
      throw new HttpError(409, 'Evento já processado.');
    const outcome =
      'barcode' in event.data
        ? await confirmBoletoPayment(trx, {
            barcode: event.data.barcode,
            ...(event.data.amount !== undefined ? { amount: event.data.amount } : {}),
            ...(event.data.paid_at ? { paidAt: new Date(event.data.paid_at) } : {}),
          })
        : await confirmPixPayment(trx, {
            txid: event.data.txid,
            ...(event.data.amount !== undefined ? { amount: event.data.amount } : {}),
            ...(event.data.end_to_end_id ? { endToEndId: event.data.end_to_end_id } : {}),
            ...(event.data.paid_at ? { paidAt: new Date(event.data.paid_at) } : {}),
          });
    if (outcome.outcome === 'not-found')
      throw new HttpError(
        404,
        'barcode' in event.data ? 'Boleto não encontrado.' : 'Cobrança Pix não encontrada.',
      );
    if (outcome.outcome === 'paid-otherwise')
      throw new HttpError(
        409,
        `Esta cobrança já foi paga por ${outcome.method === 'pix' ? 'Pix' : 'boleto'}; este pagamento é recusado e deve ser devolvido.`,
      );
    if (outcome.outcome === 'amount-mismatch')
      throw new HttpError(422, `Valor diferente do cobrado (${outcome.expected.toFixed(2)}).`);
    if (outcome.outcome === 'contract-closed')
      throw new HttpError(409, 'O contrato desta cobrança foi cancelado; o valor deve ser estornado.');
    return outcome;
  });
}
