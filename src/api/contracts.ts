// Contracts, hiring, invoices and partner links (spec section 7, 'Contracts'): the request rules
// the server validates input with. Messages and answers are re-exported from their own modules.

import { parseDay, todayIn } from '../domain/calendar-day.ts';
import { PIX_KEY_M } from '../domain/pix-key.ts';
import { BOOKING_MAX_NIGHTS, stayNights, stayProblem } from '../domain/stay.ts';
import { calendarDay } from './common.ts';
import { CT } from './contract-messages.ts';
import { MAX_ROUTE_ID } from './route-id.ts';
import { z } from './zod.ts';

// Messages and answers live in their own modules (so screens load no request rules);
// everything stays importable from here.
export * from './contract-messages.ts';
export * from './contract-responses.ts';

// ---------------------------------------------------------------------------------------------
// Requests

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A required calendar day; blank text counts as absent. */
const calendarDate = (invalid: string, required: string) =>
  z.preprocess(blank, calendarDay(invalid, required));

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
        z.number().int({ error: message }).positive({ error: message }).max(MAX_ROUTE_ID, { error: message }),
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
    .pipe(z.number().int({ error: CT.cardUnknown }).min(0, { error: CT.cardUnknown }).max(MAX_ROUTE_ID)),
);

const paymentForm = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(1), z.literal(2), z.literal(3)], { error: CT.paymentForm }),
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
    const checkIn = typeof v.check_in === 'string' ? parseDay(v.check_in) : undefined;
    const checkOut = typeof v.check_out === 'string' ? parseDay(v.check_out) : undefined;
    if (checkIn && checkOut) {
      // stayProblem names one problem; a reversed period that starts in the past gets both errors,
      // so the period and the check-in alone are checked apart.
      const today = todayIn();
      if (stayProblem(checkIn, checkOut, today) === 'checkout-not-after-checkin')
        ctx.addIssue({ code: 'custom', path: ['check_out'], message: CT.checkOutOrder });
      else if (stayNights(checkIn, checkOut) > BOOKING_MAX_NIGHTS)
        ctx.addIssue({ code: 'custom', path: ['check_out'], message: CT.stayTooLong });
      if (stayProblem(checkIn, undefined, today) === 'checkin-in-past')
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

/**
 * PUT /api/enterprise/user/contracts/{id}/cancel. A contract paid by boleto is refunded to a Pix
 * key the resident gives here (checked by src/domain/pix-key.ts on the server); others need nothing.
 */
export const cancelRequest = z.object({
  refund_pix_key: z
    .union([z.string(), z.null()], { error: PIX_KEY_M.unknown })
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().max(100, { error: PIX_KEY_M.unknown }).optional()),
});
export type CancelRequest = z.input<typeof cancelRequest>;

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
