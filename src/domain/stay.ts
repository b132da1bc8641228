// A stay is check-in to check-out, counted in nights. Under 30 nights is the daily plan,
// 30 or more (or open-ended, with no check-out yet) the monthly one (spec sections 4, 5, 9).
import type { Temporal } from 'temporal-polyfill';

export const MONTHLY_PLAN_MIN_NIGHTS = 30;

export const PLANS = ['Diária', 'Mensal'] as const;
export type Plan = (typeof PLANS)[number];

/** Nights between check-in and check-out (the check-out day itself is not a night). */
export function stayNights(checkin: Temporal.PlainDate, checkout: Temporal.PlainDate): number {
  return checkin.until(checkout, { largestUnit: 'days' }).days;
}

export function planFor(checkin: Temporal.PlainDate, checkout?: Temporal.PlainDate | null): Plan {
  if (!checkout) return 'Mensal';
  return stayNights(checkin, checkout) >= MONTHLY_PLAN_MIN_NIGHTS ? 'Mensal' : 'Diária';
}

export type StayProblem = 'checkin-in-past' | 'checkout-not-after-checkin';

/** What is wrong with a requested period, if anything: check-in from today on, check-out after it. */
export function stayProblem(
  checkin: Temporal.PlainDate,
  checkout: Temporal.PlainDate | undefined,
  today: Temporal.PlainDate,
): StayProblem | undefined {
  if (checkout && stayNights(checkin, checkout) < 1) return 'checkout-not-after-checkin';
  if (checkin.until(today, { largestUnit: 'days' }).days > 0) return 'checkin-in-past';
  return undefined;
}

/** Every night of [from, to) as 'YYYY-MM-DD', in order. */
export function nightsOf(from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
  const nights: string[] = [];
  for (let d = from; stayNights(d, to) > 0; d = d.add({ days: 1 })) nights.push(d.toString());
  return nights;
}
