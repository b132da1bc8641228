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
  paymentFormId: 1 | 2 | 3 | null,
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

export type PaymentConfirmation =
  | { outcome: 'confirmed'; billId: number; contractId: number }
  | { outcome: 'already-paid'; billId: number; contractId: number }
  /** A hybrid boleto settled by its other half first: this payment is refused (to be returned). */
  | { outcome: 'paid-otherwise'; billId: number; contractId: number; method: string }
  | { outcome: 'not-found' }
  | { outcome: 'amount-mismatch'; expected: number }
  | { outcome: 'contract-closed'; contractId: number };

/** The bill a Pix charge or boleto names, locked: two confirmations of one payment apply once. */
const lockBill = (trx: DB, by: 'b.pix_txid' | 'b.boleto_barcode', value: string) =>
  trx
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as c', 'c.id', 'b.contract_id')
    .select([
      'b.id',
      'b.contract_id',
      'b.value',
      'b.received',
      'b.receipt',
      'b.payment_form_id',
      'c.contract_status_id',
    ])
    .where(by, '=', value)
    .forUpdate('b')
    .executeTakeFirst();
type LockedBill = NonNullable<Awaited<ReturnType<typeof lockBill>>>;

/** Why a payment does not settle its bill: paid already, a closed contract, another amount. */
function refusal(
  bill: LockedBill,
  method: BillReceipt['method'],
  amount: number | undefined,
): PaymentConfirmation | undefined {
  if (bill.received) return paidAlready(bill, method);
  const closed: number[] = [CONTRACT_STATUS.cancelled, CONTRACT_STATUS.finished];
  if (closed.includes(bill.contract_status_id))
    return { outcome: 'contract-closed', contractId: bill.contract_id };
  if (amount !== undefined && Math.round(amount * 100) !== Math.round(bill.value * 100))
    return { outcome: 'amount-mismatch', expected: bill.value };
  return undefined;
}

/**
 * Confirms the Pix charge `txid` (run inside a transaction: the bill row is locked, so two
 * confirmations of one charge apply once). A charge of a cancelled contract is not applied.
 */
export async function confirmPixPayment(
  trx: DB,
  input: { txid: string; amount?: number; endToEndId?: string; paidAt?: Date },
  now = new Date(),
): Promise<PaymentConfirmation> {
  const bill = await lockBill(trx, 'b.pix_txid', input.txid);
  if (!bill) return { outcome: 'not-found' };
  const refused = refusal(bill, 'pix', input.amount);
  if (refused) return refused;
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
    // The Pix half of a boleto keeps the bill's form (3): it was issued as a boleto.
    bill.payment_form_id === 3 ? 3 : 1,
    now,
  );
  return { outcome: 'confirmed', billId: bill.id, contractId: bill.contract_id };
}

/** A second confirmation of a paid bill: a replay of the same method, or the other half refused. */
function paidAlready(
  bill: { id: number; contract_id: number; receipt: BillReceipt | null },
  method: BillReceipt['method'],
): PaymentConfirmation {
  const paidBy = bill.receipt?.method;
  if (paidBy && paidBy !== method)
    return { outcome: 'paid-otherwise', billId: bill.id, contractId: bill.contract_id, method: paidBy };
  return { outcome: 'already-paid', billId: bill.id, contractId: bill.contract_id };
}

/**
 * Confirms the boleto `barcode` (inside a transaction, the bill row locked), as the bank's
 * notice, the sandbox auto-confirm and the operator command do. Refused when the boleto's Pix half
 * settled it first, when it was replaced, or when its contract was cancelled.
 */
export async function confirmBoletoPayment(
  trx: DB,
  input: { barcode: string; amount?: number; paidAt?: Date },
  now = new Date(),
): Promise<PaymentConfirmation> {
  const bill = await lockBill(trx, 'b.boleto_barcode', input.barcode);
  if (!bill) return { outcome: 'not-found' };
  const refused = refusal(bill, 'boleto', input.amount);
  if (refused) return refused;
  const paidAt = input.paidAt ?? now;
  const authentication = `BOL${paidAt.getTime()}${input.barcode.slice(-11)}`;
  await markBillPaid(
    trx,
    bill,
    {
      paid_at: paidAt.toISOString(),
      method: 'boleto',
      amount: bill.value,
      authorization_code: authentication,
      transaction_id: authentication,
      boleto_barcode: input.barcode,
    },
    3,
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
