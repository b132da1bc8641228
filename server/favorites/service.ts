// A resident's favourites: listing, adding (only an existing unit; twice answers the first) and
// removing an own one. The checks that turn into 422/404 live here, not in the routes or the SQL.
import { CM } from '../../src/api/catalogue.ts';
import { unitExists } from '../catalogue/unit-repository.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { deleteFavorite, insertFavorite } from './favorite-repository.ts';

export { listFavorites } from './favorite-repository.ts';

/** The favourite, and whether it was created now (false: it was already there). */
export async function addFavorite(db: DB, userId: number, apartmentId: number) {
  if (!(await unitExists(db, apartmentId))) throw fieldError('apartment_id', CM.apartmentUnknown);
  return insertFavorite(db, userId, apartmentId);
}

/** Removes an own favourite; another resident's id is not found. */
export async function removeFavorite(db: DB, userId: number, favoriteId: number): Promise<void> {
  if (!(await deleteFavorite(db, userId, favoriteId))) throw notFound(CM.favoriteNotFound);
}
