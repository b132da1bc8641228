// Marking a bill paid, shared by every way money arrives: card charges, the Pix webhook, the
// sandbox auto-confirm and the operator command. Paying the hiring bill activates a pending
// contract (status 2 or 3 → 4 'Ativo'); any payment re-evaluates the late-payment suspension.
import { sql } from 'kysely';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';
import type { BillReceipt } from '../db/schema-contracts.ts';
import { noticePayment } from '../notifications/payment-notices.ts';
import { refreshKeySuspension } from './key-suspension.ts';

export async function markBillPaid(
  trx: DB,
  bill: { id: number; contract_id: number },
  receipt: BillReceipt,
  paymentFormId: 1 | 2 | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('bills_to_receive')
    .set({
      received: true,
      received_at: new Date(receipt.paid_at),
      receipt: JSON.stringify(receipt),
      payment_form_id: paymentFormId,
    })
    .where('id', '=', bill.id)
    .execute();
  const activated = await trx
    .updateTable('contracts')
    .set({ contract_status_id: CONTRACT_STATUS.active, updated_at: now })
    .where('id', '=', bill.contract_id)
    .where('contract_status_id', 'in', [CONTRACT_STATUS.awaitingPayment, CONTRACT_STATUS.awaitingPix])
    .executeTakeFirst();
  await noticePayment(trx, bill.id, Number(activated.numUpdatedRows) > 0);
  await refreshKeySuspension(trx, now, [bill.contract_id]);
}

export type PixConfirmation =
  | { outcome: 'confirmed'; billId: number; contractId: number }
  | { outcome: 'already-paid'; billId: number; contractId: number }
  | { outcome: 'not-found' }
  | { outcome: 'amount-mismatch'; expected: number }
  | { outcome: 'contract-closed'; contractId: number };

/**
 * Confirms the Pix charge `txid` (run inside a transaction: the bill row is locked, so two
 * confirmations of one charge apply once). A charge of a cancelled contract is not applied.
 */
export async function confirmPixPayment(
  trx: DB,
  input: { txid: string; amount?: number; endToEndId?: string; paidAt?: Date },
  now = new Date(),
): Promise<PixConfirmation> {
  const bill = await trx
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as c', 'c.id', 'b.contract_id')
    .select(['b.id', 'b.contract_id', 'b.value', 'b.received', 'c.contract_status_id'])
    .where('b.pix_txid', '=', input.txid)
    .forUpdate('b')
    .executeTakeFirst();
  if (!bill) return { outcome: 'not-found' };
  if (bill.received) return { outcome: 'already-paid', billId: bill.id, contractId: bill.contract_id };
  const closed: number[] = [CONTRACT_STATUS.cancelled, CONTRACT_STATUS.finished];
  if (closed.includes(bill.contract_status_id))
    return { outcome: 'contract-closed', contractId: bill.contract_id };
  if (input.amount !== undefined && Math.round(input.amount * 100) !== Math.round(bill.value * 100)) {
    return { outcome: 'amount-mismatch', expected: bill.value };
  }
  const paidAt = input.paidAt ?? now;
  const endToEnd = input.endToEndId ?? `E${Date.now()}${input.txid}`.slice(0, 32);
  await markBillPaid(
    trx,
    bill,
    {
      paid_at: paidAt.toISOString(),
      method: 'pix',
      amount: bill.value,
      authorization_code: endToEnd,
      transaction_id: endToEnd,
      pix_txid: input.txid,
      end_to_end_id: endToEnd,
    },
    1,
    now,
  );
  return { outcome: 'confirmed', billId: bill.id, contractId: bill.contract_id };
}

/**
 * Whether a PostgreSQL error is the contracts' no-overlap exclusion constraint: its violation
 * (23P01), or a deadlock (40P01) of two hires of overlapping periods each waiting, while the
 * constraint is checked, for the other's row; PostgreSQL aborts one, whose period is being taken.
 */
export function isOverlapViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23P01' || code === '40P01';
}

export const lockContract = (trx: DB, id: number) =>
  sql`SELECT id FROM contracts WHERE id = ${id} FOR UPDATE`.execute(trx);
