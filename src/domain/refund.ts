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
