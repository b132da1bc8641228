// The catalogue's reads for visitors and residents: the search page, the units picked for the
// caller, one unit's page and its blocked dates. Each loads rows, then shapes them as the API's
// Apartment for the caller (favourites) and the parts asked for (?include=).
import { type Apartment, type ApartmentFilters, CM } from '../../src/api/catalogue.ts';
import { today } from '../../src/domain/dates.ts';
import type { DB } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import { searchApartments } from './apartment-query.ts';
import { includes, toApartments } from './apartment-resource.ts';
import { apartmentRowsById } from './apartment-rows.ts';
import { blockedDates } from './availability.ts';
import { unitsForYou } from './for-you.ts';
import { unitExists } from './unit-repository.ts';

export { locations } from './locations.ts';
export { apartmentTypes } from './unit-repository.ts';

type Include = readonly string[] | undefined;

/** One page of the search, and the total of units matching the filters. */
export async function searchUnits(
  db: DB,
  filters: ApartmentFilters,
  userId: number | undefined,
): Promise<{ data: Apartment[]; total: number }> {
  const { rows, total } = await searchApartments(db, filters);
  return { data: await toApartments(db, rows, { userId, ...includes(filters.include) }), total };
}

export async function unitsPickedFor(db: DB, userId: number | undefined, include: Include) {
  return toApartments(db, await unitsForYou(db, userId), { userId, ...includes(include) });
}

/** A unit's page: every photo and the building's nearby places; an unknown id is not found. */
export async function unitDetail(db: DB, id: number, userId: number | undefined, include: Include) {
  const [row] = await apartmentRowsById(db, [id], 'all');
  if (!row) throw notFound(CM.unitNotFound);
  const [data] = await toApartments(db, [row], { userId, detail: true, ...includes(include) });
  return data;
}

/** The unit's blocked days from today on; an unknown unit is not found. */
export async function unitBlockedDates(db: DB, id: number): Promise<string[]> {
  if (!(await unitExists(db, id))) throw notFound(CM.unitNotFound);
  return blockedDates(db, id, today());
}
