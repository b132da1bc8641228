// Calendar dates as Temporal.PlainDate, for code that needs Temporal's arithmetic (the server's
// date handling, some screens). The day rules themselves (what a valid day is, today in São Paulo,
// DD/MM/YYYY, ages) live in calendar-day.ts, which the API schemas, the sync worker and the public
// screens use without the Temporal polyfill.
import { Temporal } from 'temporal-polyfill';
import { APP_TIME_ZONE, parseDay, todayIn } from './calendar-day.ts';

/** Accepts 'DD/MM/YYYY' or 'YYYY-MM-DD'; undefined when it is not a real calendar date. */
export function parseDate(value: string): Temporal.PlainDate | undefined {
  const day = parseDay(value);
  return day ? Temporal.PlainDate.from(day) : undefined;
}

export function today(timeZone = APP_TIME_ZONE): Temporal.PlainDate {
  return Temporal.PlainDate.from(todayIn(timeZone));
}
