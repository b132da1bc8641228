// Seeded times are set in São Paulo, where the demo buildings are.
import { Temporal } from 'temporal-polyfill';
import { APP_TIME_ZONE } from '../../src/domain/calendar-day.ts';
import { today } from '../../src/domain/dates.ts';

/** A moment in São Paulo `days` from today at `hour`:00. */
export function saoPauloAt(days: number, hour: number): Date {
  const zoned = today()
    .add({ days })
    .toZonedDateTime({ timeZone: APP_TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour }) });
  return new Date(zoned.epochMilliseconds);
}
