// The public catalogue: search with filters, order, pagination and availability by dates; unit
// detail; blocked dates; unit types; locations; 'for you'. Expected values come from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Apartment,
  apartmentListResponse,
  apartmentResponse,
  apartmentsResponse,
  apartmentTypesResponse,
  blockDatesResponse,
  FOR_YOU_SIZE,
  locationsResponse,
} from '../../src/api/catalogue.ts';
import { validationErrorBody } from '../../src/api/common.ts';
import { formatDateBr } from '../../src/domain/calendar-day.ts';
import { today } from '../../src/domain/dates.ts';
import { searchName } from '../../src/domain/search-text.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const day = (offset: number) => today().add({ days: offset }).toString();

async function list(params: Record<string, string | number> = {}, token?: string) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await api.request('GET', `/enterprise/apartment/list?${qs}`, token ? { token } : {});
  expect(res.status, await res.clone().text()).toBe(200);
  return apartmentListResponse.parse(await res.json());
}

/** Every unit matching `params`, across all pages. */
async function listAll(params: Record<string, string | number> = {}, token?: string) {
  const first = await list({ ...params, perPage: 100 }, token);
  const items = [...first.data];
  for (let page = 2; page <= first.meta.pagination.total_pages; page++) {
    items.push(...(await list({ ...params, perPage: 100, page }, token)).data);
  }
  expect(items.length).toBe(first.meta.pagination.total);
  return items;
}

async function listError(params: Record<string, string>) {
  const res = await api.request('GET', `/enterprise/apartment/list?${new URLSearchParams(params)}`);
  expect(res.status).toBe(422);
  return validationErrorBody.parse(await res.json());
}

const ids = (items: readonly { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);

/** Ids of units matching a where-clause, straight from the database. */
async function dbIds(
  where: (qb: ReturnType<typeof unitsQuery>) => ReturnType<typeof unitsQuery> = (qb) => qb,
) {
  const rows = await where(unitsQuery()).select('a.id').orderBy('a.id').execute();
  return rows.map((r) => r.id);
}
const unitsQuery = () =>
  api.db
    .selectFrom('apartments as a')
    .innerJoin('enterprises as e', 'e.id', 'a.enterprise_id')
    .innerJoin('apartment_types as t', 't.id', 'a.apartment_type_id')
    .innerJoin('cities as c', 'c.id', 'e.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id');

/** The searchable names of every unit. */
const textRows = () =>
  unitsQuery()
    .select([
      'a.id',
      'a.name',
      'e.name as building',
      'e.neighborhood',
      't.name as type',
      'c.name as city',
      's.name as state',
      's.uf',
    ])
    .execute();
type TextRow = Awaited<ReturnType<typeof textRows>>[number];

/**
 * An independent statement of the text rule: every typed word (connectives aside) starts a word
 * of the unit's text, accents and case ignored; one- and two-letter words must be whole words.
 */
function expectedMatch(rows: readonly TextRow[], q: string, fields: (r: TextRow) => (string | null)[]) {
  const words = searchName(q)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['de', 'da', 'do', 'das', 'dos', 'e'].includes(w));
  return rows
    .filter((r) => {
      const text = searchName(fields(r).join(' ')).split(/[^a-z0-9]+/);
      return words.every((w) => text.some((t) => (w.length <= 2 ? t === w : t.startsWith(w))));
    })
    .map((r) => r.id)
    .sort((x, y) => x - y);
}

/** Whether the unit can be hired for [checkin, checkout), computed independently of the API. */
async function freeFor(id: number, checkin: string, checkout: string) {
  const unit = await api.db
    .selectFrom('apartments')
    .select('is_rented')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const blocked = await api.db
    .selectFrom('apartment_blocked_dates')
    .select('date')
    .where('apartment_id', '=', id)
    .execute();
  const contracts = await api.db
    .selectFrom('contracts')
    .select(['check_in', 'check_out', 'contract_status_id'])
    .where('apartment_id', '=', id)
    .execute();
  const packages = await api.db
    .selectFrom('platform_reservations')
    .select(['checkin', 'checkout'])
    .where('apartment_id', '=', id)
    .where('contract_id', 'is', null)
    .execute();
  return (
    !unit.is_rented &&
    !blocked.some((b) => b.date >= checkin && b.date < checkout) &&
    !contracts.some(
      (k) => ![5, 6].includes(k.contract_status_id) && k.check_in < checkout && k.check_out > checkin,
    ) &&
    !packages.some((p) => p.checkin < checkout && p.checkout > checkin)
  );
}

/** Units with nothing booked or blocked: safe to set up date scenarios on. */
async function quietUnits(count: number) {
  const rows = await api.db
    .selectFrom('apartments as a')
    .select(['a.id', 'a.enterprise_id'])
    .where('a.is_rented', '=', false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('apartment_blocked_dates as b')
            .select('b.date')
            .whereRef('b.apartment_id', '=', 'a.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('contracts as k').select('k.id').whereRef('k.apartment_id', '=', 'a.id')),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('platform_reservations as p').select('p.id').whereRef('p.apartment_id', '=', 'a.id'),
        ),
      ),
    )
    .orderBy('a.id', 'desc')
    .limit(count)
    .execute();
  expect(rows.length).toBe(count);
  return rows;
}

let contractSeq = 0;
async function insertContract(
  apartmentId: number,
  userId: number,
  checkIn: string,
  checkOut: string,
  status: number,
) {
  contractSeq++;
  await api.db
    .insertInto('contracts')
    .values({
      human_contract_id: `TEST-${Date.now()}-${contractSeq}`,
      user_id: userId,
      apartment_id: apartmentId,
      contract_status_id: status,
      payment_form_id: 1,
      check_in: checkIn,
      check_out: checkOut,
      price_hosting: 2500,
      price_per_day: 120,
      price_entry_cost: 300,
      total: 2800,
    })
    .execute();
}

describe('GET /enterprise/apartment/list: shape and defaults', () => {
  it('answers every unit in pages of 100 with the Apartment shape', async () => {
    const body = await list();
    const total = (await dbIds()).length;
    expect(total).toBeGreaterThan(100);
    expect(body.meta.pagination).toEqual({
      total,
      total_pages: Math.ceil(total / 100),
      current_page: 1,
      per_page: 100,
    });
    expect(body.data).toHaveLength(100);
    const rows = await api.db
      .selectFrom('apartments')
      .selectAll()
      .where(
        'id',
        'in',
        body.data.map((a) => a.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const unit of body.data) {
      const row = byId.get(unit.id);
      if (!row) throw new Error(`unit ${unit.id} not in the database`);
      expect(unit.images.length).toBeLessThanOrEqual(5);
      expect(unit.imagesThumbnail.length).toBe(unit.images.length);
      expect(unit.beds).toBe(unit.singleBed + unit.doubleBed);
      expect(unit.price).toBe(unit.priceHosting);
      expect(unit.priceHosting).toBe(row.price_hosting);
      expect(unit.pricePerDay).toBe(row.price_per_day);
      expect(unit.type).toEqual(unit.apartamentType);
      expect(unit.enterpriseId).toBe(unit.enterprise.data.id);
      expect(unit.displayName).toBe(row.name ?? `Tokaas - ${String(row.id).padStart(4, '0')}`);
      expect(unit.favorited).toBeNull();
      expect(unit.canRenew).toBe(false);
      // Without dates availability is today's: not rented.
      expect(unit.isRented).toBe(row.is_rented);
      expect(unit.available).toBe(!row.is_rented);
      expect(unit.preBookable).toBe(row.pre_bookable);
      expect(unit.soon_release).toBe(row.soon_release);
      expect(unit.enterprise.data).not.toHaveProperty('pointsInterest');
      expect(unit).not.toHaveProperty('amenities');
    }
  });

  it('shows at most 5 images on list items, in order, and every image on the detail', async () => {
    const [unit] = await quietUnits(1);
    if (!unit) throw new Error('no unit');
    await api.db
      .insertInto('apartment_images')
      .values(
        [90, 91, 92, 93, 94, 95].map((position) => ({
          apartment_id: unit.id,
          image: `/media/catalogue/extra-${position}.webp`,
          thumbnail: `/media/catalogue/thumbs/extra-${position}.webp`,
          title: 'Extra',
          position,
        })),
      )
      .execute();
    const all = await api.db
      .selectFrom('apartment_images')
      .select(['image', 'title'])
      .where('apartment_id', '=', unit.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(all.length).toBeGreaterThan(5);
    const listed = (await listAll({ enterprise_id: unit.enterprise_id })).find((u) => u.id === unit.id);
    expect(listed?.images).toEqual(all.slice(0, 5));
    const detail = await api.request('GET', `/enterprise/apartment/find/${unit.id}`);
    expect(apartmentResponse.parse(await detail.json()).data.images).toEqual(all);
  });

  it('adds amenities when asked with include=amenities', async () => {
    const body = await list({ include: 'amenities,favorited', perPage: 20 });
    const rows = await api.db
      .selectFrom('apartment_amenities')
      .select(['apartment_id', 'amenity_id'])
      .where(
        'apartment_id',
        'in',
        body.data.map((a) => a.id),
      )
      .execute();
    for (const unit of body.data) {
      expect(unit.amenities?.data.map((m) => m.id).sort()).toEqual(
        rows
          .filter((r) => r.apartment_id === unit.id)
          .map((r) => r.amenity_id)
          .sort(),
      );
    }
  });
});

describe('pagination', () => {
  it('splits the result into pages of perPage, the last one holding the rest', async () => {
    const perPage = 7;
    const first = await list({ perPage });
    const { total, total_pages } = first.meta.pagination;
    expect(total_pages).toBe(Math.ceil(total / perPage));
    const seen: number[] = [];
    for (let page = 1; page <= total_pages; page++) {
      const body = await list({ perPage, page });
      expect(body.meta.pagination).toEqual({ total, total_pages, current_page: page, per_page: perPage });
      expect(body.data.length).toBe(page < total_pages ? perPage : total - perPage * (total_pages - 1));
      seen.push(...body.data.map((u) => u.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.sort((a, b) => a - b)).toEqual(await dbIds());
  });

  it('answers an empty page beyond the end, keeping the total', async () => {
    const total = (await dbIds()).length;
    const body = await list({ perPage: 50, page: Math.ceil(total / 50) + 1 });
    expect(body.data).toEqual([]);
    expect(body.meta.pagination.total).toBe(total);
  });

  it('an empty result is one empty page', async () => {
    const body = await list({ q: 'Manaus' });
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toEqual({ total: 0, total_pages: 1, current_page: 1, per_page: 100 });
  });

  it('counts again after every change to the catalogue: a kept total is never stale', async () => {
    const [unit] = await quietUnits(1);
    if (!unit) throw new Error('no quiet unit');
    const original = await api.db
      .selectFrom('apartments')
      .select(['price_hosting', 'name'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    const amenity = await api.db
      .selectFrom('amenities')
      .select(['id', 'slug'])
      .where('id', 'not in', (eb) =>
        eb.selectFrom('apartment_amenities').select('amenity_id').where('apartment_id', '=', unit.id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const priced = { price_min: 19_990, price_max: 20_000, perPage: 5 };
    const total = async (params: Record<string, string | number>) =>
      (await list(params)).meta.pagination.total;
    try {
      const before = await total(priced);
      expect(await total(priced)).toBe(before);
      await api.db
        .updateTable('apartments')
        .set({ price_hosting: 19_995 })
        .where('id', '=', unit.id)
        .execute();
      expect(await total(priced)).toBe(before + 1);
      // A page beyond the end reads no revision: it is counted as well.
      expect((await list({ ...priced, page: 1000 })).meta.pagination.total).toBe(before + 1);
      await api.db
        .updateTable('apartments')
        .set({ price_hosting: original.price_hosting })
        .where('id', '=', unit.id)
        .execute();
      expect(await total(priced)).toBe(before);

      const withAmenity = await total({ amenities: amenity.slug, perPage: 5 });
      await api.db
        .insertInto('apartment_amenities')
        .values({ apartment_id: unit.id, amenity_id: amenity.id })
        .execute();
      expect(await total({ amenities: amenity.slug, perPage: 5 })).toBe(withAmenity + 1);

      const named = await total({ q: 'Quarto Revisado', perPage: 5 });
      await api.db
        .updateTable('apartments')
        .set({ name: 'Quarto Revisado' })
        .where('id', '=', unit.id)
        .execute();
      expect(await total({ q: 'Quarto Revisado', perPage: 5 })).toBe(named + 1);
    } finally {
      await api.db
        .updateTable('apartments')
        .set({ price_hosting: original.price_hosting, name: original.name })
        .where('id', '=', unit.id)
        .execute();
      await api.db
        .deleteFrom('apartment_amenities')
        .where('apartment_id', '=', unit.id)
        .where('amenity_id', '=', amenity.id)
        .execute();
    }
  });

  it('refuses perPage over 100, zero or not a number, and a bad page, in Portuguese', async () => {
    for (const perPage of ['101', '0', 'dez', '-5', '1.5']) {
      expect((await listError({ perPage })).errors).toEqual({
        perPage: ['O campo por página deve ser um número inteiro entre 1 e 100.'],
      });
    }
    for (const page of ['0', 'abc', '2.5']) {
      expect((await listError({ page })).errors).toEqual({
        page: ['O campo página deve ser um número inteiro maior que zero.'],
      });
    }
  });
});

describe('order', () => {
  it('price_asc and price_desc are sorted by the monthly price across pages', async () => {
    const asc = (await listAll({ order: 'price_asc' })).map((u) => u.priceHosting);
    const desc = (await listAll({ order: 'price_desc' })).map((u) => u.priceHosting);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc.length).toBe(desc.length);
  });

  it('relevance (the default) puts available units first, then the best ranked', async () => {
    const items = await listAll();
    const firstTaken = items.findIndex((u) => !u.available);
    expect(firstTaken).toBeGreaterThan(0);
    expect(items.slice(firstTaken).every((u) => !u.available)).toBe(true);
    const relevance = new Map(
      (await api.db.selectFrom('apartments').select(['id', 'relevance']).execute()).map((r) => [
        r.id,
        r.relevance,
      ]),
    );
    const free = items.slice(0, firstTaken).map((u) => relevance.get(u.id) as number);
    expect(free).toEqual([...free].sort((a, b) => b - a));
    expect(ids(await listAll({ order: 'relevance' }))).toEqual(ids(items));
  });

  it('refuses an unknown order', async () => {
    expect((await listError({ order: 'cheapest' })).errors).toEqual({
      order: ['A ordenação deve ser relevance, price_asc ou price_desc.'],
    });
  });
});

describe('filters', () => {
  it('price_min and price_max bound the monthly price', async () => {
    const prices = (await api.db.selectFrom('apartments').select('price_hosting').execute())
      .map((r) => r.price_hosting)
      .sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 4)] as number;
    const max = prices[Math.floor((prices.length * 3) / 4)] as number;
    const items = await listAll({ price_min: min, price_max: max });
    expect(items.every((u) => u.priceHosting >= min && u.priceHosting <= max)).toBe(true);
    expect(ids(items)).toEqual(
      await dbIds((qb) => qb.where('a.price_hosting', '>=', min).where('a.price_hosting', '<=', max)),
    );
    const onlyMin = await listAll({ price_min: max });
    expect(ids(onlyMin)).toEqual(await dbIds((qb) => qb.where('a.price_hosting', '>=', max)));
    expect((await list({ price_min: 0, price_max: 20000 })).meta.pagination.total).toBe(prices.length);
  });

  it('refuses prices outside 0–20000 and a minimum above the maximum', async () => {
    expect((await listError({ price_max: '20001' })).errors).toEqual({
      price_max: ['O preço máximo deve ser um valor entre 0 e 20000.'],
    });
    expect((await listError({ price_min: '-1' })).errors).toEqual({
      price_min: ['O preço mínimo deve ser um valor entre 0 e 20000.'],
    });
    expect((await listError({ price_min: 'barato' })).errors.price_min).toBeDefined();
    expect((await listError({ price_min: '3000', price_max: '2000' })).errors).toEqual({
      price_min: ['O preço mínimo não pode ser maior que o preço máximo.'],
    });
  });

  it('type accepts an id, a slug or a name; Todos means every type; unknown is a 422', async () => {
    const types = await api.db.selectFrom('apartment_types').selectAll().orderBy('id').execute();
    for (const type of types) {
      const expected = await dbIds((qb) => qb.where('a.apartment_type_id', '=', type.id));
      for (const key of [String(type.id), type.slug, type.name]) {
        const items = await listAll({ type: key });
        expect(items.every((u) => u.apartamentType.id === type.id)).toBe(true);
        expect(ids(items)).toEqual(expected);
      }
    }
    const all = (await dbIds()).length;
    expect((await list({ type: 'Todos' })).meta.pagination.total).toBe(all);
    expect((await listError({ type: 'castelo' })).errors).toEqual({
      type: ['Tipo de imóvel não encontrado.'],
    });
  });

  it('people, rooms and bathrooms are minimums', async () => {
    const cases = [
      ['people', 'residents', 3],
      ['rooms', 'rooms', 2],
      ['bathrooms', 'bathrooms', 2],
    ] as const;
    for (const [param, column, n] of cases) {
      const items = await listAll({ [param]: n });
      const field = param === 'people' ? 'residents' : param;
      expect(items.every((u) => u[field] >= n)).toBe(true);
      const expected = await dbIds((qb) => qb.where(`a.${column}`, '>=', n));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(items)).toEqual(expected);
    }
    expect((await list({ people: 0 })).meta.pagination.total).toBe((await dbIds()).length);
    expect((await listError({ people: '13' })).errors).toEqual({
      people: ['O número de pessoas deve ser um número inteiro entre 0 e 12.'],
    });
    expect((await listError({ rooms: 'dois' })).errors).toEqual({
      rooms: ['O número de quartos deve ser um número inteiro entre 0 e 12.'],
    });
    expect((await listError({ bathrooms: '-1' })).errors).toEqual({
      bathrooms: ['O número de banheiros deve ser um número inteiro entre 0 e 12.'],
    });
  });

  it('pets=true keeps only units that accept pets; false does not filter', async () => {
    const items = await listAll({ pets: 'true' });
    expect(items.every((u) => u.pets)).toBe(true);
    const expected = await dbIds((qb) => qb.where('a.pets_allowed', '=', true));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(expected);
    expect(ids(await listAll({ pets: '1' }))).toEqual(expected);
    expect((await list({ pets: 'false' })).meta.pagination.total).toBe((await dbIds()).length);
    expect((await listError({ pets: 'talvez' })).errors).toEqual({
      pets: ['O campo pets deve ser true ou false.'],
    });
  });

  it('amenities (ids or slugs) keeps units that have all of them', async () => {
    const withAll = (amenityIds: number[]) =>
      dbIds((qb) =>
        qb.where(({ and, exists, selectFrom }) =>
          and(
            amenityIds.map((amenityId) =>
              exists(
                selectFrom('apartment_amenities as aa')
                  .select('aa.apartment_id')
                  .whereRef('aa.apartment_id', '=', 'a.id')
                  .where('aa.amenity_id', '=', amenityId),
              ),
            ),
          ),
        ),
      );
    const amenities = await api.db.selectFrom('amenities').selectAll().orderBy('id').execute();
    const piscina = amenities.find((a) => a.slug === 'piscina');
    const wifi = amenities.find((a) => a.slug === 'wifi');
    if (!piscina || !wifi) throw new Error('amenity catalogue missing');
    const items = await listAll({ amenities: `${wifi.id},piscina`, include: 'amenities' });
    expect(items.length).toBeGreaterThan(0);
    for (const unit of items) {
      const have = unit.amenities?.data.map((m) => m.slug) ?? [];
      expect(have).toContain('wifi');
      expect(have).toContain('piscina');
    }
    expect(ids(items)).toEqual(await withAll([wifi.id, piscina.id]));
    for (const amenity of amenities) {
      expect(ids(await listAll({ amenities: amenity.slug }))).toEqual(await withAll([amenity.id]));
    }
    expect((await listError({ amenities: 'wifi,sauna' })).errors).toEqual({
      amenities: ['Comodidade não encontrada: sauna.'],
    });
  });

  it('enterprise_id and a numeric location keep one building', async () => {
    const building = await api.db
      .selectFrom('enterprises')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const expected = await dbIds((qb) => qb.where('a.enterprise_id', '=', building.id));
    expect(expected.length).toBeGreaterThan(0);
    for (const params of [{ enterprise_id: building.id }, { location: building.id }] as Record<
      string,
      number
    >[]) {
      const items = await listAll(params);
      expect(
        items.every((u) => u.enterpriseId === building.id && u.enterprise.data.name === building.name),
      ).toBe(true);
      expect(ids(items)).toEqual(expected);
    }
    expect((await list({ enterprise_id: 999_999 })).meta.pagination.total).toBe(0);
    expect((await listError({ enterprise_id: 'abc' })).errors).toEqual({
      enterprise_id: ['O empreendimento informado não é válido.'],
    });
  });

  it('a location name matches neighbourhood, building, city or state, without accents', async () => {
    const rows = await textRows();
    const hood = (rows.find((r) => /[ãáéíóúç]/i.test(r.neighborhood)) ?? rows[0])?.neighborhood as string;
    const expected = expectedMatch(rows, hood, (r) => [r.building, r.neighborhood, r.city, r.state, r.uf]);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await listAll({ location: hood }))).toEqual(expected);
    expect(ids(await listAll({ location: searchName(hood).toUpperCase() }))).toEqual(expected);
    // The unit's own name and type are not places.
    expect((await list({ location: 'Container' })).meta.pagination.total).toBe(
      expectedMatch(rows, 'Container', (r) => [r.building, r.neighborhood, r.city, r.state, r.uf]).length,
    );
    expect((await list({ location: 'São Paulo' })).meta.pagination.total).toBe(rows.length);
  });

  it("q finds units by state name or UF ('SP', 'São Paulo'), accent- and case-insensitively", async () => {
    const inSp = await dbIds((qb) => qb.where('s.uf', '=', 'SP'));
    for (const q of ['SP', 'sp', 'São Paulo', 'sao paulo', 'SAO PAULO', 'São Paulo - SP']) {
      expect(ids(await listAll({ q })), q).toEqual(inSp);
    }
    for (const q of ['Rio de Janeiro', 'Bahia', 'RJ', 'zzzz']) {
      expect((await list({ q })).meta.pagination.total, q).toBe(0);
    }
  });

  it('q matches neighbourhood, building, type and unit names by word prefix', async () => {
    const rows = await textRows();
    const everything = (r: TextRow) => [r.building, r.neighborhood, r.city, r.state, r.uf, r.name, r.type];
    const hood = (rows.find((r) => /[ãáéíóúç]/i.test(r.neighborhood)) ?? rows[0])?.neighborhood as string;
    for (const q of [hood, searchName(hood), 'container', 'Casa mobiliada', 'studios', 'Studio', 'apart']) {
      const expected = expectedMatch(rows, q, everything);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(ids(await listAll({ q })), q).toEqual(expected);
    }
    const combined = `${hood} apartamento`;
    expect(ids(await listAll({ q: combined }))).toEqual(expectedMatch(rows, combined, everything));
  });

  it('combines filters and ignores regex and SQL characters in the text', async () => {
    const items = await listAll({ q: 'SP', type: 'apartamento', rooms: 1, pets: 'true', order: 'price_asc' });
    expect(ids(items)).toEqual(
      await dbIds((qb) =>
        qb.where('t.slug', '=', 'apartamento').where('a.rooms', '>=', 1).where('a.pets_allowed', '=', true),
      ),
    );
    for (const q of ['.*', "'; drop table apartments; --", '(', '\\', '%', '[a-']) {
      const res = await api.request('GET', `/enterprise/apartment/list?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect((await listError({ q: 'x'.repeat(121) })).errors).toEqual({
      q: ['A busca deve ter no máximo 120 caracteres.'],
    });
  });
});

describe('availability by dates', () => {
  let a: { id: number; enterprise_id: number };
  let b: { id: number; enterprise_id: number };
  let c: { id: number; enterprise_id: number };
  // Far beyond the seed's blocked-date window, so only what this test inserts counts.
  const base = 400;

  beforeAll(async () => {
    [a, b, c] = (await quietUnits(3)) as [typeof a, typeof b, typeof c];
    const resident = await newResident(api);
    await api.db
      .insertInto('apartment_blocked_dates')
      .values({ apartment_id: a.id, date: day(base + 10) })
      .execute();
    // A past blocked day is history: never listed.
    await api.db
      .insertInto('apartment_blocked_dates')
      .values({ apartment_id: a.id, date: day(-3) })
      .execute();
    await insertContract(b.id, resident.id, day(base + 20), day(base + 40), 4);
    await insertContract(c.id, resident.id, day(base + 20), day(base + 40), 5);
    // A finished contract frees its nights too.
    await insertContract(c.id, resident.id, day(base + 50), day(base + 60), 6);
  });

  const status = async (unit: { id: number; enterprise_id: number }, checkin: string, checkout: string) => {
    const items = await listAll({ enterprise_id: unit.enterprise_id, checkin, checkout });
    const found = items.find((u) => u.id === unit.id);
    if (!found) throw new Error(`unit ${unit.id} missing from its building's list`);
    return { isRented: found.isRented, available: found.available };
  };
  const taken = { isRented: true, available: false };
  const free = { isRented: false, available: true };

  it('a blocked date inside [checkin, checkout) makes the unit unavailable', async () => {
    expect(await status(a, day(base + 5), day(base + 15))).toEqual(taken);
    expect(await status(a, day(base + 10), day(base + 11))).toEqual(taken);
    // The check-out day is not a night of the stay.
    expect(await status(a, day(base + 5), day(base + 10))).toEqual(free);
    expect(await status(a, day(base + 11), day(base + 20))).toEqual(free);
  });

  it('a live contract overlapping the period makes the unit unavailable; cancelled and finished do not', async () => {
    expect(await status(b, day(base + 25), day(base + 30))).toEqual(taken);
    expect(await status(b, day(base + 10), day(base + 21))).toEqual(taken);
    expect(await status(b, day(base + 39), day(base + 45))).toEqual(taken);
    expect(await status(b, day(base + 40), day(base + 45))).toEqual(free);
    expect(await status(b, day(base + 5), day(base + 20))).toEqual(free);
    expect(await status(c, day(base + 25), day(base + 30))).toEqual(free);
    expect(await status(c, day(base + 45), day(base + 55))).toEqual(free);
  });

  it('contracts in every holding status block (1, 2, 3, 4, 7)', async () => {
    const [unit] = await quietUnits(1);
    if (!unit) throw new Error('no unit');
    const resident = await newResident(api);
    for (const [i, statusId] of [1, 2, 3, 7].entries()) {
      const start = base + 100 + i * 10;
      await insertContract(unit.id, resident.id, day(start), day(start + 5), statusId);
      expect(await status(unit, day(start + 1), day(start + 2)), `status ${statusId}`).toEqual(taken);
    }
  });

  it('a partner package not yet hired holds its nights; once hired its contract does, and a cancelled hire frees them', async () => {
    const [unit] = await quietUnits(1);
    if (!unit) throw new Error('no unit');
    const start = base + 200;
    const [pkg] = await api.db
      .insertInto('platform_reservations')
      .values({
        hash: `TEST-PACOTE-${unit.id}`,
        platform: 'Parceiro de teste',
        apartment_id: unit.id,
        checkin: day(start),
        checkout: day(start + 10),
        beds: 1,
        price: 1000,
        paid: true,
      })
      .returning('id')
      .execute();
    if (!pkg) throw new Error('no package');
    expect(await status(unit, day(start + 5), day(start + 20))).toEqual(taken);
    expect(await status(unit, day(start - 5), day(start + 1))).toEqual(taken);
    expect(await status(unit, day(start + 10), day(start + 20))).toEqual(free);
    expect(await status(unit, day(start - 5), day(start))).toEqual(free);

    const resident = await newResident(api);
    await insertContract(unit.id, resident.id, day(start), day(start + 10), 4);
    const contract = await api.db
      .selectFrom('contracts')
      .select('id')
      .where('apartment_id', '=', unit.id)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('platform_reservations')
      .set({ contract_id: contract.id })
      .where('id', '=', pkg.id)
      .execute();
    expect(await status(unit, day(start + 5), day(start + 20))).toEqual(taken);
    await api.db
      .updateTable('contracts')
      .set({ contract_status_id: 5 })
      .where('id', '=', contract.id)
      .execute();
    expect(await status(unit, day(start + 5), day(start + 20))).toEqual(free);
  });

  it('DD/MM/YYYY and YYYY-MM-DD give the same answer', async () => {
    const br = await listAll({
      checkin: formatDateBr(day(base + 5)),
      checkout: formatDateBr(day(base + 15)),
    });
    const iso = await listAll({ checkin: day(base + 5), checkout: day(base + 15) });
    expect(br).toEqual(iso);
  });

  it('every unit agrees with an independent check, and relevance lists the available ones first', async () => {
    const checkin = day(base + 8);
    const checkout = day(base + 30);
    const items = await listAll({ checkin, checkout });
    for (const unit of items) {
      const expected = await freeFor(unit.id, checkin, checkout);
      expect(unit.available, `unit ${unit.id}`).toBe(expected);
      expect(unit.isRented).toBe(!expected);
    }
    const firstTaken = items.findIndex((u) => !u.available);
    expect(items.slice(firstTaken).every((u) => !u.available)).toBe(true);
    expect(items.find((u) => u.id === a.id)?.available).toBe(false);
    expect(items.find((u) => u.id === b.id)?.available).toBe(false);
  });

  it('rented units are unavailable for any period', async () => {
    const rented = await api.db
      .selectFrom('apartments')
      .select(['id', 'enterprise_id'])
      .where('is_rented', '=', true)
      .executeTakeFirst();
    if (!rented) return;
    expect(await status(rented, day(base + 300), day(base + 301))).toEqual(taken);
  });

  it('refuses a check-in in the past, a check-out not after it, a lone date and a non-date', async () => {
    expect((await listError({ checkin: day(-1), checkout: day(5) })).errors).toEqual({
      checkin: ['A data de check-in não pode estar no passado.'],
    });
    expect((await listError({ checkin: day(10), checkout: day(10) })).errors).toEqual({
      checkout: ['A data de check-out deve ser posterior à data de check-in.'],
    });
    expect((await listError({ checkin: day(10), checkout: day(3) })).errors).toEqual({
      checkout: ['A data de check-out deve ser posterior à data de check-in.'],
    });
    expect((await listError({ checkin: day(10) })).errors).toEqual({
      checkout: ['Informe também a data de check-out.'],
    });
    expect((await listError({ checkout: day(10) })).errors).toEqual({
      checkin: ['Informe também a data de check-in.'],
    });
    expect((await listError({ checkin: '31/02/2030', checkout: day(10) })).errors).toEqual({
      checkin: ['A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.'],
    });
    expect((await listError({ checkin: day(3), checkout: 'amanhã' })).errors).toEqual({
      checkout: ['A data de check-out não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.'],
    });
    // Today is fine; empty values mean "no dates".
    expect((await list({ checkin: day(0), checkout: day(1), perPage: 1 })).data).toHaveLength(1);
    expect((await list({ checkin: '', checkout: '', perPage: 1 })).data).toHaveLength(1);
  });

  describe('GET /enterprise/apartment/block-dates/{id}', () => {
    const blockDates = async (id: number | string) => {
      const res = await api.request('GET', `/enterprise/apartment/block-dates/${id}`);
      expect(res.status).toBe(200);
      return blockDatesResponse.parse(await res.json()).data;
    };

    it('lists blocked days from today on, and every night of live contracts', async () => {
      const aDates = await blockDates(a.id);
      expect(aDates).toContain(day(base + 10));
      expect(aDates).not.toContain(day(-3));
      const bDates = await blockDates(b.id);
      for (let n = 20; n < 40; n++) expect(bDates).toContain(day(base + n));
      expect(bDates).not.toContain(day(base + 40));
      expect(bDates).not.toContain(day(base + 19));
      expect(bDates).toEqual([...new Set(bDates)].sort());
      const cDates = await blockDates(c.id);
      expect(cDates).not.toContain(day(base + 25));
      expect(cDates).not.toContain(day(base + 55));
    });

    it('matches the database for every seeded unit with blocked days', async () => {
      const rows = await api.db
        .selectFrom('apartment_blocked_dates')
        .select(['apartment_id', 'date'])
        .where('date', '>=', day(0))
        .orderBy('date')
        .execute();
      const unitIds = [...new Set(rows.map((r) => r.apartment_id))].slice(0, 5);
      for (const id of unitIds) {
        const contracts = await api.db
          .selectFrom('contracts')
          .select('id')
          .where('apartment_id', '=', id)
          .where('contract_status_id', 'not in', [5, 6])
          .execute();
        if (contracts.length) continue;
        expect(await blockDates(id)).toEqual(rows.filter((r) => r.apartment_id === id).map((r) => r.date));
      }
    });

    it('a contract that started in the past lists only its nights from today', async () => {
      const [unit] = await quietUnits(1);
      if (!unit) throw new Error('no unit');
      const resident = await newResident(api);
      await insertContract(unit.id, resident.id, day(-5), day(3), 4);
      expect(await blockDates(unit.id)).toEqual([day(0), day(1), day(2)]);
      // And the unit is unavailable for a period overlapping it.
      expect(await status(unit, day(1), day(10))).toEqual(taken);
      expect(await status(unit, day(3), day(10))).toEqual(free);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
        const res = await api.request('GET', `/enterprise/apartment/block-dates/${id}`);
        expect(res.status, id).toBe(404);
        expect(await res.json()).toEqual({ message: 'Unidade não encontrada.', code: 'NotFound' });
      }
    });
  });
});

describe('GET /enterprise/apartment/find/{id}', () => {
  it('answers the unit with every image, amenities, the building and its nearby places', async () => {
    const { id } = await api.db.selectFrom('apartments').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await api.request('GET', `/enterprise/apartment/find/${id}?include=amenities,enterprise`);
    expect(res.status).toBe(200);
    const unit = apartmentResponse.parse(await res.json()).data;
    expect(unit.id).toBe(id);
    const images = await api.db
      .selectFrom('apartment_images')
      .select(['image', 'thumbnail', 'title'])
      .where('apartment_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(unit.images).toEqual(images.map((i) => ({ image: i.image, title: i.title })));
    expect(unit.imagesThumbnail).toEqual(images.map((i) => ({ image: i.thumbnail, title: i.title })));
    const amenities = await api.db
      .selectFrom('apartment_amenities as aa')
      .innerJoin('amenities as m', 'm.id', 'aa.amenity_id')
      .select(['m.id', 'm.name', 'm.slug'])
      .where('aa.apartment_id', '=', id)
      .orderBy('m.id')
      .execute();
    expect(unit.amenities?.data).toEqual(amenities);
    const places = await api.db
      .selectFrom('points_of_interest')
      .select(['name', 'address', 'type'])
      .where('enterprise_id', '=', unit.enterpriseId)
      .execute();
    const poi = unit.enterprise.data.pointsInterest ?? [];
    expect(poi).toHaveLength(places.length);
    expect(new Set(poi.map((p) => p.type)).size).toBe(new Set(places.map((p) => p.type)).size);
    for (const place of poi) {
      expect(place).toHaveProperty('adress');
      expect(Number.isInteger(place.distance)).toBe(true);
    }
    expect(poi.map((p) => p.distance)).toEqual([...poi.map((p) => p.distance)].sort((x, y) => x - y));
    const building = await api.db
      .selectFrom('enterprises')
      .selectAll()
      .where('id', '=', unit.enterpriseId)
      .executeTakeFirstOrThrow();
    expect(unit.enterprise.data).toMatchObject({
      name: building.name,
      address: building.address,
      number: building.number,
      neighborhood: building.neighborhood,
      latitude: building.latitude,
      longitude: building.longitude,
      shortUrl: building.short_url,
      city: { name: 'São Paulo', state: 'SP' },
    });
  });

  it('omits amenities unless included', async () => {
    const res = await api.request('GET', '/enterprise/apartment/find/1');
    const unit = apartmentResponse.parse(await res.json()).data;
    expect(unit).not.toHaveProperty('amenities');
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-3', '2.5', '1e3', '99999999999', '%20']) {
      const res = await api.request('GET', `/enterprise/apartment/find/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: 'Unidade não encontrada.', code: 'NotFound' });
    }
  });
});

describe('favorited for the caller', () => {
  it('is filled for a signed-in caller and null for anonymous or a bad token', async () => {
    const resident = await newResident(api);
    const [first, second] = (await list({ perPage: 2 })).data as [Apartment, Apartment];
    const res = await api.request('POST', '/api/enterprise/apartment/favorites', {
      token: resident.token,
      body: { apartment_id: first.id },
    });
    const favoriteId = ((await res.json()) as { data: { id: number } }).data.id;

    const mine = await list({ perPage: 2 }, resident.token);
    expect(mine.data.find((u) => u.id === first.id)?.favorited).toEqual({ id: favoriteId });
    expect(mine.data.find((u) => u.id === second.id)?.favorited).toBeNull();

    const detail = await api.request('GET', `/enterprise/apartment/find/${first.id}`, {
      token: resident.token,
    });
    expect(apartmentResponse.parse(await detail.json()).data.favorited).toEqual({ id: favoriteId });

    const anonymous = await api.request('GET', `/enterprise/apartment/find/${first.id}`);
    expect(apartmentResponse.parse(await anonymous.json()).data.favorited).toBeNull();
    const badToken = await api.request('GET', `/enterprise/apartment/find/${first.id}`, {
      token: 'x'.repeat(43),
    });
    expect(badToken.status).toBe(200);
    expect(apartmentResponse.parse(await badToken.json()).data.favorited).toBeNull();

    // Someone else's favourite is not mine.
    const other = await newResident(api);
    const theirs = await list({ perPage: 2 }, other.token);
    expect(theirs.data.every((u) => u.favorited === null)).toBe(true);
  });
});

describe('GET /api/apartments/for-you', () => {
  it(`answers up to ${FOR_YOU_SIZE} available units, best ranked first`, async () => {
    const res = await api.request('GET', '/api/apartments/for-you');
    expect(res.status).toBe(200);
    const { data } = apartmentsResponse.parse(await res.json());
    expect(data.length).toBe(FOR_YOU_SIZE);
    expect(data.every((u) => u.available && !u.isRented && !u.soon_release && u.favorited === null)).toBe(
      true,
    );
    const relevance = new Map(
      (await api.db.selectFrom('apartments').select(['id', 'relevance']).execute()).map((r) => [
        r.id,
        r.relevance,
      ]),
    );
    const ranks = data.map((u) => relevance.get(u.id) as number);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
  });

  it("prefers the neighbourhoods of the caller's favourites and fills favorited", async () => {
    const resident = await newResident(api);
    // A neighbourhood that would not lead the anonymous list.
    const anonymous = apartmentsResponse.parse(
      await (await api.request('GET', '/api/apartments/for-you')).json(),
    ).data;
    const leading = new Set(anonymous.map((u) => u.enterprise.data.neighborhood));
    const target = await api.db
      .selectFrom('apartments as a')
      .innerJoin('enterprises as e', 'e.id', 'a.enterprise_id')
      .select(['a.id', 'e.neighborhood'])
      .where('a.is_rented', '=', false)
      .where('a.soon_release', '=', false)
      .where('e.neighborhood', 'not in', [...leading])
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    await api.request('POST', '/api/enterprise/apartment/favorites', {
      token: resident.token,
      body: { apartment_id: target.id },
    });
    const res = await api.request('GET', '/api/apartments/for-you', { token: resident.token });
    const { data } = apartmentsResponse.parse(await res.json());
    const inHood = await api.db
      .selectFrom('apartments as a')
      .innerJoin('enterprises as e', 'e.id', 'a.enterprise_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.is_rented', '=', false)
      .where('a.soon_release', '=', false)
      .where('e.neighborhood', '=', target.neighborhood)
      .executeTakeFirstOrThrow();
    const expectedLead = Math.min(Number(inHood.n), FOR_YOU_SIZE);
    expect(
      data.slice(0, expectedLead).every((u) => u.enterprise.data.neighborhood === target.neighborhood),
    ).toBe(true);
    expect(data.find((u) => u.id === target.id)?.favorited).not.toBeNull();
  });
});

describe('GET /enterprise/apartment/type/list and /enterprise/locations', () => {
  it('lists the unit types', async () => {
    const res = await api.request('GET', '/enterprise/apartment/type/list');
    const { data } = apartmentTypesResponse.parse(await res.json());
    expect(data).toEqual(
      await api.db.selectFrom('apartment_types').select(['id', 'name', 'slug']).orderBy('id').execute(),
    );
    expect(data.map((t) => t.name)).toEqual([
      'Apartamento',
      'Casa mobiliada',
      'Studios e kitnets',
      'Container',
    ]);
  });

  it('lists every building with its place, coordinates and unit count', async () => {
    const res = await api.request('GET', '/enterprise/locations');
    const { data } = locationsResponse.parse(await res.json());
    const buildings = await api.db.selectFrom('enterprises').selectAll().execute();
    expect(data).toHaveLength(buildings.length);
    expect(data.map((l) => l.name)).toEqual(
      [...data.map((l) => l.name)].sort((x, y) => x.localeCompare(y, 'pt-BR')),
    );
    for (const location of data) {
      const building = buildings.find((b) => b.id === location.id);
      expect(location).toMatchObject({
        name: building?.name,
        neighborhood: building?.neighborhood,
        latitude: building?.latitude,
        longitude: building?.longitude,
        shortUrl: building?.short_url,
        city: 'São Paulo',
        state: 'SP',
      });
      expect(location.apartmentsCount).toBe(
        (await dbIds((qb) => qb.where('a.enterprise_id', '=', location.id))).length,
      );
    }
  });
});

describe('malformed input never gets a 500', () => {
  it('answers 4xx with a Portuguese message', async () => {
    const urls = [
      '/enterprise/apartment/list?page=%FF',
      '/enterprise/apartment/list?perPage=1e2',
      '/enterprise/apartment/list?checkin=2030-13-45&checkout=2030-14-01',
      `/enterprise/apartment/list?amenities=${'x,'.repeat(50)}`,
      `/enterprise/apartment/list?type=${'a'.repeat(200)}`,
      `/enterprise/apartment/find/${'9'.repeat(30)}`,
    ];
    for (const url of urls) {
      const res = await api.request('GET', url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      const body = (await res.json()) as { message: string };
      expect(body.message.length, url).toBeGreaterThan(0);
    }
  });
});
