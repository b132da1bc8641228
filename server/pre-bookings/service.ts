// A resident's pre-bookings: listing, creating one on a pre-bookable unit (its plan follows from
// the dates) and removing an own one. The refusals (422/404) are decided here.
import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import { CM, type PreBooking, type preBookingRequest } from '../../src/api/catalogue.ts';
import { planFor } from '../../src/domain/stay.ts';
import { toApartments } from '../catalogue/apartment-resource.ts';
import { apartmentRowsById, inOrder } from '../catalogue/apartment-rows.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { deletePreBooking, findUnit, insertPreBooking, livePreBookings } from './pre-booking-repository.ts';

/** The live pre-bookings with their units as the API's Apartment (one whose unit has no row is left out). */
export async function listPreBookings(db: DB, userId: number): Promise<PreBooking[]> {
  const rows = await livePreBookings(db, userId);
  const ids = rows.map((r) => r.apartment_id);
  const apartments = await toApartments(db, inOrder(await apartmentRowsById(db, ids), ids), { userId });
  const byId = new Map(apartments.map((a) => [a.id, a]));
  return rows.flatMap((row) => {
    const apartment = byId.get(row.apartment_id);
    return apartment ? [{ ...row, apartment: { data: apartment } }] : [];
  });
}

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
