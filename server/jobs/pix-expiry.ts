// Unpaid hires expire: a contract still awaiting Pix (3) when its hiring charge expired, or still
// awaiting a card charge (2) after CARD_HOLD_MINUTES (a process stopped mid-charge), is cancelled
// (5), which frees the unit's nights. Its unpaid bill goes with it. A hire by boleto (payment
// form 3) is awaiting Pix too: its boleto's Pix half is valid until the boleto's hold ends (the due
// date plus the bank's clearing day, boleto-issuer.ts), so it is cancelled then, as 'boleto_expired'.
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';

export const CARD_HOLD_MINUTES = 30;

export async function runPixExpiry(db: DB, now: Date): Promise<{ cancelled: number }> {
  const expiredPix = await db
    .selectFrom('contracts as k')
    .select(['k.id', 'k.payment_form_id'])
    .where('k.contract_status_id', '=', CONTRACT_STATUS.awaitingPix)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bills_to_receive as b')
            .select('b.id')
            .whereRef('b.contract_id', '=', 'k.id')
            .where('b.received', '=', false)
            .where('b.pix_expires_at', '>', now),
        ),
      ),
    )
    .execute();
  const staleCard = await db
    .selectFrom('contracts')
    .select('id')
    .where('contract_status_id', '=', CONTRACT_STATUS.awaitingPayment)
    .where('created_at', '<', new Date(now.getTime() - CARD_HOLD_MINUTES * 60_000))
    .execute();
  const pixIds = expiredPix.filter((r) => r.payment_form_id !== 3).map((r) => r.id);
  const boletoIds = expiredPix.filter((r) => r.payment_form_id === 3).map((r) => r.id);
  const cardIds = staleCard.map((r) => r.id);
  for (const [ids, reason] of [
    [pixIds, 'pix_expired'],
    [boletoIds, 'boleto_expired'],
    [cardIds, 'card_declined'],
  ] as const) {
    if (!ids.length) continue;
    await db
      .updateTable('contracts')
      .set({
        contract_status_id: CONTRACT_STATUS.cancelled,
        cancelled_at: now,
        cancel_reason: reason,
        updated_at: now,
      })
      .where('id', 'in', ids)
      .execute();
    await db
      .deleteFrom('bills_to_receive')
      .where('contract_id', 'in', ids)
      .where('received', '=', false)
      .execute();
  }
  return { cancelled: pixIds.length + boletoIds.length + cardIds.length };
}
