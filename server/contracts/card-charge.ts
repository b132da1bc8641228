// Charging a saved card for a bill (a hire's first bill, or an invoice), shared by hire.ts and
// bill-payment.ts, and answering a debit card's 3-D Secure challenge.
//
// A charge is approved (the bill is paid now), declined (422 with the issuer's message; the
// caller's transaction rolls back), or the issuer asks for a challenge: the bill then stays unpaid
// and a card_challenges row records the attempt. Answering it (answerCardChallenge) is the only
// way that attempt can pay, and it does so at most once: the row is locked and leaves 'pending' in
// the same transaction that pays the bill, so a second or concurrent answer finds it answered and
// replays the outcome. A declined challenge of a hire cancels the pending contract (freeing the
// unit), as a declined card does at hiring.
import { randomBytes } from 'node:crypto';
import { CT } from '../../src/api/contracts.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CardRow } from '../payments/card-repository.ts';
import type { Payments } from '../payments/index.ts';
import { markBillPaid } from './settlement.ts';

export const CHALLENGE_M = {
  notFound: 'Autenticação do pagamento não encontrada.',
  expired: 'O prazo para confirmar o pagamento no banco terminou. Tente pagar novamente.',
  notOpen: 'Esta cobrança não está mais em aberto.',
  cardGone: 'O cartão desta cobrança foi removido. Escolha outro cartão.',
  approved: 'Pagamento aprovado!',
  pending: 'Confirme o pagamento no seu banco.',
  abandoned: 'Pagamento cancelado antes da confirmação no banco.',
} as const;

/** What the app needs to show the issuer's challenge. */
export interface ChallengeSummary {
  id: string;
  issuer: string;
  prompt: string;
  amount: number;
  expires_at: string;
}

export type CardChargeOutcome = { status: 'paid' } | { status: 'challenge'; challenge: ChallengeSummary };

/** Charges `card` for the bill inside the caller's transaction; a decline throws 422. */
export async function chargeBillByCard(
  trx: DB,
  payments: Payments,
  input: {
    userId: number;
    bill: { id: number; contract_id: number };
    card: CardRow;
    amount: number;
    description: string;
    purpose: 'hire' | 'bill';
  },
  now: Date,
): Promise<CardChargeOutcome> {
  const { card, bill, amount } = input;
  const charge = await payments.gateway.chargeCard({
    token: card.gateway_token,
    amount,
    description: input.description,
  });
  if (charge.ok === 'challenge') {
    const { challenge } = charge;
    const id = randomBytes(16).toString('hex');
    await trx
      .insertInto('card_challenges')
      .values({
        id,
        user_id: input.userId,
        contract_id: bill.contract_id,
        bill_id: bill.id,
        card_id: card.id,
        purpose: input.purpose,
        amount,
        gateway_reference: challenge.reference,
        issuer: challenge.issuer,
        prompt: challenge.prompt,
        expires_at: challenge.expiresAt,
      })
      .execute();
    return {
      status: 'challenge',
      challenge: {
        id,
        issuer: challenge.issuer,
        prompt: challenge.prompt,
        amount,
        expires_at: challenge.expiresAt.toISOString(),
      },
    };
  }
  if (!charge.ok) throw new HttpError(422, charge.message, { payment: [charge.message] });
  await markBillPaid(
    trx,
    bill,
    {
      paid_at: charge.paidAt.toISOString(),
      method: 'card',
      amount,
      authorization_code: charge.authorizationCode,
      transaction_id: charge.transactionId,
      last_digits: card.last_digits,
      brand: card.brand,
      card_kind: card.kind,
      ...(charge.authentication ? { authentication: charge.authentication } : {}),
    },
    2,
    now,
  );
  return { status: 'paid' };
}

export type ChallengeAnswer =
  | { status: 'approved'; contractId: number; billId: number | null }
  | { status: 'declined'; contractId: number; message: string };

/** Cancels a hire whose first payment failed: the unit's nights are free again. */
async function dropPendingHire(trx: DB, contractId: number, now: Date) {
  const dropped = await trx
    .updateTable('contracts')
    .set({
      contract_status_id: CONTRACT_STATUS.cancelled,
      cancelled_at: now,
      cancel_reason: 'card_declined',
      updated_at: now,
    })
    .where('id', '=', contractId)
    .where('contract_status_id', '=', CONTRACT_STATUS.awaitingPayment)
    .executeTakeFirst();
  if (dropped.numUpdatedRows > 0n) {
    await trx
      .deleteFrom('bills_to_receive')
      .where('contract_id', '=', contractId)
      .where('received', '=', false)
      .execute();
    // A partner package paid by this card can be hired again.
    await trx
      .updateTable('platform_reservations')
      .set({ contract_id: null })
      .where('contract_id', '=', contractId)
      .execute();
  }
}

/**
 * The resident's code for challenge `id` (theirs only: anyone else's is 404), or null when they
 * gave up on it (closed the issuer's page): declined without asking the issuer, so a pending hire
 * frees its unit at once. Answered once; a repeated answer replays the first outcome without
 * charging again.
 */
export async function answerCardChallenge(
  db: DB,
  payments: Payments,
  userId: number,
  id: string,
  code: string | null,
  now = new Date(),
): Promise<ChallengeAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('card_challenges')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(CHALLENGE_M.notFound);
    if (row.status === 'approved')
      return { status: 'approved', contractId: row.contract_id, billId: row.bill_id };
    if (row.status === 'declined')
      return { status: 'declined', contractId: row.contract_id, message: row.message ?? CHALLENGE_M.notOpen };

    const decline = async (message: string): Promise<ChallengeAnswer> => {
      await trx
        .updateTable('card_challenges')
        .set({ status: 'declined', message, answered_at: now })
        .where('id', '=', row.id)
        .execute();
      if (row.purpose === 'hire') await dropPendingHire(trx, row.contract_id, now);
      return { status: 'declined', contractId: row.contract_id, message };
    };

    if (code === null) return decline(CHALLENGE_M.abandoned);
    if (row.expires_at.getTime() <= now.getTime()) return decline(CHALLENGE_M.expired);
    const bill = row.bill_id
      ? await trx
          .selectFrom('bills_to_receive as b')
          .innerJoin('contracts as c', 'c.id', 'b.contract_id')
          .select(['b.id', 'b.contract_id', 'b.received', 'c.contract_status_id'])
          .where('b.id', '=', row.bill_id)
          .forUpdate('b')
          .executeTakeFirst()
      : undefined;
    const closed: number[] = [CONTRACT_STATUS.cancelled, CONTRACT_STATUS.finished];
    if (!bill || closed.includes(bill.contract_status_id)) return decline(CHALLENGE_M.notOpen);
    // Paid meanwhile (another attempt, a Pix): this attempt must not charge again.
    if (bill.received) return decline(CT.billPaid);
    const card = row.card_id
      ? await trx
          .selectFrom('user_payment_cards')
          .select(['gateway_token', 'last_digits', 'brand', 'kind'])
          .where('id', '=', row.card_id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : undefined;
    if (!card) return decline(CHALLENGE_M.cardGone);

    const result = await payments.gateway.answerChallenge({
      reference: row.gateway_reference,
      token: card.gateway_token,
      amount: row.amount,
      code,
    });
    if (!result.ok) return decline(result.message);
    await markBillPaid(
      trx,
      bill,
      {
        paid_at: result.paidAt.toISOString(),
        method: 'card',
        amount: row.amount,
        authorization_code: result.authorizationCode,
        transaction_id: result.transactionId,
        last_digits: card.last_digits,
        brand: card.brand,
        card_kind: card.kind,
        authentication: 'challenge',
      },
      2,
      now,
    );
    await trx
      .updateTable('card_challenges')
      .set({ status: 'approved', answered_at: now })
      .where('id', '=', row.id)
      .execute();
    return { status: 'approved', contractId: row.contract_id, billId: bill.id };
  });
}
