// A stay is check-in to check-out, counted in nights. Under 30 nights is the daily plan,
// 30 or more (or open-ended, with no check-out yet) the monthly one (spec sections 4, 5, 9).
// Days are 'YYYY-MM-DD' strings or Temporal.PlainDate (calendar-day.ts), so screens that only hold
// strings apply these rules without the Temporal polyfill.
import { addDays, type DayLike, daysBetween } from './calendar-day.ts';

export const MONTHLY_PLAN_MIN_NIGHTS = 30;

/** The longest stay one hire may cover (the API refuses more: 'O período máximo … é de 3 anos.'). */
export const BOOKING_MAX_NIGHTS = 3 * 366;

export const PLANS = ['Diária', 'Mensal'] as const;
export type Plan = (typeof PLANS)[number];

/** Nights between check-in and check-out (the check-out day itself is not a night). */
export function stayNights(checkin: DayLike, checkout: DayLike): number {
  return daysBetween(checkin, checkout);
}

export function planFor(checkin: DayLike, checkout?: DayLike | null): Plan {
  if (!checkout) return 'Mensal';
  return stayNights(checkin, checkout) >= MONTHLY_PLAN_MIN_NIGHTS ? 'Mensal' : 'Diária';
}

export type StayProblem = 'checkin-in-past' | 'checkout-not-after-checkin';

/** What is wrong with a requested period, if anything: check-in from today on, check-out after it. */
export function stayProblem(
  checkin: DayLike,
  checkout: DayLike | undefined,
  today: DayLike,
): StayProblem | undefined {
  if (checkout && stayNights(checkin, checkout) < 1) return 'checkout-not-after-checkin';
  if (daysBetween(checkin, today) > 0) return 'checkin-in-past';
  return undefined;
}

/** Every night of [from, to) as 'YYYY-MM-DD', in order. */
export function nightsOf(from: DayLike, to: DayLike): string[] {
  const nights: string[] = [];
  const count = stayNights(from, to);
  for (let k = 0; k < count; k++) nights.push(addDays(from, k));
  return nights;
}
