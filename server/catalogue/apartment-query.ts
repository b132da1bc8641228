// The search behind GET /enterprise/apartment/list: filters, availability for the requested
// period, order and one page, with the total from a count over the same filters.
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import type { ApartmentFilters } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';
import type {
  ApartmentsTable,
  ApartmentTypesTable,
  CitiesTable,
  Database,
  EnterprisesTable,
  StatesTable,
} from '../db/schema.ts';
import { type ApartmentRow, apartmentRows, apartmentsJoined } from './apartment-rows.ts';
import { availableExpression } from './availability.ts';
import { resolveAmenities, resolveType } from './filter-lookup.ts';
import { foldedText, matchesAllTokens, searchTokens } from './text-search.ts';

type SearchDB = Database & {
  a: ApartmentsTable;
  t: ApartmentTypesTable;
  e: EnterprisesTable;
  c: CitiesTable;
  s: StatesTable;
};
const eb = expressionBuilder<SearchDB, 'a' | 't' | 'e' | 'c' | 's'>();

/** Where the unit is: building name, neighbourhood, city, state name and UF. */
const placeText = () =>
  foldedText(eb, [
    eb.ref('e.name'),
    eb.ref('e.neighborhood'),
    eb.ref('c.name'),
    eb.ref('s.name'),
    eb.ref('s.uf'),
  ]);

/** What the search box matches: the place plus the unit's own name and its type. */
const everythingText = () =>
  foldedText(eb, [
    eb.ref('e.name'),
    eb.ref('e.neighborhood'),
    eb.ref('c.name'),
    eb.ref('s.name'),
    eb.ref('s.uf'),
    eb.ref('a.name'),
    eb.ref('t.name'),
  ]);

async function conditions(db: DB, f: ApartmentFilters): Promise<Expression<SqlBool>[]> {
  const where: Expression<SqlBool>[] = [];
  if (f.q) {
    const tokens = searchTokens(f.q);
    if (tokens.length) where.push(matchesAllTokens(eb, everythingText(), tokens));
  }
  if (f.location) {
    if (/^\d{1,9}$/.test(f.location)) where.push(eb('a.enterprise_id', '=', Number(f.location)));
    else {
      const tokens = searchTokens(f.location);
      if (tokens.length) where.push(matchesAllTokens(eb, placeText(), tokens));
    }
  }
  if (f.enterprise_id !== undefined) where.push(eb('a.enterprise_id', '=', f.enterprise_id));
  if (f.price_min !== undefined) where.push(eb('a.price_hosting', '>=', f.price_min));
  if (f.price_max !== undefined) where.push(eb('a.price_hosting', '<=', f.price_max));
  if (f.type !== undefined) where.push(eb('a.apartment_type_id', '=', await resolveType(db, f.type)));
  if (f.people) where.push(eb('a.residents', '>=', f.people));
  if (f.rooms) where.push(eb('a.rooms', '>=', f.rooms));
  if (f.bathrooms) where.push(eb('a.bathrooms', '>=', f.bathrooms));
  if (f.pets) where.push(eb('a.pets_allowed', '=', true));
  if (f.amenities?.length) {
    for (const amenityId of await resolveAmenities(db, f.amenities)) {
      where.push(
        eb.exists(
          eb
            .selectFrom('apartment_amenities as aa')
            .select('aa.apartment_id')
            .whereRef('aa.apartment_id', '=', 'a.id')
            .where('aa.amenity_id', '=', amenityId),
        ),
      );
    }
  }
  return where;
}

export interface SearchPage {
  rows: ApartmentRow[];
  total: number;
}

export async function searchApartments(db: DB, f: ApartmentFilters): Promise<SearchPage> {
  const where = eb.and(await conditions(db, f));
  const period = f.checkin && f.checkout ? { checkin: f.checkin, checkout: f.checkout } : undefined;
  const countRow = await apartmentsJoined(db)
    .select((count) => count.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  let query = apartmentRows(db, availableExpression(period)).where(where);
  query =
    f.order === 'price_asc'
      ? query.orderBy('a.price_hosting', 'asc')
      : f.order === 'price_desc'
        ? query.orderBy('a.price_hosting', 'desc')
        : // Relevance: what can be hired for the period first, then the curated ranking.
          query.orderBy('available', 'desc').orderBy('a.relevance', 'desc');
  const rows = await query
    .orderBy('a.id')
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
    .execute();
  return { rows, total: Number(countRow.total) };
}
