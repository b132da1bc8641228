// Extra services: the catalogue (cleaning, maintenance, laundry with prices) and bookings for own
// Ativo contracts on a day of the stay, not in the past.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SM,
  serviceBookingResponse,
  serviceBookingsResponse,
  servicesResponse,
} from '../../src/api/support-resident.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { CANCELLED, inDays, makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;
let cleaningId: number;

const BOOKINGS = '/api/enterprise/contracts/services';

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  other = await newResident(api);
  const list = servicesResponse.parse(await (await api.request('GET', '/api/services')).json()).data;
  cleaningId = (list.find((s) => s.slug === 'limpeza') as { id: number }).id;
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/services', () => {
  it('lists cleaning, maintenance and laundry with prices and descriptions', async () => {
    const res = await api.request('GET', '/api/services');
    expect(res.status).toBe(200);
    const list = servicesResponse.parse(await res.json()).data;
    expect(list.map((s) => s.name)).toEqual(['Limpeza', 'Manutenção', 'Lavanderia']);
    for (const s of list) {
      expect(s.price).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(20);
    }
  });
});

describe('bookings', () => {
  it('401 without a token', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await api.request(method, BOOKINGS, method === 'POST' ? { body: {} } : {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });

  it('books a service (201, status Agendado, the service price) and lists it for the owner only', async () => {
    const contract = await makeContract(api, owner.id);
    const res = await api.request('POST', BOOKINGS, {
      token: owner.token,
      body: {
        contract_id: contract.id,
        service_id: cleaningId,
        date: inDays(2),
        period: 'Tarde',
        notes: 'Interfone 52',
      },
    });
    expect(res.status).toBe(201);
    const booking = serviceBookingResponse.parse(await res.json()).data;
    expect(booking).toMatchObject({
      contract_id: contract.id,
      service: 'Limpeza',
      date: inDays(2),
      period: 'Tarde',
      notes: 'Interfone 52',
      price: 120,
      status: 'Agendado',
    });
    const mine = serviceBookingsResponse.parse(
      await (await api.request('GET', BOOKINGS, { token: owner.token })).json(),
    );
    expect(mine.data.map((b) => b.id)).toContain(booking.id);
    const filtered = serviceBookingsResponse.parse(
      await (
        await api.request('GET', `${BOOKINGS}?contract_id=${contract.id}`, { token: owner.token })
      ).json(),
    );
    expect(filtered.data.map((b) => b.id)).toEqual([booking.id]);
    const theirs = serviceBookingsResponse.parse(
      await (await api.request('GET', BOOKINGS, { token: other.token })).json(),
    );
    expect(theirs.data).toEqual([]);
  });

  it('accepts today and DD/MM/YYYY; refuses past dates and dates outside the contract', async () => {
    const contract = await makeContract(api, owner.id, { checkIn: inDays(-5), checkOut: inDays(10) });
    const [y, m, d] = inDays(0).split('-');
    const today = await api.request('POST', BOOKINGS, {
      token: owner.token,
      body: { contract_id: contract.id, service_id: cleaningId, date: `${d}/${m}/${y}` },
    });
    expect(today.status).toBe(201);
    for (const [date, message] of [
      [inDays(-1), SM.datePast],
      [inDays(11), SM.dateOutsideContract],
      ['2026-02-30', SM.dateInvalid],
      ['', SM.dateRequired],
    ] as const) {
      const res = await api.request('POST', BOOKINGS, {
        token: owner.token,
        body: { contract_id: contract.id, service_id: cleaningId, date },
      });
      expect(res.status, date).toBe(422);
      expect((await json(res)).errors.date).toEqual([message]);
    }
  });

  it('validates the service, the period and the contract; another resident’s contract is 404', async () => {
    const contract = await makeContract(api, owner.id);
    const cancelled = await makeContract(api, owner.id, { status: CANCELLED });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ service_id: 999 }, 'service_id', SM.serviceNotFound],
      [{ service_id: undefined }, 'service_id', SM.serviceRequired],
      [{ period: 'Madrugada' }, 'period', SM.period],
      [{ contract_id: cancelled.id }, 'contract_id', SM.contractNotActive],
      [{ notes: 'x'.repeat(1001) }, 'notes', SM.notesLong],
    ];
    for (const [patch, field, message] of cases) {
      const res = await api.request('POST', BOOKINGS, {
        token: owner.token,
        body: { contract_id: contract.id, service_id: cleaningId, date: inDays(1), ...patch },
      });
      expect(res.status, field).toBe(422);
      expect((await json(res)).errors[field]).toEqual([message]);
    }
    const foreign = await api.request('POST', BOOKINGS, {
      token: other.token,
      body: { contract_id: contract.id, service_id: cleaningId, date: inDays(1) },
    });
    expect(foreign.status).toBe(404);
    const priced = await api.request('POST', BOOKINGS, {
      token: owner.token,
      body: {
        contract_id: contract.id,
        service_id: cleaningId,
        date: inDays(1),
        price: 0.01,
        status: 'Concluído',
      },
    });
    expect(serviceBookingResponse.parse(await priced.json()).data).toMatchObject({
      price: 120,
      status: 'Agendado',
    });
  });
});
