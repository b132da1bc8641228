// What the booking route /book/{id}/{checkin}/{checkout}/{guests}/{slug?} asks for, and whether it
// can be hired: dates readable ('YYYY-MM-DD', as the unit page writes them), check-in from today on,
// check-out after it, no longer than the API accepts, no blocked night inside, and a people count
// the unit takes. Nights are [check-in, check-out): the departure day may be someone else's arrival,
// exactly as the server checks a hire.
import type { Temporal } from 'temporal-polyfill';
import { parseDate } from './dates.ts';
import { BOOKING_MAX_NIGHTS, nightsOf, type Plan, planFor, stayNights, stayProblem } from './stay.ts';

export type BookingProblem =
  | 'unreadable-dates'
  | 'checkin-in-past'
  | 'checkout-not-after-checkin'
  | 'too-long'
  | 'blocked'
  | 'guests';

export interface BookingStay {
  checkin: Temporal.PlainDate;
  checkout: Temporal.PlainDate;
  nights: number;
  plan: Plan;
  guests: number;
}

export type BookingRouteCheck = { ok: true; stay: BookingStay } | { ok: false; problem: BookingProblem };

export interface BookingRouteInput {
  checkin?: string | undefined;
  checkout?: string | undefined;
  guests?: string | undefined;
}

export interface BookingRouteContext {
  today: Temporal.PlainDate;
  /** 'YYYY-MM-DD' days the unit cannot be booked. */
  blockedDates: Iterable<string>;
  /** Most people the unit takes. */
  maxGuests: number;
}

/** Reads the route's stay; the first problem found, dates before people. */
export function checkBookingRoute(input: BookingRouteInput, context: BookingRouteContext): BookingRouteCheck {
  const checkin = input.checkin ? parseDate(input.checkin) : undefined;
  const checkout = input.checkout ? parseDate(input.checkout) : undefined;
  if (!checkin || !checkout) return { ok: false, problem: 'unreadable-dates' };
  const problem = stayProblem(checkin, checkout, context.today);
  if (problem) return { ok: false, problem };
  const nights = stayNights(checkin, checkout);
  if (nights > BOOKING_MAX_NIGHTS) return { ok: false, problem: 'too-long' };
  const blocked = new Set(context.blockedDates);
  if (blocked.size > 0 && nightsOf(checkin, checkout).some((night) => blocked.has(night))) {
    return { ok: false, problem: 'blocked' };
  }
  const guests = readGuests(input.guests);
  if (guests === undefined || guests > Math.max(1, context.maxGuests))
    return { ok: false, problem: 'guests' };
  return { ok: true, stay: { checkin, checkout, nights, plan: planFor(checkin, checkout), guests } };
}

/** A whole number of people from 1 on, or undefined. */
function readGuests(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,2}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}
