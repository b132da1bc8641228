// A resident's favourites: listing, adding (only an existing unit; twice answers the first) and
// removing an own one. The checks that turn into 422/404 live here, not in the routes or the SQL.
import { CM, type Favorite } from '../../src/api/catalogue.ts';
import { toApartments } from '../catalogue/apartment-resource.ts';
import { apartmentRowsById, inOrder } from '../catalogue/apartment-rows.ts';
import { unitExists } from '../catalogue/unit-repository.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { deleteFavorite, favoriteRows, insertFavorite } from './favorite-repository.ts';

/** The favourites with their units as the API's Apartment (one whose unit has no row is left out). */
export async function listFavorites(db: DB, userId: number): Promise<Favorite[]> {
  const favorites = await favoriteRows(db, userId);
  const ids = favorites.map((f) => f.apartment_id);
  const apartments = await toApartments(db, inOrder(await apartmentRowsById(db, ids), ids), { userId });
  const byId = new Map(apartments.map((a) => [a.id, a]));
  return favorites.flatMap((f) => {
    const apartment = byId.get(f.apartment_id);
    return apartment ? [{ id: f.id, apartment_id: f.apartment_id, apartment: { data: apartment } }] : [];
  });
}

/** The favourite, and whether it was created now (false: it was already there). */
export async function addFavorite(db: DB, userId: number, apartmentId: number) {
  if (!(await unitExists(db, apartmentId))) throw fieldError('apartment_id', CM.apartmentUnknown);
  return insertFavorite(db, userId, apartmentId);
}

/** Removes an own favourite; another resident's id is not found. */
export async function removeFavorite(db: DB, userId: number, favoriteId: number): Promise<void> {
  if (!(await deleteFavorite(db, userId, favoriteId))) throw notFound(CM.favoriteNotFound);
}
