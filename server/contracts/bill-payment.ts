// Paying an invoice (POST /contract/bill-to-receive/pay): by card, charged now (declined → 422
// with the gateway's message for the pay modal; a debit card may first need the issuer's 3-D
// Secure challenge, card-charge.ts), or by Pix, which issues a fresh charge (QR and
// copia-e-cola) confirmed later by the webhook. The bill row is locked for the whole operation,
// so two simultaneous payments of one bill charge once.
import { CT } from '../../src/api/contracts.ts';
import { todayIn } from '../../src/domain/calendar-day.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { issueBoleto } from '../payments/boleto-issuer.ts';
import type { Payments } from '../payments/index.ts';
import { CHALLENGE_M, type ChallengeSummary, chargeBillByCard } from './card-charge.ts';
import { usableCard } from './hire.ts';

/** Pix charges of an invoice are valid this long. */
export const BILL_PIX_TTL_MINUTES = 30;

export async function payBill(
  db: DB,
  payments: Payments,
  userId: number,
  input: { bill_to_receive_id: number; payment_form_id: 1 | 2 | 3; user_payment_credit_card_tokens: number },
  now = new Date(),
): Promise<{ contractId: number; message: string; challenge?: ChallengeSummary }> {
  const card =
    input.payment_form_id === 2
      ? await usableCard(db, userId, input.user_payment_credit_card_tokens, 'user_payment_credit_card_tokens')
      : undefined;
  return db.transaction().execute(async (trx) => {
    const bill = await trx
      .selectFrom('bills_to_receive as b')
      .innerJoin('contracts as c', 'c.id', 'b.contract_id')
      .select(['b.id', 'b.contract_id', 'b.value', 'b.received', 'b.description', 'c.contract_status_id'])
      .where('b.id', '=', input.bill_to_receive_id)
      .where('b.user_id', '=', userId)
      .where('c.user_id', '=', userId)
      .forUpdate('b')
      .executeTakeFirst();
    if (!bill) throw notFound(CT.billNotFound);
    if (bill.received) throw fieldError('bill_to_receive_id', CT.billPaid);
    const closed: number[] = [CONTRACT_STATUS.cancelled, CONTRACT_STATUS.finished];
    if (closed.includes(bill.contract_status_id))
      throw fieldError('bill_to_receive_id', CT.billContractClosed);

    if (card) {
      const charged = await chargeBillByCard(
        trx,
        payments,
        { userId, bill, card, amount: bill.value, description: bill.description, purpose: 'bill' },
        now,
      );
      if (charged.status === 'challenge') {
        return { contractId: bill.contract_id, message: CHALLENGE_M.pending, challenge: charged.challenge };
      }
      return { contractId: bill.contract_id, message: CHALLENGE_M.approved };
    }
    if (input.payment_form_id === 3) {
      // A fresh boleto and, as its Pix half, a charge valid while the boleto is.
      const boleto = await issueBoleto(trx, payments.config.boleto, {
        cents: Math.round(bill.value * 100),
        today: todayIn(),
      });
      const pix = await payments.gateway.createPixCharge({
        amount: bill.value,
        description: bill.description,
        expiresAt: boleto.holdUntil,
      });
      await trx
        .updateTable('bills_to_receive')
        .set({
          pix_payload: pix.payload,
          pix_txid: pix.txid,
          pix_expires_at: pix.expiresAt,
          pix_issued_at: now,
          boleto_barcode: boleto.barcode,
          boleto_due_date: boleto.dueDate,
          boleto_hold_until: boleto.holdUntil,
          boleto_issued_at: now,
          payment_form_id: 3,
        })
        .where('id', '=', bill.id)
        .execute();
      return {
        contractId: bill.contract_id,
        message: 'Boleto gerado. Pague pela linha digitável, pelo PDF ou pelo Pix do boleto.',
      };
    }
    const pix = await payments.gateway.createPixCharge({
      amount: bill.value,
      description: bill.description,
      expiresAt: new Date(now.getTime() + BILL_PIX_TTL_MINUTES * 60_000),
    });
    await trx
      .updateTable('bills_to_receive')
      .set({
        pix_payload: pix.payload,
        pix_txid: pix.txid,
        pix_expires_at: pix.expiresAt,
        pix_issued_at: now,
        // A Pix chosen after a boleto replaces it: the old barcode is no longer payable.
        boleto_barcode: null,
        boleto_due_date: null,
        boleto_hold_until: null,
        boleto_issued_at: null,
        payment_form_id: 1,
      })
      .where('id', '=', bill.id)
      .execute();
    return { contractId: bill.contract_id, message: 'Pague com o QR Code ou o código Pix copia e cola.' };
  });
}
