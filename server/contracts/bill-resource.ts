// Turns bills_to_receive rows into the API's Bill (src/api/contracts.ts): its number, the spec's
// display status, the Pix QR image and copia-e-cola while the charge is valid, and the receipt.
import type { Temporal } from 'temporal-polyfill';
import type { Bill } from '../../src/api/contracts.ts';
import { barcodeToLine } from '../../src/domain/boleto/barcode.ts';
import { PAYMENT_FORMS, type PaymentFormId } from '../../src/domain/contract-status.ts';
import { invoiceStatus, isSuspendingLate } from '../../src/domain/invoice-status.ts';
import type { Plan } from '../../src/domain/stay.ts';
import type { DB } from '../db/connect.ts';
import type { BillReceipt } from '../db/schema-contracts.ts';
import { pixQrDataUrl } from '../payments/pix-qr.ts';

export const billColumns = [
  'id',
  'contract_id',
  'value',
  'received',
  'received_at',
  'date_expiration',
  'date_competency',
  'description',
  'payment_form_id',
  'pix_payload',
  'pix_expires_at',
  'boleto_barcode',
  'boleto_due_date',
  'boleto_hold_until',
  'receipt',
] as const;

export interface BillRow {
  id: number;
  contract_id: number;
  value: number;
  received: boolean;
  received_at: Date | null;
  date_expiration: string;
  date_competency: string;
  description: string;
  payment_form_id: number | null;
  pix_payload: string | null;
  pix_expires_at: Date | null;
  boleto_barcode: string | null;
  boleto_due_date: string | null;
  boleto_hold_until: Date | null;
  receipt: BillReceipt | null;
}

export function billRowsOf(db: DB, contractIds: number[]): Promise<BillRow[]> {
  if (!contractIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bills_to_receive')
    .select(billColumns)
    .where('contract_id', 'in', contractIds)
    .orderBy('date_competency')
    .orderBy('id')
    .execute();
}

export function paymentForm(id: number | null) {
  if (id !== 1 && id !== 2 && id !== 3) return null;
  return { id, name: PAYMENT_FORMS[id as PaymentFormId] };
}

export interface BillContext {
  humanContractId: string;
  plan: Plan;
  /** 1-based position among the contract's bills. */
  position: number;
  today: Temporal.PlainDate;
  now: Date;
}

/** Where the owner downloads a bill's boleto (server/payments/boleto-routes.ts; bearer token required). */
export const boletoPdfPath = (billId: number) => `/contract/bill-to-receive/${billId}/boleto.pdf`;

export async function toBill(row: BillRow, ctx: BillContext): Promise<Bill> {
  const pixLive =
    !row.received && row.pix_payload !== null && row.pix_expires_at !== null && row.pix_expires_at > ctx.now;
  const boletoLive =
    !row.received &&
    row.boleto_barcode !== null &&
    row.boleto_due_date !== null &&
    (row.boleto_hold_until === null || row.boleto_hold_until > ctx.now);
  const qrCode = pixLive && row.pix_payload ? await pixQrDataUrl(row.pix_payload) : null;
  return {
    id: row.id,
    contract_id: row.contract_id,
    number: `${ctx.humanContractId}/${String(ctx.position).padStart(2, '0')}`,
    value: row.value,
    received: row.received,
    received_at: row.received_at?.toISOString() ?? null,
    date_expiration: row.date_expiration,
    date_competency: row.date_competency,
    description: row.description,
    payment_form_id: row.payment_form_id,
    paymentForm: paymentForm(row.payment_form_id),
    status: invoiceStatus(row, ctx.today),
    plan: ctx.plan,
    overdue: isSuspendingLate(row, ctx.now),
    // A boleto's Pix half is given inside `boleto`, so Pix-only screens do not show it as a Pix.
    qr_code: boletoLive ? null : qrCode,
    key: pixLive && !boletoLive ? row.pix_payload : null,
    pix_expires_at: pixLive && !boletoLive ? (row.pix_expires_at?.toISOString() ?? null) : null,
    boleto:
      boletoLive && row.boleto_barcode && row.boleto_due_date
        ? {
            barcode: row.boleto_barcode,
            digitable_line: barcodeToLine(row.boleto_barcode),
            due_date: row.boleto_due_date,
            pdf_url: boletoPdfPath(row.id),
            pix_key: pixLive ? row.pix_payload : null,
            pix_qr_code: qrCode,
          }
        : null,
    receipt: row.receipt,
  };
}
