// A resident's pre-bookings: listing, creating one on a pre-bookable unit (its plan follows from
// the dates) and removing an own one. The refusals (422/404) are decided here.
import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import { CM, type preBookingRequest } from '../../src/api/catalogue.ts';
import { planFor } from '../../src/domain/stay.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { deletePreBooking, findUnit, insertPreBooking } from './pre-booking-repository.ts';

export { listPreBookings } from './pre-booking-repository.ts';

export async function createPreBooking(db: DB, userId: number, input: z.output<typeof preBookingRequest>) {
  const unit = await findUnit(db, input.apartment_id);
  if (!unit) throw fieldError('apartment_id', CM.apartmentUnknown);
  if (!unit.pre_bookable) throw fieldError('apartment_id', CM.notPreBookable);
  const plan = planFor(
    Temporal.PlainDate.from(input.checkin),
    input.checkout ? Temporal.PlainDate.from(input.checkout) : null,
  );
  const created = await insertPreBooking(db, userId, {
    apartmentId: unit.id,
    checkin: input.checkin,
    checkout: input.checkout,
    plan,
  });
  if (!created) throw fieldError('apartment_id', CM.alreadyPreBooked);
  return created;
}

/** Removes an own pre-booking; another resident's id is not found. */
export async function removePreBooking(db: DB, userId: number, id: number): Promise<void> {
  if (!(await deletePreBooking(db, userId, id))) throw notFound(CM.preBookingNotFound);
}
