// Pre-bookings: create (pre-bookable units only, one per resident and unit, plan from the stay),
// list (live ones, with the unit), cancel; only the owner sees and cancels theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteCreatedResponse,
  preBookingCreatedResponse,
  preBookingsResponse,
  successResponse,
} from '../../src/api/catalogue.ts';
import { validationErrorBody } from '../../src/api/common.ts';
import { formatDateBr } from '../../src/domain/calendar-day.ts';
import { today } from '../../src/domain/dates.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let bookable: number[];
let notBookable: number;
beforeAll(async () => {
  api = await startTestApi();
  bookable = (
    await api.db
      .selectFrom('apartments')
      .select('id')
      .where('pre_bookable', '=', true)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  expect(bookable.length).toBeGreaterThanOrEqual(4);
  notBookable = (
    await api.db
      .selectFrom('apartments')
      .select('id')
      .where('pre_bookable', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await api?.close();
});

const PATH = '/api/enterprise/pre-bookings';
const LIST = `${PATH}?include=apartment.favorited`;
const day = (offset: number) => today().add({ days: offset }).toString();
const unit = (i: number) => bookable[i] as number;

async function create(token: string, body: Record<string, unknown>) {
  return api.request('POST', PATH, { token, body });
}

async function createOk(token: string, body: Record<string, unknown>) {
  const res = await create(token, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return preBookingCreatedResponse.parse(await res.json()).data;
}

async function listOf(token: string) {
  const res = await api.request('GET', LIST, { token });
  expect(res.status).toBe(200);
  return preBookingsResponse.parse(await res.json()).data;
}

async function errorsOf(res: Response) {
  expect(res.status).toBe(422);
  return validationErrorBody.parse(await res.json()).errors;
}

describe('without a token', () => {
  it('every pre-booking call answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', PATH],
      ['DELETE', `${PATH}/1`],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: { apartment_id: 1 } } : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('POST /api/enterprise/pre-bookings', () => {
  it('pre-books an open-ended stay as monthly, held for 7 days', async () => {
    const resident = await newResident(api);
    const before = Date.now();
    const created = await createOk(resident.token, { apartment_id: unit(0), checkin: day(10) });
    expect(created).toMatchObject({
      apartment_id: unit(0),
      checkin: day(10),
      checkout: null,
      plan: 'Mensal',
    });
    const expires = Date.parse(created.expires_at);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + week - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + week + 1000);
    const row = await api.db
      .selectFrom('pre_bookings')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: resident.id,
      apartment_id: unit(0),
      checkin: day(10),
      plan: 'Mensal',
    });
  });

  it('is daily under 30 nights and monthly from 30; accepts DD/MM/YYYY', async () => {
    const resident = await newResident(api);
    const cases = [
      [unit(0), 1, 'Diária'],
      [unit(1), 29, 'Diária'],
      [unit(2), 30, 'Mensal'],
      [unit(3), 90, 'Mensal'],
    ] as const;
    for (const [apartment_id, nights, plan] of cases) {
      const created = await createOk(resident.token, {
        apartment_id,
        checkin: formatDateBr(day(5)),
        checkout: formatDateBr(day(5 + nights)),
      });
      expect(created, `${nights} nights`).toMatchObject({ checkin: day(5), checkout: day(5 + nights), plan });
    }
  });

  it("refuses a second pre-booking of the same unit: 'Você já pré-reservou esta unidade.'", async () => {
    const resident = await newResident(api);
    const first = await createOk(resident.token, { apartment_id: unit(1), checkin: day(3) });
    const again = await create(resident.token, {
      apartment_id: unit(1),
      checkin: day(20),
      checkout: day(60),
    });
    expect(await errorsOf(again)).toEqual({ apartment_id: ['Você já pré-reservou esta unidade.'] });
    const rows = await api.db
      .selectFrom('pre_bookings')
      .select('id')
      .where('user_id', '=', resident.id)
      .execute();
    expect(rows).toEqual([{ id: first.id }]);
    // Another resident may pre-book the same unit.
    const other = await newResident(api);
    await createOk(other.token, { apartment_id: unit(1), checkin: day(3) });
  });

  it('once expired, a pre-booking no longer counts and can be made again', async () => {
    const resident = await newResident(api);
    const first = await createOk(resident.token, { apartment_id: unit(2), checkin: day(3) });
    await api.db
      .updateTable('pre_bookings')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.id)
      .execute();
    expect(await listOf(resident.token)).toEqual([]);
    const second = await createOk(resident.token, { apartment_id: unit(2), checkin: day(4) });
    expect(second.id).not.toBe(first.id);
    expect((await listOf(resident.token)).map((p) => p.id)).toEqual([second.id]);
  });

  it('refuses a unit that is not pre-bookable, an unknown unit and a missing one', async () => {
    const resident = await newResident(api);
    expect(
      await errorsOf(await create(resident.token, { apartment_id: notBookable, checkin: day(3) })),
    ).toEqual({
      apartment_id: ['Esta unidade não está disponível para pré-reserva.'],
    });
    expect(await errorsOf(await create(resident.token, { apartment_id: 999_999, checkin: day(3) }))).toEqual({
      apartment_id: ['A unidade informada não existe.'],
    });
    expect(await errorsOf(await create(resident.token, { checkin: day(3) }))).toEqual({
      apartment_id: ['O campo unidade é obrigatório.'],
    });
  });

  it('validates the dates in Portuguese', async () => {
    const resident = await newResident(api);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { checkin: ['O campo check-in é obrigatório.'] }],
      [{ checkin: '' }, { checkin: ['O campo check-in é obrigatório.'] }],
      [
        { checkin: 'amanhã' },
        { checkin: ['A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.'] },
      ],
      [
        { checkin: 20260101 },
        { checkin: ['A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.'] },
      ],
      [{ checkin: day(-1) }, { checkin: ['A data de check-in não pode estar no passado.'] }],
      [
        { checkin: day(5), checkout: day(5) },
        { checkout: ['A data de check-out deve ser posterior à data de check-in.'] },
      ],
      [
        { checkin: day(5), checkout: day(2) },
        { checkout: ['A data de check-out deve ser posterior à data de check-in.'] },
      ],
      [
        { checkin: day(5), checkout: '30/02/2031' },
        { checkout: ['A data de check-out não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.'] },
      ],
    ];
    for (const [dates, errors] of cases) {
      const res = await create(resident.token, { apartment_id: unit(3), ...dates });
      expect(await errorsOf(res), JSON.stringify(dates)).toEqual(errors);
    }
    // Today is allowed.
    await createOk(resident.token, { apartment_id: unit(3), checkin: day(0) });
  });
});

describe('GET /api/enterprise/pre-bookings?include=apartment.favorited', () => {
  it('lists live pre-bookings newest first with the unit, its building and the favourite', async () => {
    const resident = await newResident(api);
    expect(await listOf(resident.token)).toEqual([]);
    const a = await createOk(resident.token, { apartment_id: unit(0), checkin: day(7) });
    const b = await createOk(resident.token, { apartment_id: unit(1), checkin: day(8), checkout: day(12) });
    const fav = await api.request('POST', '/api/enterprise/apartment/favorites', {
      token: resident.token,
      body: { apartment_id: unit(1) },
    });
    const favoriteId = favoriteCreatedResponse.parse(await fav.json()).data.id;

    const list = await listOf(resident.token);
    expect(list.map((p) => p.id)).toEqual([b.id, a.id]);
    const [second, first] = list as [(typeof list)[number], (typeof list)[number]];
    expect(second).toMatchObject({
      checkin: day(8),
      checkout: day(12),
      plan: 'Diária',
      apartment_id: unit(1),
    });
    expect(first).toMatchObject({ checkin: day(7), checkout: null, plan: 'Mensal', apartment_id: unit(0) });
    expect(second.apartment.data.favorited).toEqual({ id: favoriteId });
    expect(first.apartment.data.favorited).toBeNull();
    const building = await api.db
      .selectFrom('apartments as ap')
      .innerJoin('enterprises as e', 'e.id', 'ap.enterprise_id')
      .select(['e.name', 'e.address', 'e.number', 'e.neighborhood'])
      .where('ap.id', '=', unit(1))
      .executeTakeFirstOrThrow();
    expect(second.apartment.data.enterprise.data).toMatchObject({
      ...building,
      city: { name: 'São Paulo', state: 'SP' },
    });
    expect(second.apartment.data.displayName.length).toBeGreaterThan(0);
    expect(second.apartment.data.imagesThumbnail.length).toBeGreaterThan(0);
  });

  it("does not show another resident's pre-bookings", async () => {
    const owner = await newResident(api);
    const other = await newResident(api);
    await createOk(owner.token, { apartment_id: unit(0), checkin: day(7) });
    expect(await listOf(other.token)).toEqual([]);
  });
});

describe('DELETE /api/enterprise/pre-bookings/{id}', () => {
  it('cancels the pre-booking; cancelling again is a 404', async () => {
    const resident = await newResident(api);
    const created = await createOk(resident.token, { apartment_id: unit(2), checkin: day(7) });
    const del = await api.request('DELETE', `${PATH}/${created.id}`, { token: resident.token });
    expect(del.status).toBe(200);
    expect(successResponse.parse(await del.json())).toEqual({ data: { success: true } });
    expect(await listOf(resident.token)).toEqual([]);
    const again = await api.request('DELETE', `${PATH}/${created.id}`, { token: resident.token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Pré-reserva não encontrada.', code: 'NotFound' });
    // Cancelled, the unit can be pre-booked again.
    await createOk(resident.token, { apartment_id: unit(2), checkin: day(9) });
  });

  it("another resident's pre-booking answers 404 and stays", async () => {
    const owner = await newResident(api);
    const other = await newResident(api);
    const created = await createOk(owner.token, { apartment_id: unit(3), checkin: day(7) });
    const del = await api.request('DELETE', `${PATH}/${created.id}`, { token: other.token });
    expect(del.status).toBe(404);
    expect((await listOf(owner.token)).map((p) => p.id)).toEqual([created.id]);
  });

  it('a malformed id is a 404', async () => {
    const resident = await newResident(api);
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await api.request('DELETE', `${PATH}/${id}`, { token: resident.token })).status, id).toBe(404);
    }
  });
});
