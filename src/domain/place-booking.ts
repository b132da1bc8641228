// Bookings of shared areas (places): a slot on one date, inside the place's opening hours, no
// longer than its slot length, not in the past and not too far ahead. Overlaps between residents
// are refused by the database (an exclusion constraint), not here.
import { Temporal } from 'temporal-polyfill';
import { PLACE_BOOKING_MAX_DAYS_AHEAD } from './place-booking-window.ts';

export interface PlaceHours {
  opens_at: string;
  closes_at: string;
  slot_minutes: number;
}

export interface SlotRequest {
  date: Temporal.PlainDate;
  start: Temporal.PlainTime;
  end: Temporal.PlainTime;
}

export type SlotProblem = 'order' | 'hours' | 'length' | 'past' | 'too-far';

export function slotProblem(
  place: PlaceHours,
  slot: SlotRequest,
  now: Temporal.PlainDateTime,
): SlotProblem | undefined {
  if (Temporal.PlainTime.compare(slot.end, slot.start) <= 0) return 'order';
  const opens = Temporal.PlainTime.from(place.opens_at);
  const closes = Temporal.PlainTime.from(place.closes_at);
  if (Temporal.PlainTime.compare(slot.start, opens) < 0 || Temporal.PlainTime.compare(slot.end, closes) > 0) {
    return 'hours';
  }
  const minutes = slot.start.until(slot.end, { largestUnit: 'minutes' }).minutes;
  if (minutes > place.slot_minutes) return 'length';
  if (Temporal.PlainDateTime.compare(slot.date.toPlainDateTime(slot.start), now) < 0) return 'past';
  if (now.toPlainDate().until(slot.date, { largestUnit: 'days' }).days > PLACE_BOOKING_MAX_DAYS_AHEAD) {
    return 'too-far';
  }
  return undefined;
}

/** The free-of-charge slots of a day, one after the other from opening time: what the app offers. */
export function daySlots(place: PlaceHours): { start_time: string; end_time: string }[] {
  const slots: { start_time: string; end_time: string }[] = [];
  const closes = Temporal.PlainTime.from(place.closes_at);
  let start = Temporal.PlainTime.from(place.opens_at);
  for (let i = 0; i < 96; i++) {
    const end = start.add({ minutes: place.slot_minutes });
    // PlainTime wraps at midnight: a slot that would cross it ends the day.
    if (Temporal.PlainTime.compare(end, start) <= 0 || Temporal.PlainTime.compare(end, closes) > 0) break;
    slots.push({ start_time: hhmm(start), end_time: hhmm(end) });
    start = end;
  }
  return slots;
}

export function hhmm(time: Temporal.PlainTime | string): string {
  return (typeof time === 'string' ? time : time.toString()).slice(0, 5);
}
