// Calendar days as the API writes them, 'YYYY-MM-DD' strings, without the Temporal polyfill (~19 KB
// gzip) so the search and unit pages can read and show dates before their first render. The
// arithmetic runs on UTC midnights: UTC has no daylight saving, so a day is always 86 400 000 ms
// and the day counts are exact. Temporal.PlainDate values are accepted too (their toString() is
// the same 'YYYY-MM-DD'), so code that still holds them (the server) shares these rules.
import type { Temporal } from 'temporal-polyfill';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;
/** A day as this module takes it: 'YYYY-MM-DD' or a Temporal.PlainDate. */
export type DayLike = CalendarDay | Temporal.PlainDate;

/** Tokaas's calendar is São Paulo's: 'today' and every due date are days there. */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;

const isWritableYear = (year: number) => year >= 1 && year <= 9999;

/**
 * UTC midnight of year-month-day (month 1-based), or undefined when that day does not exist or is
 * outside years 1–9999, the days 'YYYY-MM-DD' can write.
 */
function utcMidnight(year: number, month: number, day: number): Date | undefined {
  if (!isWritableYear(year)) return undefined;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The day as 'YYYY-MM-DD'; a day outside years 1–9999 has no such form, so it is a RangeError. */
function dayOf(date: Date): CalendarDay {
  const year = date.getUTCFullYear();
  if (!isWritableYear(year)) throw new RangeError(`no YYYY-MM-DD day in year ${year}`);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * UTC midnight of a day. Like Temporal.PlainDate.from, a time after the date ('…T10:00', '… 10:00')
 * is ignored and a day that does not exist is a RangeError.
 */
function midnightOf(day: DayLike): Date {
  const text = String(day);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  const date = match && utcMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!date) throw new RangeError(`not a calendar day: ${text}`);
  return date;
}

/** A day as 'YYYY-MM-DD' (from a Temporal.PlainDate, or a string with a time after the date). */
export function toCalendarDay(day: DayLike): CalendarDay {
  return dayOf(midnightOf(day));
}

/** Accepts 'DD/MM/YYYY' or 'YYYY-MM-DD' (around spaces ignored); undefined unless a real day. */
export function parseDay(value: string): CalendarDay | undefined {
  const text = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return undefined;
  const date = utcMidnight(Number(year), Number(month), Number(day));
  return date && dayOf(date);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' */
export function formatDateBr(day: DayLike): string {
  const date = midnightOf(day);
  return `${pad(date.getUTCDate(), 2)}/${pad(date.getUTCMonth() + 1, 2)}/${pad(date.getUTCFullYear(), 4)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day it is now (or at `at`) in a time zone, São Paulo's by default. */
export function todayIn(timeZone = APP_TIME_ZONE, at: Date = new Date()): CalendarDay {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'iso8601',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const date = utcMidnight(Number(parts.year), Number(parts.month), Number(parts.day));
  if (!date) throw new RangeError(`no calendar day for ${at.toISOString()} in ${timeZone}`);
  return dayOf(date);
}

/** The day `days` after (or, negative, before) `day`. */
export function addDays(day: DayLike, days: number): CalendarDay {
  return dayOf(new Date(midnightOf(day).getTime() + days * DAY_MS));
}

/**
 * The day `months` after `day`, kept within the month as Temporal does ('constrain'): 31 Jan plus
 * one month is 28 or 29 Feb.
 */
export function addMonths(day: DayLike, months: number): CalendarDay {
  const from = midnightOf(day);
  const monthIndex = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0); // day 0 of the next month: the month's last day
  const date = utcMidnight(year, month, Math.min(from.getUTCDate(), lastDay.getUTCDate()));
  if (!date) throw new RangeError(`cannot add ${months} months to ${String(day)}`);
  return dayOf(date);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: DayLike, to: DayLike): number {
  return Math.round((midnightOf(to).getTime() - midnightOf(from).getTime()) / DAY_MS);
}

/** Negative when `a` comes first, 0 on the same day, positive when `b` does (for sort). */
export function compareDays(a: DayLike, b: DayLike): -1 | 0 | 1 {
  const diff = daysBetween(b, a);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/**
 * Whole years from `from` to `to` (an age, from the birth day to a day), as Temporal's
 * until({ largestUnit: 'years' }): a year is complete once the same month and day comes round, so
 * from 29 Feb it completes on 1 Mar in other years. Negative when `to` is earlier.
 */
export function yearsBetween(from: DayLike, to: DayLike): number {
  const a = toCalendarDay(from);
  const b = toCalendarDay(to);
  const years = Number(b.slice(0, 4)) - Number(a.slice(0, 4));
  // 'MM-DD' strings compare as the month and day do.
  const [fromMonthDay, toMonthDay] = [a.slice(5), b.slice(5)];
  if (years > 0 && toMonthDay < fromMonthDay) return years - 1;
  if (years < 0 && toMonthDay > fromMonthDay) return years + 1;
  return years;
}
