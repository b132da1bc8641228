// Every resource the sync worker pulls, checked with the worker's own schema (src/data/engine/sync/
// resources.ts, zod/mini) against the real server: a real answer passes and comes out unchanged
// (the schema describes every field it sends), and answers broken in one place are refused, so the
// mirror never receives them. The schemas are the `*-responses.ts` ones the page validates with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/data/engine/sync/resources.ts';
import { addCard, day, freeUnits, hireBody, hireOk } from './contract-helpers.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';
import { fileOf, form, makeContract, png } from './resident-fixtures.ts';

type Json = Record<string, any>;

let api: TestApi;
const answers = new Map<string, Json>();

beforeAll(async () => {
  api = await startTestApi();
  const resident = await newResident(api);
  const token = resident.token;
  const post = async (path: string, body: unknown) => {
    const res = await api.request('POST', path, { token, body });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  };
  // A hired stay paid by card (invoices with a receipt), an active contract with a key, a
  // favourite, a pre-booking and a ticket: every nested part of every answer is present.
  const [unit] = await freeUnits(api, 1);
  const card = await addCard(api, token);
  await hireOk(
    api,
    token,
    hireBody(unit as number, { payment_form_id: 2, user_payment_credit_card_tokens: card }),
  );
  const active = await makeContract(api, resident.id);
  await post(
    '/contract/create-key',
    form({ contract_id: active.id, name: 'Portaria', selfie: fileOf(await png(), 'k.png', 'image/png') }),
  );
  await post('/api/enterprise/apartment/favorites', { apartment_id: active.apartment_id });
  const bookable = await api.db
    .selectFrom('apartments')
    .select('id')
    .where('pre_bookable', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await post('/api/enterprise/pre-bookings', { apartment_id: bookable.id, checkin: day(10) });
  await post('/api/enterprise/tickets', { title: 'Lâmpada queimada', description: 'A da sala.' });

  for (const resource of RESOURCES) {
    const res = await api.request('GET', resource.path, { token });
    expect(res.status, resource.path).toBe(200);
    answers.set(resource.name, (await res.json()) as Json);
  }
});
afterAll(async () => {
  await api?.close();
});

const schemaOf = (name: string) => {
  const resource = RESOURCES.find((r) => r.name === name);
  if (!resource) throw new Error(`no resource ${name}`);
  return resource.schema;
};

/** A copy of the real answer with one change. */
const broken = (name: string, change: (answer: Json) => void): Json => {
  const copy = structuredClone(answers.get(name)) as Json;
  change(copy);
  return copy;
};

describe('the sync worker’s schemas against the real server', () => {
  it('covers every pulled resource', () => {
    expect(RESOURCES.map((r) => r.name).sort()).toEqual(
      [
        'cards',
        'contracts',
        'favorites',
        'inspectionForms',
        'notifications',
        'preBookings',
        'profile',
        'tickets',
      ].sort(),
    );
  });

  it.each(RESOURCES.map((r) => r.name))('%s: the real answer passes unchanged', (name) => {
    const answer = answers.get(name) as Json;
    const parsed = schemaOf(name).safeParse(answer);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(answer);
  });

  it('the answers are not empty (each nested part was checked)', () => {
    const contracts = answers.get('contracts')?.data as Json[];
    expect(contracts.some((c) => c.billToReceive.some((b: Json) => b.receipt))).toBe(true);
    expect(contracts.some((c) => c.key.length > 0)).toBe(true);
    // The card hire told the resident of its payment and its welcome.
    for (const name of ['favorites', 'preBookings', 'tickets', 'cards', 'notifications'])
      expect(answers.get(name)?.data.length, name).toBeGreaterThan(0);
  });

  const cases: [string, string, (a: Json) => void][] = [
    ['profile', 'a fractional id', (a) => (a.data.id = 1.5)],
    ['profile', 'a missing field', (a) => delete a.data.email_verified],
    ['profile', 'null where text is required', (a) => (a.data.email = null)],
    ['profile', 'a gender outside the list', (a) => (a.data.gender = 'Outro')],
    ['profile', 'no envelope', (a) => (a.data = undefined)],
    ['favorites', 'an id as text', (a) => (a.data[0].apartment_id = String(a.data[0].apartment_id))],
    [
      'favorites',
      'a photo title as a number',
      (a) => a.data[0].apartment.data.images.push({ image: 'x', title: 1 }),
    ],
    ['favorites', 'a building without its city', (a) => delete a.data[0].apartment.data.enterprise.data.city],
    [
      'favorites',
      'amenities that are not a list',
      (a) => (a.data[0].apartment.data.amenities = { data: 'wifi' }),
    ],
    ['favorites', 'an unsafe integer', (a) => (a.data[0].apartment.data.rooms = 2 ** 53)],
    ['preBookings', 'an impossible day', (a) => (a.data[0].checkin = '2026-02-30')],
    ['preBookings', 'a day in another format', (a) => (a.data[0].checkin = '10/12/2026')],
    ['preBookings', 'an unknown plan', (a) => (a.data[0].plan = 'Anual')],
    ['preBookings', 'a unit without its envelope', (a) => (a.data[0].apartment = a.data[0].apartment.data)],
    ['tickets', 'an unknown status', (a) => (a.data[0].status = 'Perdido')],
    ['tickets', 'no pagination', (a) => delete a.meta.pagination],
    ['tickets', 'a fractional page count', (a) => (a.meta.pagination.total_pages = 0.5)],
    ['tickets', 'replies that are not a list', (a) => (a.data[0].replies = null)],
    [
      'contracts',
      'an unknown invoice status',
      (a) => {
        const bill = a.data.flatMap((c: Json) => c.billToReceive)[0];
        bill.status = 'Paga';
      },
    ],
    [
      'contracts',
      'a receipt with an unknown method',
      (a) => {
        const bill = a.data.flatMap((c: Json) => c.billToReceive).find((b: Json) => b.receipt);
        bill.receipt.method = 'cheque';
      },
    ],
    [
      'contracts',
      'a key flag as text',
      (a) => {
        const contract = a.data.find((c: Json) => c.key.length > 0);
        contract.key[0].active = 'true';
      },
    ],
    ['contracts', 'an infinite total', (a) => (a.data[0].total = Number.POSITIVE_INFINITY)],
    ['contracts', 'a refund without its fields', (a) => (a.data[0].refund = { rule: 'full' })],
    ['contracts', 'an inspection summary without its day', (a) => (a.data[0].entryInspection = { id: 1 })],
    ['cards', 'an unknown brand', (a) => (a.data[0].brand = 'banescard')],
    ['cards', 'an unknown card type', (a) => (a.data[0].type = 'prepaid')],
    ['inspectionForms', 'a room missing', (a) => delete a.data.questions[a.data.rooms[0].key]],
    ['inspectionForms', 'an unknown room', (a) => (a.data.rooms[0].key = 'garagem')],
    [
      'inspectionForms',
      'a question without its title',
      (a) => {
        const list = Object.values(a.data.questions).find((q) => (q as Json[]).length > 0) as Json[];
        delete (list[0] as Json).title;
      },
    ],
  ];

  it.each(cases)('%s: refuses %s', (name, _what, change) => {
    expect(schemaOf(name).safeParse(broken(name, change)).success).toBe(false);
  });
});
