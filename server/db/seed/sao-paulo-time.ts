// Seeded times are set in São Paulo, where the demo buildings are.
import { Temporal } from 'temporal-polyfill';
import { today } from '../../../src/domain/dates.ts';

export const TIME_ZONE = 'America/Sao_Paulo';

/** A moment in São Paulo `days` from today at `hour`:00. */
export function saoPauloAt(days: number, hour: number): Date {
  const zoned = today(TIME_ZONE)
    .add({ days })
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour }) });
  return new Date(zoned.epochMilliseconds);
}
