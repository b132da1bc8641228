// Pre-bookings hold a unit for 7 days; expired ones are deleted (reads already ignore them).
import type { DB } from '../db/connect.ts';

export async function runPreBookingExpiry(db: DB, now: Date): Promise<{ deleted: number }> {
  const result = await db.deleteFrom('pre_bookings').where('expires_at', '<=', now).executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}
