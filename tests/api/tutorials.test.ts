// Tutorials: general ones for any signed-in resident; per apartment (plus its enterprise's and
// the general ones) only for the apartment of an own Ativo contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorialsResponse } from '../../src/api/support-resident.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';
import { CANCELLED, makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  other = await newResident(api);
});
afterAll(async () => {
  await api?.close();
});

describe('tutorials', () => {
  it('401 without a token', async () => {
    for (const url of ['/api/tutorials', '/api/tutorials/apartment/1']) {
      const res = await api.request('GET', url);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });

  it('GET /api/tutorials lists the general tutorials', async () => {
    const res = await api.request('GET', '/api/tutorials', { token: owner.token });
    expect(res.status).toBe(200);
    const list = tutorialsResponse.parse(await res.json()).data;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((t) => t.scope === 'general')).toBe(true);
    expect(list.map((t) => t.title)).toContain('Chaves digitais');
  });

  it('GET /api/tutorials/apartment/{id}: apartment, then enterprise, then general tutorials', async () => {
    const contract = await makeContract(api, owner.id);
    await api.db
      .insertInto('tutorials')
      .values({
        apartment_id: contract.apartment_id,
        title: 'Wi-Fi da unidade',
        description: 'Rede e senha',
        content: 'Rede: **Tokaas-1**',
      })
      .execute();
    const res = await api.request('GET', `/api/tutorials/apartment/${contract.apartment_id}`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const list = tutorialsResponse.parse(await res.json()).data;
    expect(list[0]).toMatchObject({ title: 'Wi-Fi da unidade', scope: 'apartment' });
    const scopes = list.map((t) => t.scope);
    expect(scopes).toContain('enterprise');
    expect(scopes.lastIndexOf('apartment')).toBeLessThan(scopes.indexOf('enterprise'));
    expect(scopes.lastIndexOf('enterprise')).toBeLessThan(scopes.indexOf('general'));
    expect(list.map((t) => t.title)).toContain('Portaria e visitantes');
  });

  it('answers 404 for another resident’s apartment, a non-Ativo contract, unknown and malformed ids', async () => {
    const contract = await makeContract(api, owner.id);
    const cancelled = await makeContract(api, owner.id, { status: CANCELLED });
    for (const [token, id] of [
      [other.token, contract.apartment_id],
      [owner.token, cancelled.apartment_id],
      [owner.token, 999999],
      [owner.token, 'abc'],
    ] as const) {
      const res = await api.request('GET', `/api/tutorials/apartment/${id}`, { token });
      expect(res.status, String(id)).toBe(404);
    }
  });
});
