// Contract answers (spec section 7, 'Contracts') as the app validates them: contracts, invoices,
// keys, refunds and partner packages. Kept apart from the request schemas (contracts.ts), so a
// screen can check answers without loading the request rules (only the key resource comes from
// keys.ts, beside the key requests). Neither side loads Temporal: dates are calendar-day.ts strings.

import { INVOICE_PAID, INVOICE_PENDING, INVOICE_UPCOMING } from '../domain/invoice-status.ts';
import { PLANS } from '../domain/stay.ts';
import { apartment } from './catalogue-responses.ts';
import { envelope } from './common.ts';
import { contractKey as keyResource } from './keys.ts';
import { z } from './zod.ts';

const named = z.object({ id: z.number().int(), name: z.string() });

export const billReceipt = z.object({
  paid_at: z.string(),
  method: z.enum(['pix', 'card', 'partner']),
  amount: z.number(),
  authorization_code: z.string(),
  transaction_id: z.string(),
  last_digits: z.string().optional(),
  brand: z.string().optional(),
  pix_txid: z.string().optional(),
  end_to_end_id: z.string().optional(),
  platform: z.string().optional(),
});
export type BillReceipt = z.infer<typeof billReceipt>;

export const bill = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  /** 'TKS-2026-000123/01' */
  number: z.string(),
  value: z.number(),
  received: z.boolean(),
  received_at: z.string().nullable(),
  date_expiration: z.string(),
  date_competency: z.string(),
  description: z.string(),
  payment_form_id: z.number().int().nullable(),
  paymentForm: named.nullable(),
  /** Spec 4: 'Fatura paga', 'Pagamento pendente' or 'Fatura à vencer'. */
  status: z.enum([INVOICE_PAID, INVOICE_PENDING, INVOICE_UPCOMING]),
  plan: z.enum(PLANS),
  /** Unpaid more than 72 h after its due date: building access is suspended. */
  overdue: z.boolean(),
  /** Pix: the QR image (PNG data: URL) and the copia-e-cola payload, while the charge is valid. */
  qr_code: z.string().nullable(),
  key: z.string().nullable(),
  pix_expires_at: z.string().nullable(),
  receipt: billReceipt.nullable(),
});
export type Bill = z.infer<typeof bill>;

/** A contract's key as listed on the contract: the key resource (keys.ts) without its contract id. */
export const contractKey = keyResource.omit({ contract_id: true });

export const inspectionSummary = z.object({ id: z.number().int(), submitted_at: z.string() }).nullable();

export const refundQuote = z.object({
  rule: z.enum(['full', 'partial']),
  paid: z.number(),
  refund: z.number(),
  retained: z.number(),
});

export const refundRecord = refundQuote.extend({
  id: z.number().int(),
  status: z.enum(['Pendente', 'Reembolsado']),
  created_at: z.string(),
});

export const contract = z.object({
  id: z.number().int(),
  human_contract_id: z.string(),
  contract_status_id: z.number().int(),
  status: named,
  payment_form_id: z.number().int(),
  paymentForm: named,
  /** The saved card paying this contract (payment form 2). */
  user_payment_credit_card_tokens: z.number().int().nullable(),
  plataformHash: z.string().nullable(),
  plan: z.enum(PLANS),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  observation: z.string().nullable(),
  apartment_id: z.number().int(),
  apartment: z.object({ data: apartment }),
  priceHosting: z.number(),
  pricePerDay: z.number(),
  priceEntryCost: z.number(),
  total: z.number(),
  meters: z.number(),
  residents: z.number().int(),
  singleBed: z.number().int(),
  doubleBed: z.number().int(),
  bathrooms: z.number().int(),
  entryInspection: inspectionSummary,
  exitInspection: inspectionSummary,
  exitInspectionAllow: z.boolean(),
  billToReceive: z.array(bill),
  key: z.array(contractKey),
  /** Access is suspended for an invoice more than 72 h late. */
  suspended: z.boolean(),
  canRenew: z.boolean(),
  canCancel: z.boolean(),
  /** What cancelling today would refund (while canCancel). */
  refundPreview: refundQuote.nullable(),
  /** The refund recorded when it was cancelled. */
  refund: refundRecord.nullable(),
  renewed_from_id: z.number().int().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type Contract = z.infer<typeof contract>;

export const contractResponse = envelope(contract);
export const contractsResponse = envelope(z.array(contract));
export const contractMessageResponse = envelope(contract).extend({ message: z.string() });
export const billPaidResponse = envelope(bill).extend({ contract, message: z.string() });

export const accessCodeResponse = envelope(
  z.object({ code: z.string(), expires_at: z.string(), valid_minutes: z.number().int() }),
);

export const platformReservation = z.object({
  hash: z.string(),
  paid: z.boolean(),
  completed: z.boolean(),
  platform: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  beds: z.number().int(),
  price: z.number(),
  enterprise_contract_id: z.number().int().nullable(),
  apartment_id: z.number().int(),
  apartment: z.object({ data: apartment }),
  enterprise: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
});
export type PlatformReservation = z.infer<typeof platformReservation>;
export const platformReservationResponse = envelope(platformReservation);
