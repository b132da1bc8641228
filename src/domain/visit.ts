// Visitors (spec 9: "visits need 72h notice"). A visit is announced for a calendar date, so the
// notice is counted in days in São Paulo: a visit on today + 3 days or later has its 72 hours.
import { Temporal } from 'temporal-polyfill';

export const VISIT_NOTICE_DAYS = 3;
/** Visits are announced at most this far ahead, so the concierge list stays meaningful. */
export const VISIT_MAX_DAYS_AHEAD = 180;

export type VisitDateProblem = 'short-notice' | 'too-far';

export function visitDateProblem(
  date: Temporal.PlainDate,
  today: Temporal.PlainDate,
): VisitDateProblem | undefined {
  const days = today.until(date, { largestUnit: 'days' }).days;
  if (days < VISIT_NOTICE_DAYS) return 'short-notice';
  if (days > VISIT_MAX_DAYS_AHEAD) return 'too-far';
  return undefined;
}

/** A visit can still be released (authorised at the concierge) until its day has passed. */
export function visitIsPast(date: Temporal.PlainDate, today: Temporal.PlainDate): boolean {
  return Temporal.PlainDate.compare(date, today) < 0;
}
