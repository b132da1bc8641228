// Extra services (cleaning, maintenance, laundry) are booked for a day of the resident's stay.
import { compareDays, type DayLike } from './calendar-day.ts';

export type ServiceDateProblem = 'past' | 'outside-contract';

export function serviceDateProblem(
  date: DayLike,
  contract: { check_in: string; check_out: string },
  today: DayLike,
): ServiceDateProblem | undefined {
  if (compareDays(date, today) < 0) return 'past';
  if (compareDays(date, contract.check_in) < 0 || compareDays(date, contract.check_out) > 0) {
    return 'outside-contract';
  }
  return undefined;
}
