// Cancellation refund (spec 9): everything paid comes back when the resident cancels within
// 7 days of hiring AND at least 7 days before check-in; otherwise 70 % is refunded and 30 %
// retained. Days are calendar days in São Paulo ('YYYY-MM-DD' or PlainDate, calendar-day.ts).
// Amounts in reais, computed in centavos.
import { type DayLike, daysBetween } from './calendar-day.ts';

export const REFUND_WINDOW_DAYS = 7;
export const MIN_NOTICE_DAYS = 7;
export const PARTIAL_REFUND_RATE = 0.7;

export interface RefundQuote {
  rule: 'full' | 'partial';
  paid: number;
  refund: number;
  retained: number;
}

export function refundFor(input: {
  hiredOn: DayLike;
  checkIn: DayLike;
  cancelledOn: DayLike;
  paid: number;
}): RefundQuote {
  const sinceHiring = daysBetween(input.hiredOn, input.cancelledOn);
  const beforeCheckIn = daysBetween(input.cancelledOn, input.checkIn);
  const full = sinceHiring <= REFUND_WINDOW_DAYS && beforeCheckIn >= MIN_NOTICE_DAYS;
  const paidCents = Math.round(input.paid * 100);
  const refundCents = full ? paidCents : Math.round(paidCents * PARTIAL_REFUND_RATE);
  return {
    rule: full ? 'full' : 'partial',
    paid: paidCents / 100,
    refund: refundCents / 100,
    retained: (paidCents - refundCents) / 100,
  };
}

/** Payment form 3: boleto (issue 30). A bank slip has no account to send money back to. */
export const BOLETO_PAYMENT_FORM = 3;

export type RefundDestination = 'card' | 'pix' | 'pix_key' | 'none';

/**
 * Where a refund goes: back to the card that paid (credit or debit), back to the Pix payer's
 * account (a Pix devolução), or, for a boleto, to a Pix key the resident gives when cancelling.
 * Nothing paid, nothing to send.
 */
export function refundDestination(paymentFormId: number, refund: number): RefundDestination {
  if (!(refund > 0)) return 'none';
  if (paymentFormId === 2) return 'card';
  if (paymentFormId === BOLETO_PAYMENT_FORM) return 'pix_key';
  return 'pix';
}
