// Cancelling a contract (PUT /api/enterprise/user/contracts/{id}/cancel): refund per spec 9,
// recorded in `refunds` with where it goes (refundDestination: the paying card, the Pix payer, or
// for a boleto the Pix key the resident gives, checked by pix-key.ts); status 5 'Cancelada', which frees the unit's nights; unpaid bills are
// dropped (nothing more is owed) and the keys stop working. Cancelling twice changes nothing.
import { Temporal } from 'temporal-polyfill';
import { CT } from '../../src/api/contracts.ts';
import { CONTRACT_STATUS, canCancel } from '../../src/domain/contract-status.ts';
import { today as todayIn } from '../../src/domain/dates.ts';
import { checkPixKey, PIX_KEY_M } from '../../src/domain/pix-key.ts';
import { refundDestination, refundFor } from '../../src/domain/refund.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { billRowsOf } from './bill-resource.ts';
import { paidOf, plainDateOf } from './contract-resource.ts';
import { suspendKeysOf } from './key-suspension.ts';

export async function cancelContract(
  db: DB,
  userId: number,
  contractId: number,
  input: { refundPixKey?: string | undefined } = {},
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked: a second cancel waits, then sees it cancelled and does nothing.
    const contract = await trx
      .selectFrom('contracts')
      .select([
        'id',
        'contract_status_id',
        'check_in',
        'check_out',
        'created_at',
        'payment_form_id',
        'card_id',
      ])
      .where('id', '=', contractId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!contract) throw notFound(CT.contractNotFound);
    if (contract.contract_status_id === CONTRACT_STATUS.cancelled) return;
    const today = todayIn();
    if (!canCancel(contract, today)) throw fieldError('contract', CT.notCancellable);

    const bills = await billRowsOf(trx, [contract.id]);
    const quote = refundFor({
      hiredOn: plainDateOf(contract.created_at),
      checkIn: Temporal.PlainDate.from(contract.check_in),
      cancelledOn: today,
      paid: paidOf(bills),
    });
    const destination = refundDestination(contract.payment_form_id, quote.refund);
    let pixKey: { key: string; type: 'cpf' | 'email' | 'phone' | 'random' } | undefined;
    if (destination === 'pix_key') {
      const checked = checkPixKey(input.refundPixKey ?? '');
      if (!checked.ok) throw fieldError('refund_pix_key', checked.message || PIX_KEY_M.required);
      pixKey = checked;
    }
    // The card that paid: the last paid card bill's digits (the card itself may have been removed).
    const cardPaid = bills.filter((b) => b.received && b.receipt?.method === 'card').at(-1)?.receipt;
    await trx
      .insertInto('refunds')
      .values({
        contract_id: contract.id,
        user_id: userId,
        rule: quote.rule,
        paid_amount: quote.paid,
        refund_amount: quote.refund,
        retained_amount: quote.retained,
        destination,
        card_id: destination === 'card' ? contract.card_id : null,
        card_last_digits: destination === 'card' ? (cardPaid?.last_digits ?? null) : null,
        pix_key: pixKey?.key ?? null,
        pix_key_type: pixKey?.type ?? null,
      })
      .execute();
    await trx
      .updateTable('contracts')
      .set({
        contract_status_id: CONTRACT_STATUS.cancelled,
        cancelled_at: now,
        cancel_reason: 'resident',
        updated_at: now,
      })
      .where('id', '=', contract.id)
      .execute();
    await trx
      .deleteFrom('bills_to_receive')
      .where('contract_id', '=', contract.id)
      .where('received', '=', false)
      .execute();
    await suspendKeysOf(trx, contract.id, now);
  });
}
