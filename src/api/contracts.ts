// Contracts, hiring, invoices and partner links (spec section 7, 'Contracts'): requests and
// responses. The server validates input with these; the app checks answers with them.

import { parseDate, today } from '../domain/dates.ts';
import { INVOICE_PAID, INVOICE_PENDING, INVOICE_UPCOMING } from '../domain/invoice-status.ts';
import { PLANS } from '../domain/stay.ts';
import { apartment } from './catalogue-responses.ts';
import { envelope } from './common.ts';
import { z } from './zod.ts';

/** Every message a person may read from these calls. */
export const CT = {
  apartmentRequired: 'O campo unidade é obrigatório.',
  apartmentUnknown: 'A unidade informada não existe.',
  checkInRequired: 'O campo check-in é obrigatório.',
  checkOutRequired: 'O campo check-out é obrigatório.',
  checkInInvalid: 'A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkOutInvalid: 'A data de check-out não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkInPast: 'A data de check-in não pode estar no passado.',
  checkOutOrder: 'A data de check-out deve ser posterior à data de check-in.',
  stayTooLong: 'O período máximo de uma contratação é de 3 anos.',
  paymentForm: 'Escolha a forma de pagamento: 1 (Pix) ou 2 (cartão de crédito).',
  cardRequired: 'Escolha um cartão de crédito salvo para pagar com cartão.',
  cardUnknown: 'Cartão não encontrado. Escolha um dos seus cartões salvos.',
  cardExpired: 'Este cartão está vencido. Escolha outro cartão.',
  guests: 'O número de pessoas deve ser um número inteiro entre 1 e 12.',
  guestsOverUnit: 'Esta unidade acomoda no máximo {n} pessoa(s).',
  observation: 'A observação deve ter no máximo 500 caracteres.',
  cpfMissing: 'Complete seu cadastro com o CPF para contratar.',
  unitRented: 'Esta unidade está ocupada e não pode ser contratada.',
  unitSoonRelease: 'Esta unidade será liberada em breve e ainda não pode ser contratada.',
  periodTaken: 'Esta unidade já está reservada neste período.',
  periodBlocked: 'A unidade não está disponível em uma ou mais datas do período escolhido.',
  contractNotFound: 'Contrato não encontrado.',
  billNotFound: 'Fatura não encontrada.',
  billPaid: 'Esta fatura já está paga.',
  billContractClosed: 'Este contrato não aceita mais pagamentos.',
  contractIdRequired: 'O campo contrato é obrigatório.',
  notCancellable: 'Este contrato não pode mais ser cancelado.',
  cancelled: 'Contrato cancelado.',
  codeNotActive: 'O código de acesso só pode ser gerado para contratos ativos.',
  codeNotYet: 'O código de acesso fica disponível a partir do dia do check-in.',
  codeSuspended: 'O acesso está suspenso por falta de pagamento. Regularize a fatura em atraso para liberar.',
  renewNotAllowed: 'Este contrato não pode ser renovado agora.',
  renewCheckOut: 'A nova data de check-out deve ser posterior ao check-out atual ({date}).',
  updated: 'Contrato atualizado.',
  hired: 'Contratação concluída!',
  hashRequired: 'Informe o código do pacote do parceiro.',
  hashInvalid: 'O código da plataforma parceira não é válido.',
  reservationNotFound: 'Pacote não encontrado.',
  reservationCompleted: 'Este pacote já foi contratado.',
  partnerCardRequired: 'Escolha um cartão para pagar o pacote.',
} as const;

/** Replaces {name} placeholders of a message. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

// ---------------------------------------------------------------------------------------------
// Requests

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** 'YYYY-MM-DD' or 'DD/MM/YYYY', normalised to 'YYYY-MM-DD'. */
const calendarDate = (invalid: string, required: string) =>
  z.preprocess(
    blank,
    z.string({ error: (issue) => (issue.input === undefined ? required : invalid) }).transform((v, ctx) => {
      const date = parseDate(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return date.toString();
    }),
  );

/** A positive integer id, as a number or a numeric string; every failure reads `message`. */
export const idField = (message: string, required = message) =>
  z.preprocess(
    blank,
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,10}$/, { error: message }),
        ],
        {
          error: (issue) => (issue.input === undefined || issue.input === null ? required : message),
        },
      )
      .transform(Number)
      .pipe(
        z
          .number()
          .int({ error: message })
          .positive({ error: message })
          .max(2_147_483_647, { error: message }),
      ),
  );

/** A card id where 0 (or nothing) means "no card", as the app sends it. */
const cardId = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 0 : v),
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: CT.cardUnknown }),
      ],
      {
        error: CT.cardUnknown,
      },
    )
    .transform(Number)
    .pipe(z.number().int({ error: CT.cardUnknown }).min(0, { error: CT.cardUnknown }).max(2_147_483_647)),
);

const paymentForm = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(1), z.literal(2)], { error: CT.paymentForm }),
);

const guests = z.preprocess(
  blank,
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,2}$/, { error: CT.guests }),
      ],
      { error: CT.guests },
    )
    .transform(Number)
    .pipe(z.number().int({ error: CT.guests }).min(1, { error: CT.guests }).max(12, { error: CT.guests })),
);

const MAX_STAY_DAYS = 3 * 366;

/** POST /contract/create */
export const hireRequest = z
  .object({
    plataformHash: z
      .union([z.string().trim().max(64, { error: CT.hashInvalid }), z.null()], { error: CT.hashInvalid })
      .optional()
      .transform((v) => v || null),
    payment_form_id: paymentForm,
    user_payment_credit_card_tokens: cardId,
    check_in: calendarDate(CT.checkInInvalid, CT.checkInRequired),
    check_out: calendarDate(CT.checkOutInvalid, CT.checkOutRequired),
    apartment_id: idField(CT.apartmentUnknown, CT.apartmentRequired),
    guests: guests.optional(),
  })
  .superRefine((v, ctx) => {
    // Zod may run this after a field failed: only well-formed dates are compared.
    const checkIn = typeof v.check_in === 'string' ? parseDate(v.check_in) : undefined;
    const checkOut = typeof v.check_out === 'string' ? parseDate(v.check_out) : undefined;
    if (checkIn && checkOut) {
      const nights = checkIn.until(checkOut, { largestUnit: 'days' }).days;
      if (nights < 1) ctx.addIssue({ code: 'custom', path: ['check_out'], message: CT.checkOutOrder });
      else if (nights > MAX_STAY_DAYS)
        ctx.addIssue({ code: 'custom', path: ['check_out'], message: CT.stayTooLong });
      if (checkIn.until(today(), { largestUnit: 'days' }).days > 0)
        ctx.addIssue({ code: 'custom', path: ['check_in'], message: CT.checkInPast });
    }
    if (v.payment_form_id === 2 && v.user_payment_credit_card_tokens === 0) {
      ctx.addIssue({ code: 'custom', path: ['user_payment_credit_card_tokens'], message: CT.cardRequired });
    }
  });
export type HireRequest = z.input<typeof hireRequest>;

/**
 * PUT /api/enterprise/user/contracts/{id}: what a resident may change on their contract — how
 * many people stay (up to the unit's capacity) and a note for the building. Nothing else: dates,
 * status, prices and payment are not editable (unknown fields are ignored).
 */
export const contractUpdateRequest = z.object({
  guests: guests.optional(),
  observation: z
    .union([z.string(), z.null()], { error: CT.observation })
    .optional()
    .transform((v) => (v == null ? v : v.trim() || null))
    .pipe(z.string().max(500, { error: CT.observation }).nullable().optional()),
});
export type ContractUpdateRequest = z.input<typeof contractUpdateRequest>;

/** POST /api/enterprise/re-new: a new contract for the same unit from the current check-out. */
export const renewRequest = z.object({
  contract_id: idField(CT.contractNotFound, CT.contractIdRequired),
  check_out: calendarDate(CT.checkOutInvalid, CT.checkOutRequired),
  /** Default: the renewed contract's payment form and card. */
  payment_form_id: paymentForm.optional(),
  user_payment_credit_card_tokens: cardId.optional(),
});
export type RenewRequest = z.input<typeof renewRequest>;

/** POST /contract/bill-to-receive/pay */
export const billPayRequest = z
  .object({
    bill_to_receive_id: idField(CT.billNotFound),
    payment_form_id: paymentForm,
    user_payment_credit_card_tokens: cardId,
  })
  .superRefine((v, ctx) => {
    if (v.payment_form_id === 2 && v.user_payment_credit_card_tokens === 0) {
      ctx.addIssue({ code: 'custom', path: ['user_payment_credit_card_tokens'], message: CT.cardRequired });
    }
  });
export type BillPayRequest = z.input<typeof billPayRequest>;

/** POST /api/enterprise/to-hire-link */
export const toHireLinkRequest = z.object({
  plataformHash: z
    .string({ error: CT.hashRequired })
    .trim()
    .min(1, { error: CT.hashRequired })
    .max(64, { error: CT.reservationNotFound }),
  /** A saved card id: required when the package is not paid yet. */
  payment_method_id: cardId,
});
export type ToHireLinkRequest = z.input<typeof toHireLinkRequest>;

// ---------------------------------------------------------------------------------------------
// Responses

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

export const contractKey = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  /** Owner-only URL of the selfie. */
  selfie: z.string().nullable(),
  /** Works at the door: the resident's switch and not suspended for late payment. */
  active: z.boolean(),
  suspended: z.boolean(),
});

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
