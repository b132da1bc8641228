// Favourites: list, add (idempotent), remove; only the owner sees and removes theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteCreatedResponse, favoritesResponse, successResponse } from '../../src/api/catalogue.ts';
import { validationErrorBody } from '../../src/api/common.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let unitIds: number[];
beforeAll(async () => {
  api = await startTestApi();
  unitIds = (await api.db.selectFrom('apartments').select('id').orderBy('id').limit(5).execute()).map(
    (r) => r.id,
  );
});
afterAll(async () => {
  await api?.close();
});

const PATH = '/api/enterprise/apartment/favorites';

async function add(token: string, apartment_id: unknown) {
  return api.request('POST', PATH, { token, body: { apartment_id } });
}

async function listOf(token: string) {
  const res = await api.request('GET', PATH, { token });
  expect(res.status).toBe(200);
  return favoritesResponse.parse(await res.json()).data;
}

describe('without a token', () => {
  it('every favourites call answers 401 Unauthenticated.', async () => {
    for (const [method, url, body] of [
      ['GET', PATH, undefined],
      ['POST', PATH, { apartment_id: 1 }],
      ['DELETE', `${PATH}/1`, undefined],
    ] as const) {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const res = await api.request(method, url, {
          ...(token ? { token } : {}),
          ...(body ? { body } : {}),
        });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
      }
    }
  });
});

describe('POST /api/enterprise/apartment/favorites', () => {
  it('creates the favourite (201) and answers the same one again (200) without a duplicate', async () => {
    const resident = await newResident(api);
    const unit = unitIds[0] as number;
    const first = await add(resident.token, unit);
    expect(first.status).toBe(201);
    const created = favoriteCreatedResponse.parse(await first.json()).data;
    expect(created.apartment_id).toBe(unit);

    for (const again of [unit, String(unit)]) {
      const res = await add(resident.token, again);
      expect(res.status).toBe(200);
      expect(favoriteCreatedResponse.parse(await res.json()).data).toEqual(created);
    }
    const rows = await api.db
      .selectFrom('favorites')
      .select('id')
      .where('user_id', '=', resident.id)
      .execute();
    expect(rows).toEqual([{ id: created.id }]);
  });

  it('answers 422 on apartment_id for a missing, malformed or unknown unit', async () => {
    const resident = await newResident(api);
    const cases: [unknown, string][] = [
      [undefined, 'O campo unidade é obrigatório.'],
      ['', 'O campo unidade é obrigatório.'],
      [null, 'O campo unidade é obrigatório.'],
      ['abc', 'A unidade informada não existe.'],
      [-4, 'A unidade informada não existe.'],
      [1.5, 'A unidade informada não existe.'],
      [999_999, 'A unidade informada não existe.'],
      [99_999_999_999, 'A unidade informada não existe.'],
    ];
    for (const [value, message] of cases) {
      const res = await add(resident.token, value);
      expect(res.status, String(value)).toBe(422);
      expect(validationErrorBody.parse(await res.json()).errors, String(value)).toEqual({
        apartment_id: [message],
      });
    }
    const res = await api.request('POST', PATH, {
      token: resident.token,
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(
      await api.db.selectFrom('favorites').select('id').where('user_id', '=', resident.id).execute(),
    ).toEqual([]);
  });

  it('accepts a form post too', async () => {
    const resident = await newResident(api);
    const form = new FormData();
    form.set('apartment_id', String(unitIds[1]));
    const res = await api.request('POST', PATH, { token: resident.token, body: form });
    expect(res.status).toBe(201);
  });
});

describe('GET /api/enterprise/apartment/favorites', () => {
  it('lists the favourites newest first, each with its unit marked as favourited', async () => {
    const resident = await newResident(api);
    expect(await listOf(resident.token)).toEqual([]);
    const created: number[] = [];
    for (const unit of unitIds.slice(0, 3)) {
      const res = await add(resident.token, unit);
      created.push(favoriteCreatedResponse.parse(await res.json()).data.id);
    }
    const list = await listOf(resident.token);
    expect(list.map((f) => f.id)).toEqual([...created].reverse());
    expect(list.map((f) => f.apartment_id)).toEqual(unitIds.slice(0, 3).reverse());
    for (const favorite of list) {
      expect(favorite.apartment.data.id).toBe(favorite.apartment_id);
      expect(favorite.apartment.data.favorited).toEqual({ id: favorite.id });
      expect(favorite.apartment.data.images.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('DELETE /api/enterprise/apartment/favorites/{id}', () => {
  it('removes the favourite; removing it again is a 404', async () => {
    const resident = await newResident(api);
    const res = await add(resident.token, unitIds[2]);
    const { id } = favoriteCreatedResponse.parse(await res.json()).data;
    const del = await api.request('DELETE', `${PATH}/${id}`, { token: resident.token });
    expect(del.status).toBe(200);
    expect(successResponse.parse(await del.json())).toEqual({ data: { success: true } });
    expect(await listOf(resident.token)).toEqual([]);
    const again = await api.request('DELETE', `${PATH}/${id}`, { token: resident.token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Favorito não encontrado.', code: 'NotFound' });
    // The unit can be favourited again afterwards.
    expect((await add(resident.token, unitIds[2])).status).toBe(201);
  });

  it("another resident's favourite answers 404 and stays", async () => {
    const owner = await newResident(api);
    const other = await newResident(api);
    const res = await add(owner.token, unitIds[3]);
    const { id } = favoriteCreatedResponse.parse(await res.json()).data;
    const del = await api.request('DELETE', `${PATH}/${id}`, { token: other.token });
    expect(del.status).toBe(404);
    expect(await del.json()).toEqual({ message: 'Favorito não encontrado.', code: 'NotFound' });
    expect((await listOf(owner.token)).map((f) => f.id)).toEqual([id]);
    expect(await listOf(other.token)).toEqual([]);
  });

  it('a malformed id is a 404', async () => {
    const resident = await newResident(api);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await api.request('DELETE', `${PATH}/${id}`, { token: resident.token });
      expect(res.status, id).toBe(404);
    }
  });
});
