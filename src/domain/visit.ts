// Visitors (spec 9: "visits need 72h notice"). A visit is announced for a calendar date, so the
// notice is counted in days in São Paulo: a visit on today + 3 days or later has its 72 hours.
import { compareDays, type DayLike, daysBetween } from './calendar-day.ts';

export const VISIT_NOTICE_DAYS = 3;
/** Visits are announced at most this far ahead, so the concierge list stays meaningful. */
export const VISIT_MAX_DAYS_AHEAD = 180;

export type VisitDateProblem = 'short-notice' | 'too-far';

export function visitDateProblem(date: DayLike, today: DayLike): VisitDateProblem | undefined {
  const days = daysBetween(today, date);
  if (days < VISIT_NOTICE_DAYS) return 'short-notice';
  if (days > VISIT_MAX_DAYS_AHEAD) return 'too-far';
  return undefined;
}

/** A visit can still be released (authorised at the concierge) until its day has passed. */
export function visitIsPast(date: DayLike, today: DayLike): boolean {
  return compareDays(date, today) < 0;
}
