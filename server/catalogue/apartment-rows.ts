// The one select every unit response starts from: the unit with its type, building, city and
// state, its photos and the building's, and whether it is available (now, or for a period). Lists
// add filters and paging to it. The photos are JSON arrays from correlated subqueries, so a page
// of units is one statement, not one per kind of related row.
import { type InferResult, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { LIST_IMAGE_LIMIT } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';
import { type AvailabilityCondition, availableExpression } from './availability.ts';

/** Units joined with what every response shows (aliases a, t, e, c, s for filters). */
export function apartmentsJoined(db: DB) {
  return db
    .selectFrom('apartments as a')
    .innerJoin('apartment_types as t', 't.id', 'a.apartment_type_id')
    .innerJoin('enterprises as e', 'e.id', 'a.enterprise_id')
    .innerJoin('cities as c', 'c.id', 'e.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id');
}

/** Which of a unit's photos a response carries: the first few on lists, all on the unit page. */
export type PhotoSet = 'list' | 'all';

export function apartmentRows(
  db: DB,
  available: AvailabilityCondition = availableExpression(),
  photos: PhotoSet = 'list',
) {
  return apartmentsJoined(db).select((eb) => [
    'a.id',
    'a.name',
    'a.unit_number',
    'a.enterprise_id',
    'a.meters',
    'a.rooms',
    'a.single_bed',
    'a.double_bed',
    'a.bathrooms',
    'a.residents',
    'a.pets_allowed',
    'a.tour',
    'a.soon_release',
    'a.pre_bookable',
    'a.price_hosting',
    'a.price_per_day',
    'a.price_weekly',
    'a.price_annual',
    'a.price_fees',
    'a.price_entry_cost',
    'a.price_condominium',
    'a.price_electricity',
    'a.price_water',
    't.id as type_id',
    't.name as type_name',
    't.slug as type_slug',
    'e.name as enterprise_name',
    'e.address as enterprise_address',
    'e.number as enterprise_number',
    'e.neighborhood as enterprise_neighborhood',
    'e.latitude as enterprise_latitude',
    'e.longitude as enterprise_longitude',
    'e.short_url as enterprise_short_url',
    'c.name as city_name',
    's.uf as state_uf',
    available.$castTo<boolean>().as('available'),
    // The unit's photos in their order (only the first few on lists), then the building's.
    jsonArrayFrom(
      eb
        .selectFrom('apartment_images as i')
        .select(['i.image', 'i.thumbnail', 'i.title'])
        .whereRef('i.apartment_id', '=', 'a.id')
        .orderBy('i.position')
        .orderBy('i.id')
        .$if(photos === 'list', (qb) => qb.limit(sql.lit(LIST_IMAGE_LIMIT))),
    ).as('photos'),
    jsonArrayFrom(
      eb
        .selectFrom('enterprise_images as bi')
        .select(['bi.image', 'bi.thumbnail', 'bi.title'])
        .whereRef('bi.enterprise_id', '=', 'e.id')
        .orderBy('bi.position')
        .orderBy('bi.id'),
    ).as('building_photos'),
  ]);
}

export type ApartmentRow = InferResult<ReturnType<typeof apartmentRows>>[number];

/** The rows of these units (with availability now), in no particular order. */
export function apartmentRowsById(
  db: DB,
  ids: readonly number[],
  photos: PhotoSet = 'list',
): Promise<ApartmentRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return apartmentRows(db, availableExpression(), photos)
    .where('a.id', 'in', [...ids])
    .execute();
}

/** Reorders rows to follow `ids`, dropping ids without a row. */
export function inOrder(rows: readonly ApartmentRow[], ids: readonly number[]): ApartmentRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
