// What the unit page's reservation panel needs around the shared price rule (pricing.ts): which
// period a link's ?checkin=&checkout= may prefill, how many people a unit takes, and the quote of a
// chosen period. Periods travel as 'YYYY-MM-DD' strings, like the date picker's values.
import { Temporal } from 'temporal-polyfill';
import { parseDate } from './dates.ts';
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
  const end = Temporal.PlainDate.from(period.end);
  for (let day = Temporal.PlainDate.from(period.start); Temporal.PlainDate.compare(day, end) <= 0; ) {
    if (blocked.has(day.toString())) return true;
    day = day.add({ days: 1 });
  }
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
  today: Temporal.PlainDate,
  blockedDates: Iterable<string> = [],
): StayPeriod | null {
  const start = checkin ? parseDate(checkin) : undefined;
  const end = checkout ? parseDate(checkout) : undefined;
  if (!start || !end) return null;
  if (stayProblem(start, end, today)) return null;
  const period = { start: start.toString(), end: end.toString() };
  return touchesBlockedDate(period, blockedDates) ? null : period;
}

/** The price of a chosen period by the shared rule, or null while the period is incomplete or empty. */
export function quoteStay(unit: UnitPrices, period: StayPeriod | null | undefined): PriceBreakdown | null {
  if (!period) return null;
  const start = parseDate(period.start);
  const end = parseDate(period.end);
  if (!start || !end || Temporal.PlainDate.compare(start, end) >= 0) return null;
  return priceStay(unit, start, end);
}
