// The search behind GET /enterprise/apartment/list: filters, availability for the requested
// period, order and one page, with the total from a count over the same filters (kept per filter
// set until the catalogue changes: search-count.ts).
//
// Every filter is written against the units table alone (aliases `a`), so the count and the
// choice of the page's ids scan `apartments` only; the building, city, state and type are joined
// for the page's rows alone. Text filters match the place (building, neighbourhood, city, state,
// UF) once per building in a subquery, and the unit's own name and type per unit: a token matches
// the joined text exactly when it matches one of its parts, since tokens hold no spaces (see
// text-search.ts). EXPLAIN of these statements: docs/performance.md.
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import type { ApartmentFilters } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';
import type { ApartmentsTable, Database } from '../db/schema.ts';
import { type ApartmentRow, apartmentRows } from './apartment-rows.ts';
import { availableExpression, type Period } from './availability.ts';
import { resolveAmenities, resolveType } from './filter-lookup.ts';
import { countKey, hasKeptTotal, keepTotal, keptTotal } from './search-count.ts';
import { foldedText, matchesAllTokens, searchTokens } from './text-search.ts';

const eb = expressionBuilder<Database & { a: ApartmentsTable }, 'a'>();

/** The catalogue's revision (migration 0005), read in the statement that selects it. */
const catalogueRevision = (c: { selectFrom: typeof eb.selectFrom }) =>
  c.selectFrom('catalogue_revision').select('revision');

/** Buildings whose place text (name, neighbourhood, city, state name, UF) holds every token. */
function buildingsMatching(tokens: readonly string[]) {
  return eb
    .selectFrom('enterprises as e')
    .innerJoin('cities as c', 'c.id', 'e.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select('e.id')
    .where((w) =>
      matchesAllTokens(
        w,
        foldedText(w, [
          w.ref('e.name'),
          w.ref('e.neighborhood'),
          w.ref('c.name'),
          w.ref('s.name'),
          w.ref('s.uf'),
        ]),
        tokens,
      ),
    );
}

/** Unit types whose name holds the token. */
function typesMatching(token: string) {
  return eb
    .selectFrom('apartment_types as t')
    .select('t.id')
    .where((w) => matchesAllTokens(w, foldedText(w, [w.ref('t.name')]), [token]));
}

/** The search box: every token in the place, the unit's name or its type. */
function textMatches(tokens: readonly string[]): Expression<SqlBool> {
  return eb.and(
    tokens.map((token) =>
      eb.or([
        eb('a.enterprise_id', 'in', buildingsMatching([token])),
        eb('a.apartment_type_id', 'in', typesMatching(token)),
        matchesAllTokens(eb, foldedText(eb, [eb.ref('a.name')]), [token]),
      ]),
    ),
  );
}

async function conditions(db: DB, f: ApartmentFilters): Promise<Expression<SqlBool>[]> {
  const where: Expression<SqlBool>[] = [];
  if (f.q) {
    const tokens = searchTokens(f.q);
    if (tokens.length) where.push(textMatches(tokens));
  }
  if (f.location) {
    if (/^\d{1,9}$/.test(f.location)) where.push(eb('a.enterprise_id', '=', Number(f.location)));
    else {
      const tokens = searchTokens(f.location);
      if (tokens.length) where.push(eb('a.enterprise_id', 'in', buildingsMatching(tokens)));
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

type Ordered<Q> = { orderBy(...args: never[]): Q };

/** The page order: by price, or by relevance (what can be hired for the period first); then id. */
function ordered<Q extends Ordered<Q>>(query: Q, f: ApartmentFilters): Q {
  const q = query as unknown as {
    orderBy(ref: string, dir: 'asc' | 'desc'): typeof q;
  };
  const sorted =
    f.order === 'price_asc'
      ? q.orderBy('a.price_hosting', 'asc')
      : f.order === 'price_desc'
        ? q.orderBy('a.price_hosting', 'desc')
        : q.orderBy('available', 'desc').orderBy('a.relevance', 'desc');
  return sorted.orderBy('a.id', 'asc') as unknown as Q;
}

/** The two statements of a search page, built but not run (bench/explain.ts prints their plans). */
export async function searchStatements(db: DB, f: ApartmentFilters) {
  const where = eb.and(await conditions(db, f));
  const period: Period | undefined =
    f.checkin && f.checkout ? { checkin: f.checkin, checkout: f.checkout } : undefined;
  const available = availableExpression(period);
  // The revision in the same statement (one snapshot): the total is the catalogue's at it.
  const count = db
    .selectFrom('apartments as a')
    .select((c) => [c.fn.countAll<number>().as('total'), catalogueRevision(c).as('revision')])
    .where(where);
  // The page's ids from the units table alone; the joins then run for those rows only.
  const ids = ordered(
    db
      .selectFrom('apartments as a')
      .select(['a.id', available.$castTo<boolean>().as('available')])
      .where(where),
    f,
  )
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  const page = ordered(
    apartmentRows(db, available)
      .select((c) => catalogueRevision(c).as('catalogue_revision'))
      .where('a.id', 'in', db.selectFrom(ids.as('p')).select('p.id')),
    f,
  );
  return { count, page };
}

export async function searchApartments(db: DB, f: ApartmentFilters): Promise<SearchPage> {
  const { count, page } = await searchStatements(db, f);
  const key = countKey(f);
  const countNow = async () => {
    const counted = await count.executeTakeFirstOrThrow();
    const total = Number(counted.total);
    keepTotal(db, key, { total, revision: Number(counted.revision) });
    return total;
  };
  if (hasKeptTotal(db, key)) {
    const rows = await page.execute();
    const revision = rows[0] && Number(rows[0].catalogue_revision);
    return { rows, total: keptTotal(db, key, revision) ?? (await countNow()) };
  }
  // Independent statements: on a PostgreSQL pool they run side by side.
  const [total, rows] = await Promise.all([countNow(), page.execute()]);
  return { rows, total };
}
