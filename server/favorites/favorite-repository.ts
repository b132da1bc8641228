// A resident's favourite units. Every read and delete is scoped to the owner, so another
// resident's favourite id is simply not found.
import type { DB } from '../db/connect.ts';

/** The user's favourites, newest first. */
export function favoriteRows(db: DB, userId: number) {
  return db
    .selectFrom('favorites')
    .select(['id', 'apartment_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Adds the favourite, or finds the one already there: `created` tells which. */
export async function insertFavorite(db: DB, userId: number, apartmentId: number) {
  const inserted = await db
    .insertInto('favorites')
    .values({ user_id: userId, apartment_id: apartmentId })
    .onConflict((oc) => oc.columns(['user_id', 'apartment_id']).doNothing())
    .returning(['id', 'apartment_id'])
    .executeTakeFirst();
  if (inserted) return { favorite: inserted, created: true };
  const existing = await db
    .selectFrom('favorites')
    .select(['id', 'apartment_id'])
    .where('user_id', '=', userId)
    .where('apartment_id', '=', apartmentId)
    .executeTakeFirstOrThrow();
  return { favorite: existing, created: false };
}

/** Whether a favourite of this user was removed. */
export async function deleteFavorite(db: DB, userId: number, favoriteId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('id', '=', favoriteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
