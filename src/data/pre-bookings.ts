// Pre-bookings for screens: read from the mirror (so /pre-reservas opens offline). Cancelling
// needs the network (src/api/resident-calls.ts cancelPreBooking); once the server confirmed it,
// forgetPreBooking drops the row at once, before the next pull agrees.
import type { PreBooking } from '../api/catalogue.ts';
import { database } from './engine/db.ts';
import { useMirrorRows } from './mirror-query.ts';

export type PreBookingRow = PreBooking & { userId: number };

/** Newest first (as the server lists them); undefined while never pulled on this device. */
export function usePreBookings(): PreBookingRow[] | undefined {
  return useMirrorRows<PreBookingRow>('preBookings', async (db, userId) => {
    const rows = (await db.preBookings
      .where('userId')
      .equals(userId)
      .toArray()) as unknown as PreBookingRow[];
    return rows.sort((a, b) => b.id - a.id);
  });
}

/** Removes a pre-booking the server has just cancelled from the mirror. */
export async function forgetPreBooking(id: number): Promise<void> {
  await database().preBookings.delete(id);
}
