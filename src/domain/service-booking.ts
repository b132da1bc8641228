// Extra services (cleaning, maintenance, laundry) are booked for a day of the resident's stay.
import { Temporal } from 'temporal-polyfill';

export type ServiceDateProblem = 'past' | 'outside-contract';

export function serviceDateProblem(
  date: Temporal.PlainDate,
  contract: { check_in: string; check_out: string },
  today: Temporal.PlainDate,
): ServiceDateProblem | undefined {
  if (Temporal.PlainDate.compare(date, today) < 0) return 'past';
  const checkIn = Temporal.PlainDate.from(contract.check_in);
  const checkOut = Temporal.PlainDate.from(contract.check_out);
  if (Temporal.PlainDate.compare(date, checkIn) < 0 || Temporal.PlainDate.compare(date, checkOut) > 0) {
    return 'outside-contract';
  }
  return undefined;
}
