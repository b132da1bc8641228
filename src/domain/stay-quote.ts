// What the unit page's reservation panel needs around the shared price rule (pricing.ts): which
// period a link's ?checkin=&checkout= may prefill, how many people a unit takes, and the quote of a
// chosen period. Periods travel as 'YYYY-MM-DD' strings, like the date picker's values.
import { addDays, compareDays, type DayLike, daysBetween, parseDay } from './calendar-day.ts';
import { type PriceBreakdown, priceStay, type UnitPrices } from './pricing.ts';
import { stayProblem } from './stay.ts';

/** A chosen stay: check-in and check-out, 'YYYY-MM-DD'. */
export interface StayPeriod {
  start: string;
  end: string;
}

/** Most people when a unit does not say (spec 5: default max_persons 2). */
export const DEFAULT_MAX_GUESTS = 2;
export const MIN_GUESTS = 1;

/** The people counter's upper bound: the unit's residents, or the default when it has none. */
export function maxGuests(residents: number | null | undefined): number {
  return residents && residents >= MIN_GUESTS ? Math.floor(residents) : DEFAULT_MAX_GUESTS;
}

/** A people count kept within [1, max]; anything unreadable is 1. */
export function clampGuests(value: number, max: number): number {
  if (!Number.isFinite(value)) return MIN_GUESTS;
  return Math.min(Math.max(Math.floor(value), MIN_GUESTS), Math.max(max, MIN_GUESTS));
}

/**
 * Whether a period touches a blocked date. Every day from check-in to check-out counts, both ends
 * included, as in the date picker: a blocked day can be neither chosen nor stepped over.
 */
export function touchesBlockedDate(period: StayPeriod, blockedDates: Iterable<string>): boolean {
  const blocked = new Set(blockedDates);
  if (blocked.size === 0) return false;
  const days = daysBetween(period.start, period.end);
  for (let k = 0; k <= days; k++) if (blocked.has(addDays(period.start, k))) return true;
  return false;
}

/**
 * The period a link's query prefills ('DD/MM/YYYY' or 'YYYY-MM-DD'), or null when it cannot be
 * offered: a date missing or unreadable, check-out not after check-in, check-in in the past, or a
 * blocked date inside.
 */
export function stayFromQuery(
  checkin: string | null | undefined,
  checkout: string | null | undefined,
  today: DayLike,
  blockedDates: Iterable<string> = [],
): StayPeriod | null {
  const start = checkin ? parseDay(checkin) : undefined;
  const end = checkout ? parseDay(checkout) : undefined;
  if (!start || !end) return null;
  if (stayProblem(start, end, today)) return null;
  const period = { start, end };
  return touchesBlockedDate(period, blockedDates) ? null : period;
}

/** The price of a chosen period by the shared rule, or null while the period is incomplete or empty. */
export function quoteStay(unit: UnitPrices, period: StayPeriod | null | undefined): PriceBreakdown | null {
  if (!period) return null;
  const start = parseDay(period.start);
  const end = parseDay(period.end);
  if (!start || !end || compareDays(start, end) >= 0) return null;
  return priceStay(unit, start, end);
}
