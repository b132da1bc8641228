// How an invoice reads (spec 4, 'Invoice display'), and when an unpaid one suspends access
// (spec 9: a payment more than 72 h late suspends building access).
// Days are 'YYYY-MM-DD' strings (calendar-day.ts), without the Temporal polyfill: the invoice
// answers' schema (and so the sync worker) loads this module.
import { APP_TIME_ZONE, addDays, compareDays, type DayLike, todayIn } from './calendar-day.ts';

export const INVOICE_PAID = 'Fatura paga';
export const INVOICE_PENDING = 'Pagamento pendente';
export const INVOICE_UPCOMING = 'Fatura à vencer';
export type InvoiceStatus = typeof INVOICE_PAID | typeof INVOICE_PENDING | typeof INVOICE_UPCOMING;

/** Paid: 'Fatura paga'; else on or after the competency date 'Pagamento pendente'; else 'Fatura à vencer'. */
export function invoiceStatus(
  bill: { received: boolean; date_competency: string },
  today: DayLike,
): InvoiceStatus {
  if (bill.received) return INVOICE_PAID;
  return compareDays(today, bill.date_competency) >= 0 ? INVOICE_PENDING : INVOICE_UPCOMING;
}

export const SUSPENSION_GRACE_HOURS = 72;

/**
 * The latest due date that is already more than 72 h late at `now`: the due day counts until its
 * end (midnight in São Paulo), then 72 h of grace. A bill due on or before this date suspends.
 */
export function suspensionCutoff(now: Date, timeZone = APP_TIME_ZONE): string {
  const graceStart = new Date(now.getTime() - SUSPENSION_GRACE_HOURS * 3_600_000);
  // Due day d ends at d+1 00:00; it is late beyond the grace once d+1 00:00 is before graceStart,
  // that is once d+1 is graceStart's date or earlier.
  return addDays(todayIn(timeZone, graceStart), -1);
}

export function isSuspendingLate(bill: { received: boolean; date_expiration: string }, now: Date): boolean {
  if (bill.received) return false;
  return bill.date_expiration <= suspensionCutoff(now);
}
