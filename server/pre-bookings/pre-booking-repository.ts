// Pre-bookings: a resident's hold on a pre-bookable unit from a check-in date, kept 7 days.
// One per resident and unit (a unique key); an expired one no longer counts and is replaced.
import type { Plan } from '../../src/domain/stay.ts';
import type { DB } from '../db/connect.ts';

export const PRE_BOOKING_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const columns = ['id', 'apartment_id', 'checkin', 'checkout', 'plan', 'expires_at'] as const;

function present<T extends { expires_at: Date }>(row: T) {
  return { ...row, expires_at: row.expires_at.toISOString() };
}

/** The user's live pre-bookings, newest first. */
export async function livePreBookings(db: DB, userId: number, now = new Date()) {
  const rows = await db
    .selectFrom('pre_bookings')
    .select(columns)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(present);
}

export interface NewPreBooking {
  apartmentId: number;
  checkin: string;
  checkout: string | null;
  plan: Plan;
}

/** Creates the pre-booking; undefined when the resident already holds a live one for the unit. */
export async function insertPreBooking(db: DB, userId: number, input: NewPreBooking, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('pre_bookings')
      .where('user_id', '=', userId)
      .where('apartment_id', '=', input.apartmentId)
      .where('expires_at', '<=', now)
      .execute();
    const row = await trx
      .insertInto('pre_bookings')
      .values({
        user_id: userId,
        apartment_id: input.apartmentId,
        checkin: input.checkin,
        checkout: input.checkout,
        plan: input.plan,
        expires_at: new Date(now.getTime() + PRE_BOOKING_TTL_MS),
      })
      // A simultaneous second request meets the unique key instead of making a duplicate.
      .onConflict((oc) => oc.columns(['user_id', 'apartment_id']).doNothing())
      .returning(columns)
      .executeTakeFirst();
    return row ? present(row) : undefined;
  });
}

/** Whether a pre-booking of this user was removed. */
export async function deletePreBooking(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('pre_bookings')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The unit with whether it takes pre-bookings; undefined when there is no such unit. */
export function findUnit(db: DB, apartmentId: number) {
  return db
    .selectFrom('apartments')
    .select(['id', 'pre_bookable'])
    .where('id', '=', apartmentId)
    .executeTakeFirst();
}
