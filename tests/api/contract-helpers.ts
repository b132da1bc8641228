// Helpers shared by the hiring, contracts, payments, cards, jobs and partner API tests.
import { afterAll, beforeAll, expect } from 'vitest';
import { DEV_WEBHOOK_SECRET } from '../../server/payments/payment-config.ts';
import { signPayload } from '../../server/payments/webhook-signature.ts';
import { today } from '../../src/domain/dates.ts';
import { json, startTestApi, type TestApi } from './harness.ts';

export const day = (offset: number) => today().add({ days: offset }).toString();

export const VISA_OK = '4111 1111 1111 1111';
export const VISA_DECLINED = '4000 0000 0000 0002';

/** Hireable units (not rented, not soon released, no blocked date, no contract yet), fixed order. */
export async function freeUnits(api: TestApi, count: number, skip = 0): Promise<number[]> {
  const rows = await api.db
    .selectFrom('apartments as a')
    .select('a.id')
    .where('a.is_rented', '=', false)
    .where('a.soon_release', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('apartment_blocked_dates as b').select('b.date').whereRef('b.apartment_id', '=', 'a.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('contracts as k').select('k.id').whereRef('k.apartment_id', '=', 'a.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('platform_reservations as p').select('p.id').whereRef('p.apartment_id', '=', 'a.id'),
        ),
      ),
    )
    .orderBy('a.id', 'desc')
    .offset(skip)
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('not enough free units in the seed');
  return rows.map((r) => r.id);
}

/**
 * The API for one test file, started before its tests and closed after them, with `count` free
 * units handed out one per call of `freshUnit` (each hire gets a unit no other test touched).
 * `api` reads the started instance, so a file uses it as a plain TestApi.
 */
export function apiWithUnits(count: number) {
  let started: TestApi | undefined;
  let units: number[] = [];
  let next = 0;
  beforeAll(async () => {
    started = await startTestApi();
    units = await freeUnits(started, count);
  });
  afterAll(async () => {
    await started?.close();
  });
  const live = (): TestApi => {
    if (!started) throw new Error('The test API starts in beforeAll.');
    return started;
  };
  const api: TestApi = {
    get db() {
      return live().db;
    },
    get app() {
      return live().app;
    },
    get engine() {
      return live().engine;
    },
    request: (...args) => live().request(...args),
    close: () => live().close(),
  };
  const freshUnit = (): number => {
    const unit = units[next++];
    if (unit === undefined) throw new Error(`Only ${count} free units were set aside for this file.`);
    return unit;
  };
  return { api, freshUnit };
}

export function cardForm(overrides: Record<string, unknown> = {}) {
  const year = today().year + 2;
  return {
    type: 'credit',
    holder: 'MARIA OLIVEIRA',
    holder_birthdate: '14/03/1990',
    holder_cpf: '529.982.247-25',
    brand: 'visa',
    card_number: VISA_OK,
    security_code: '123',
    expiration: `08/${year}`,
    ...overrides,
  };
}

export async function addCard(api: TestApi, token: string, number = VISA_OK): Promise<number> {
  const res = await api.request('POST', '/user/payment/add-credit-card', {
    token,
    body: cardForm({ card_number: number }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).data.id;
}

export function hireBody(apartment_id: number, overrides: Record<string, unknown> = {}) {
  return {
    plataformHash: null,
    payment_form_id: 1,
    user_payment_credit_card_tokens: 0,
    check_in: day(10),
    check_out: day(15),
    apartment_id,
    ...overrides,
  };
}

export async function hire(api: TestApi, token: string, body: Record<string, unknown>) {
  return api.request('POST', '/contract/create', { token, body });
}

export async function hireOk(api: TestApi, token: string, body: Record<string, unknown>) {
  const res = await hire(api, token, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).data;
}

export function signedWebhook(body: unknown, options: { secret?: string; at?: number } = {}) {
  const raw = JSON.stringify(body);
  const t = options.at ?? Math.floor(Date.now() / 1000);
  return {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-tokaas-signature': signPayload(options.secret ?? DEV_WEBHOOK_SECRET, raw, t),
    },
  };
}

let eventCounter = 0;
export function pixPaidEvent(txid: string, amount?: number) {
  eventCounter++;
  return {
    id: `evt_test_${Date.now()}_${eventCounter}`,
    type: 'pix.paid',
    data: { txid, ...(amount !== undefined ? { amount } : {}) },
  };
}
