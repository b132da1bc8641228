// The due-date factor of a boleto's barcode (positions 6–9): days since a base date.
// Until 21/02/2025 the base was 07/10/1997 (factor 1000 = 03/07/2000, 9999 = 21/02/2025). The
// four digits ran out, so FEBRABAN restarted the count: factor 1000 = 22/02/2025, counting up by
// day, and the cycle repeats every 9000 days. A factor alone is therefore ambiguous; a reader picks
// the cycle that puts the date from 3000 days before to 5999 days after the day it reads it
// (boletos are issued ahead of their due date and rarely paid years late; our choice of window).
import { addDays, type CalendarDay, daysBetween } from '../calendar-day.ts';

/** The first day of the current cycle: factor 1000. */
export const FACTOR_RESET_DAY: CalendarDay = '2025-02-22';
/** The pre-2025 base, where factor 1000 was 03/07/2000 (only for reading old boletos). */
export const FACTOR_OLD_BASE_DAY: CalendarDay = '1997-10-07';

const MIN_FACTOR = 1000;
const MAX_FACTOR = 9999;
const CYCLE_DAYS = MAX_FACTOR - MIN_FACTOR + 1;

/** The factor of a due date (any day from 03/07/2000 on; each cycle maps to 1000…9999). */
export function dueFactorOf(day: CalendarDay): number {
  const sinceReset = daysBetween(FACTOR_RESET_DAY, day);
  if (sinceReset < -CYCLE_DAYS) throw new RangeError(`no due-date factor before 2000-07-03: ${day}`);
  return MIN_FACTOR + (((sinceReset % CYCLE_DAYS) + CYCLE_DAYS) % CYCLE_DAYS);
}

const DAYS_BEHIND = 3000;

/**
 * The due date a factor stands for, read on `near` (usually today): the cycle whose date falls from
 * 3000 days before `near` to 5999 days after it. Factor 0000 means no due date: undefined.
 */
export function dueDateOfFactor(factor: number, near: CalendarDay): CalendarDay | undefined {
  if (factor === 0) return undefined;
  if (!Number.isInteger(factor) || factor < MIN_FACTOR || factor > MAX_FACTOR)
    throw new RangeError(`not a due-date factor: ${factor}`);
  const inCurrentCycle = addDays(FACTOR_RESET_DAY, factor - MIN_FACTOR);
  const cycles = -Math.floor((daysBetween(near, inCurrentCycle) + DAYS_BEHIND) / CYCLE_DAYS);
  return addDays(inCurrentCycle, cycles * CYCLE_DAYS);
}
