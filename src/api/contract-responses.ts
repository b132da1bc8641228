// Contract answers (spec section 7, 'Contracts') as the app validates them: contracts, invoices,
// keys, refunds and partner packages. Kept apart from the request schemas (contracts.ts), so a
// screen can check answers without loading the request rules (the key resource comes from
// key-responses.ts). Neither side loads Temporal: dates are calendar-day.ts strings. zod/mini (see
// zod-mini.ts): the sync worker validates the contract list with these.

import { CARD_KINDS } from '../domain/card.ts';
import { INVOICE_PAID, INVOICE_PENDING, INVOICE_UPCOMING } from '../domain/invoice-status.ts';
import { PIX_KEY_TYPES } from '../domain/pix-key.ts';
import { PLANS } from '../domain/stay.ts';
import { apartment } from './catalogue-responses.ts';
import { envelope } from './envelope.ts';
import { contractKey as keyResource } from './key-responses.ts';
import { z } from './zod-mini.ts';

const named = z.object({ id: z.int(), name: z.string() });

export const billReceipt = z.object({
  paid_at: z.string(),
  method: z.enum(['pix', 'card', 'partner', 'boleto']),
  card_kind: z.optional(z.enum(CARD_KINDS)),
  authentication: z.optional(z.enum(['frictionless', 'challenge'])),
  amount: z.number(),
  authorization_code: z.string(),
  transaction_id: z.string(),
  last_digits: z.optional(z.string()),
  brand: z.optional(z.string()),
  pix_txid: z.optional(z.string()),
  end_to_end_id: z.optional(z.string()),
  platform: z.optional(z.string()),
  boleto_barcode: z.optional(z.string()),
});
export type BillReceipt = z.output<typeof billReceipt>;

export const billBoleto = z.object({
  barcode: z.string(),
  digitable_line: z.string(),
  due_date: z.string(),
  pdf_url: z.string(),
  pix_key: z.nullable(z.string()),
  pix_qr_code: z.nullable(z.string()),
});
export type BillBoleto = z.output<typeof billBoleto>;

export const bill = z.object({
  id: z.int(),
  contract_id: z.int(),
  /** 'TKS-2026-000123/01' */
  number: z.string(),
  value: z.number(),
  received: z.boolean(),
  received_at: z.nullable(z.string()),
  date_expiration: z.string(),
  date_competency: z.string(),
  description: z.string(),
  payment_form_id: z.nullable(z.int()),
  paymentForm: z.nullable(named),
  /** Spec 4: 'Fatura paga', 'Pagamento pendente' or 'Fatura à vencer'. */
  status: z.enum([INVOICE_PAID, INVOICE_PENDING, INVOICE_UPCOMING]),
  plan: z.enum(PLANS),
  /** Unpaid more than 72 h after its due date: building access is suspended. */
  overdue: z.boolean(),
  /** Pix: the QR image (PNG data: URL) and the copia-e-cola payload, while the charge is valid. */
  qr_code: z.nullable(z.string()),
  key: z.nullable(z.string()),
  pix_expires_at: z.nullable(z.string()),
  /**
   * Boleto (payment form 3) while unpaid: the barcode, the 47-digit line (digits), its due date,
   * the PDF's address, and the Pix charge of the same boleto (payable either way; the first settles it).
   */
  boleto: z.optional(z.nullable(billBoleto)),
  receipt: z.nullable(billReceipt),
});
export type Bill = z.output<typeof bill>;

// The two schemas below are built by spreading shapes rather than with z.omit / z.extend: the same
// objects (neither source has checks or a catchall), without zod's omit/extend code in the sync
// worker (~0.5 KB gzip).
const { contract_id: _contractId, ...keyFields } = keyResource.shape;
/** A contract's key as listed on the contract: the key resource without its contract id. */
export const contractKey = z.object(keyFields);

export const inspectionSummary = z.nullable(z.object({ id: z.int(), submitted_at: z.string() }));

export const refundQuote = z.object({
  rule: z.enum(['full', 'partial']),
  paid: z.number(),
  refund: z.number(),
  retained: z.number(),
});

export const refundRecord = z.object({
  ...refundQuote.shape,
  id: z.int(),
  status: z.enum(['Pendente', 'Reembolsado']),
  created_at: z.string(),
  /** Where the refund goes (null: recorded before this was kept). */
  destination: z.optional(z.nullable(z.enum(['card', 'pix', 'pix_key', 'none']))),
  /** The paying card's last 4 digits, when it goes back to the card. */
  card_last_digits: z.optional(z.nullable(z.string())),
  /** A boleto's refund: the resident's Pix key and its type. */
  pix_key: z.optional(z.nullable(z.string())),
  pix_key_type: z.optional(z.nullable(z.enum(PIX_KEY_TYPES))),
});

export const contract = z.object({
  id: z.int(),
  human_contract_id: z.string(),
  contract_status_id: z.int(),
  status: named,
  payment_form_id: z.int(),
  paymentForm: named,
  /** The saved card paying this contract (payment form 2). */
  user_payment_credit_card_tokens: z.nullable(z.int()),
  plataformHash: z.nullable(z.string()),
  plan: z.enum(PLANS),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  guests: z.int(),
  observation: z.nullable(z.string()),
  apartment_id: z.int(),
  apartment: z.object({ data: apartment }),
  priceHosting: z.number(),
  pricePerDay: z.number(),
  priceEntryCost: z.number(),
  total: z.number(),
  meters: z.number(),
  residents: z.int(),
  singleBed: z.int(),
  doubleBed: z.int(),
  bathrooms: z.int(),
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
  refundPreview: z.nullable(refundQuote),
  /** The refund recorded when it was cancelled. */
  refund: z.nullable(refundRecord),
  renewed_from_id: z.nullable(z.int()),
  created_at: z.string(),
  cancelled_at: z.nullable(z.string()),
});
export type Contract = z.output<typeof contract>;

export const contractResponse = envelope(contract);
export const contractsResponse = envelope(z.array(contract));
export const contractMessageResponse = z.extend(envelope(contract), { message: z.string() });
export const billPaidResponse = z.extend(envelope(bill), { contract, message: z.string() });

export const accessCodeResponse = envelope(
  z.object({ code: z.string(), expires_at: z.string(), valid_minutes: z.int() }),
);

export const platformReservation = z.object({
  hash: z.string(),
  paid: z.boolean(),
  completed: z.boolean(),
  platform: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  beds: z.int(),
  price: z.number(),
  enterprise_contract_id: z.nullable(z.int()),
  apartment_id: z.int(),
  apartment: z.object({ data: apartment }),
  enterprise: z.object({ id: z.int(), name: z.string(), address: z.string() }),
});
export type PlatformReservation = z.output<typeof platformReservation>;
export const platformReservationResponse = envelope(platformReservation);
