// The ownership matrix: resident A owns one of everything; resident B (same building, own Ativo
// contract) calls every resident route with A's ids. Generated from the server's own route table:
// a route that is neither a case here nor listed as public fails the first test.
//
// - `foreign` cases name one of A's records (path or body): B gets exactly what a record that does
//   not exist gets (no way to tell "someone else's" from "none"): 404 for ids in the path, 404 or
//   the field's 'not found' 422 for ids in a form field.
// - `own` cases act on the caller's own scope: B's answer holds none of A's data.
// - Afterwards everything A can see of their data is byte-for-byte what it was before.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DOCS, routeKeys } from '../../server/openapi/route-docs.ts';
import { notificationText } from '../../src/domain/notification-texts.ts';
import { addCard, freeUnits, hireBody, hireOk } from './contract-helpers.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { fileOf, form, inDays, jpegWithExif, makeContract } from './resident-fixtures.ts';

interface Call {
  method: string;
  url: string;
  body?: unknown;
}
interface Ids {
  contract: number;
  apartment: number;
  bill: number;
  card: number;
  key: number;
  photo: number;
  ticket: number;
  preBooking: number;
  schedule: number;
  visitor: number;
  task: number;
  /** A debit card's pending 3-D Secure challenge. */
  challenge: string;
  notification: number;
}
type Case =
  | { kind: 'foreign'; where: 'path' | 'body'; call: (ids: Ids) => Call | Promise<Call> }
  | { kind: 'own'; call: (ids: Ids) => Call | Promise<Call> };

const MISSING = 987_654_321;
const missingIds = (): Ids => ({
  contract: MISSING,
  apartment: MISSING,
  bill: MISSING,
  card: MISSING,
  key: MISSING,
  photo: MISSING,
  ticket: MISSING,
  preBooking: MISSING,
  schedule: MISSING,
  visitor: MISSING,
  task: MISSING,
  challenge: 'f'.repeat(32),
  notification: MISSING,
});

/** Routes anyone may call (or that have their own secret): not part of the matrix. */
const PUBLIC = [
  'POST /auth/login',
  'POST /api/user/register',
  'POST /api/user/register/confirm',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'GET /city/states',
  'GET /city/city-by-state/:state',
  'GET /city/city-by-name/:name',
  'GET /enterprise/apartment/list',
  'GET /api/apartments/for-you',
  'GET /enterprise/apartment/type/list',
  'GET /enterprise/locations',
  'GET /enterprise/apartment/find/:id',
  'GET /enterprise/apartment/block-dates/:id',
  'GET /api/frequently-asked-questions',
  'POST /contact/create',
  'GET /api/services',
  'GET /api/enterprise/platform-reservation/:hash',
  'POST /api/payments/webhook',
  'POST /api/operator/commands',
  'GET /openapi.json',
];

const selfie = async () => fileOf(await jpegWithExif(), 'selfie.jpg', 'image/jpeg');
let questionId = 0;
let serviceId = 0;
let placeId = 0;
let freeUnit = 0;
let bookableUnit = 0;

const CASES: Record<string, Case> = {
  // Ids in the path.
  'GET /user/contract/find/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => get(`/user/contract/find/${i.contract}`),
  },
  'PUT /api/enterprise/user/contracts/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({
      method: 'PUT',
      url: `/api/enterprise/user/contracts/${i.contract}`,
      body: { guests: 1, observation: 'B' },
    }),
  },
  'GET /api/enterprise/user/contracts/:id/generate-code': {
    kind: 'foreign',
    where: 'path',
    call: (i) => get(`/api/enterprise/user/contracts/${i.contract}/generate-code`),
  },
  'PUT /api/enterprise/user/contracts/:id/cancel': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'PUT', url: `/api/enterprise/user/contracts/${i.contract}/cancel` }),
  },
  'POST /user/contract/find/:id/inspection-form-questions-answers/:kind': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({
      method: 'POST',
      url: `/user/contract/find/${i.contract}/inspection-form-questions-answers/check_in`,
      body: { answer: [{ id: questionId, option: 'Sim', observation: '' }] },
    }),
  },
  'POST /user/contract/find/:id/inspection-photos': {
    kind: 'foreign',
    where: 'path',
    call: async (i) => ({
      method: 'POST',
      url: `/user/contract/find/${i.contract}/inspection-photos`,
      body: form({ question_id: questionId, photo: await selfie() }),
    }),
  },
  'GET /api/inspection-photos/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => get(`/api/inspection-photos/${i.photo}`),
  },
  'DELETE /api/user/payment-methods/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'DELETE', url: `/api/user/payment-methods/${i.card}` }),
  },
  'DELETE /api/enterprise/pre-bookings/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'DELETE', url: `/api/enterprise/pre-bookings/${i.preBooking}` }),
  },
  'POST /contract/update-key/:keyId': {
    kind: 'foreign',
    where: 'path',
    call: async (i) => ({
      method: 'POST',
      url: `/contract/update-key/${i.key}`,
      body: form({ name: 'Chave de B', selfie: await selfie() }),
    }),
  },
  'DELETE /contract/delete-key/:keyId': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'DELETE', url: `/contract/delete-key/${i.key}` }),
  },
  'GET /api/contract-keys/:id/selfie': {
    kind: 'foreign',
    where: 'path',
    call: (i) => get(`/api/contract-keys/${i.key}/selfie`),
  },
  'GET /api/enterprise/tickets/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => get(`/api/enterprise/tickets/${i.ticket}`),
  },
  'GET /api/tutorials/apartment/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => get(`/api/tutorials/apartment/${i.apartment}`),
  },
  'DELETE /api/enterprise/places/schedules/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'DELETE', url: `/api/enterprise/places/schedules/${i.schedule}` }),
  },
  'POST /api/enterprise/user/visitors/delete/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'POST', url: `/api/enterprise/user/visitors/delete/${i.visitor}` }),
  },

  // Ids in a form field.
  'POST /contract/create': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/contract/create',
      body: hireBody(freeUnit, { payment_form_id: 2, user_payment_credit_card_tokens: i.card }),
    }),
  },
  'POST /api/enterprise/re-new': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/api/enterprise/re-new',
      body: { contract_id: i.contract, check_out: inDays(90) },
    }),
  },
  'POST /api/payments/card-challenges/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({
      method: 'POST',
      url: `/api/payments/card-challenges/${i.challenge}`,
      body: { code: '123456' },
    }),
  },
  'DELETE /api/payments/card-challenges/:id': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'DELETE', url: `/api/payments/card-challenges/${i.challenge}` }),
  },
  'POST /contract/bill-to-receive/pay': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/contract/bill-to-receive/pay',
      body: { bill_to_receive_id: i.bill, payment_form_id: 1, user_payment_credit_card_tokens: 0 },
    }),
  },
  'GET /contract/bill-to-receive/:id/boleto.pdf': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'GET', url: `/contract/bill-to-receive/${i.bill}/boleto.pdf` }),
  },
  'GET /contract/bill-to-receive/:id/boleto.html': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'GET', url: `/contract/bill-to-receive/${i.bill}/boleto.html` }),
  },
  'POST /contract/create-key': {
    kind: 'foreign',
    where: 'body',
    call: async (i) => ({
      method: 'POST',
      url: '/contract/create-key',
      body: form({ contract_id: i.contract, name: 'Chave de B', selfie: await selfie() }),
    }),
  },
  'POST /api/enterprise/tickets': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/api/enterprise/tickets',
      body: { title: 'Chamado de B', description: 'Texto', enterprise_contract_id: i.contract },
    }),
  },
  'POST /api/enterprise/ticket/replies': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/api/enterprise/ticket/replies',
      body: { ticket_id: i.ticket, description: 'B' },
    }),
  },
  // A filter over the caller's own bookings: A's contract filters them all out, like a missing one.
  'GET /api/enterprise/contracts/services': {
    kind: 'own',
    call: (i) => get(`/api/enterprise/contracts/services?contract_id=${i.contract}`),
  },
  'POST /api/enterprise/contracts/services': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/api/enterprise/contracts/services',
      body: { contract_id: i.contract, service_id: serviceId, date: inDays(3), period: 'Manhã' },
    }),
  },
  'POST /api/enterprise/user/visitors/release': {
    kind: 'foreign',
    where: 'body',
    call: (i) => ({
      method: 'POST',
      url: '/api/enterprise/user/visitors/release',
      body: { visitor_id: i.visitor },
    }),
  },

  // The caller's own scope.
  'GET /user/session': { kind: 'own', call: () => get('/user/session') },
  'POST /user/edit': {
    kind: 'own',
    call: () => ({ method: 'POST', url: '/user/edit', body: { name: 'B' } }),
  },
  'GET /api/users/resend-verification-email': {
    kind: 'own',
    call: () => get('/api/users/resend-verification-email'),
  },
  'GET /api/users/resend-verification-sms': {
    kind: 'own',
    call: () => get('/api/users/resend-verification-sms'),
  },
  'POST /api/users/validate-email': {
    kind: 'own',
    call: () => ({ method: 'POST', url: '/api/users/validate-email', body: { code: '000000' } }),
  },
  'POST /api/users/validate-sms': {
    kind: 'own',
    call: () => ({ method: 'POST', url: '/api/users/validate-sms', body: { code: '000000' } }),
  },
  'ALL /user/*': { kind: 'own', call: (i) => get(`/user/contract/${i.contract}/other`) },
  'GET /user/contract': { kind: 'own', call: () => get('/user/contract') },
  'GET /user/payment/list-credit-card': { kind: 'own', call: () => get('/user/payment/list-credit-card') },
  'POST /user/payment/add-credit-card': {
    kind: 'own',
    call: () => ({
      method: 'POST',
      url: '/user/payment/add-credit-card',
      body: { card_number: '4111111111111111' },
    }),
  },
  'GET /api/enterprise/apartment/favorites': {
    kind: 'own',
    call: () => get('/api/enterprise/apartment/favorites'),
  },
  'POST /api/enterprise/apartment/favorites': {
    kind: 'own',
    call: (i) => ({
      method: 'POST',
      url: '/api/enterprise/apartment/favorites',
      body: { apartment_id: i.apartment },
    }),
  },
  // The path names a public unit, not A's favourite: B un-favourites it for B only.
  'DELETE /api/enterprise/apartment/favorites/:id': {
    kind: 'own',
    call: (i) => ({ method: 'DELETE', url: `/api/enterprise/apartment/favorites/${i.apartment}` }),
  },
  'GET /api/enterprise/pre-bookings': { kind: 'own', call: () => get('/api/enterprise/pre-bookings') },
  'POST /api/enterprise/pre-bookings': {
    kind: 'own',
    call: () => ({
      method: 'POST',
      url: '/api/enterprise/pre-bookings',
      body: { apartment_id: bookableUnit, checkin: inDays(50), checkout: inDays(55) },
    }),
  },
  'GET /api/enterprise/tickets': { kind: 'own', call: () => get('/api/enterprise/tickets') },
  'GET /api/tutorials': { kind: 'own', call: () => get('/api/tutorials') },
  'GET /api/notifications': { kind: 'own', call: () => get('/api/notifications') },
  'GET /api/notifications/preferences': { kind: 'own', call: () => get('/api/notifications/preferences') },
  'PUT /api/notifications/preferences': {
    kind: 'own',
    call: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      body: { preferences: [{ kind: 'invoice-issued', email: false }] },
    }),
  },
  'GET /api/push/public-key': { kind: 'own', call: () => get('/api/push/public-key') },
  'POST /api/push/subscriptions': {
    kind: 'own',
    call: () => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { endpoint: 'https://push.example/intruder', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
    }),
  },
  // B can only remove B's own subscriptions: A's endpoint stays (ownerView is compared).
  'DELETE /api/push/subscriptions': {
    kind: 'own',
    call: () => ({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: 'https://push.example/ana' },
    }),
  },
  'POST /api/notifications/:id/read': {
    kind: 'foreign',
    where: 'path',
    call: (i) => ({ method: 'POST', url: `/api/notifications/${i.notification}/read` }),
  },
  'GET /api/enterprise/places': { kind: 'own', call: () => get(`/api/enterprise/places?date=${inDays(2)}`) },
  'GET /api/enterprise/places/schedules': {
    kind: 'own',
    call: () => get('/api/enterprise/places/schedules'),
  },
  // Same building: B may book the shared area too, never see or take A's booking.
  'POST /api/enterprise/places/schedules': {
    kind: 'own',
    call: () => ({
      method: 'POST',
      url: '/api/enterprise/places/schedules',
      body: { place_id: placeId, date: inDays(2), start_time: '10:00', end_time: '11:00' },
    }),
  },
  'GET /api/enterprise/user/visitors': { kind: 'own', call: () => get('/api/enterprise/user/visitors') },
  'POST /api/enterprise/user/visitors/add': {
    kind: 'own',
    call: () => ({
      method: 'POST',
      url: '/api/enterprise/user/visitors/add',
      body: { name: 'Visita de B', document: '98.765.432-1', date: inDays(4) },
    }),
  },
  'GET /api/enterprise/tasks': { kind: 'own', call: () => get('/api/enterprise/tasks') },
  // Tasks are the building's: B joining or leaving one never touches A's place in it.
  'POST /api/enterprise/tasks/subscribe': {
    kind: 'own',
    call: (i) => ({ method: 'POST', url: '/api/enterprise/tasks/subscribe', body: { task_id: i.task } }),
  },
  'POST /api/enterprise/tasks/unsubscribe/:id': {
    kind: 'own',
    call: (i) => ({ method: 'POST', url: `/api/enterprise/tasks/unsubscribe/${i.task}` }),
  },
  'GET /user/contract/find/1/inspection-form-questions': {
    kind: 'own',
    call: () => get('/user/contract/find/1/inspection-form-questions'),
  },
  'POST /api/enterprise/to-hire-link': {
    kind: 'own',
    call: () => ({ method: 'POST', url: '/api/enterprise/to-hire-link', body: {} }),
  },
  // B signs out a second session of their own; A's session lives on (checked by the snapshot).
  'POST /auth/logout': { kind: 'own', call: () => ({ method: 'POST', url: '/auth/logout' }) },
};

function get(url: string): Call {
  return { method: 'GET', url };
}

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let intruder: Awaited<ReturnType<typeof newResident>>;
let ids: Ids;
let markers: string[];

async function send(call: Call, token: string) {
  return api.request(call.method, call.url, { token, body: call.body });
}

async function ok(res: Response, status = 201) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await json(res)).data;
}

/** Everything A can read about their own data, selfie bytes included. */
async function ownerView(): Promise<Record<string, string>> {
  const view: Record<string, string> = {};
  for (const url of [
    '/user/session',
    '/user/contract',
    `/user/contract/find/${ids.contract}`,
    '/user/payment/list-credit-card',
    '/api/enterprise/apartment/favorites',
    '/api/enterprise/pre-bookings',
    '/api/enterprise/tickets',
    `/api/enterprise/tickets/${ids.ticket}`,
    '/api/enterprise/contracts/services',
    '/api/enterprise/places/schedules',
    '/api/enterprise/user/visitors',
    '/api/enterprise/tasks',
    '/api/notifications/preferences',
    `/api/contract-keys/${ids.key}/selfie`,
    `/api/inspection-photos/${ids.photo}`,
  ]) {
    const res = await api.request('GET', url, { token: owner.token });
    expect(res.status, url).toBe(200);
    view[url] = createHash('sha256')
      .update(new Uint8Array(await res.arrayBuffer()))
      .digest('hex');
  }
  return view;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api, { name: 'Ana Quintela Proprietária' });
  intruder = await newResident(api, { name: 'Bruno Vizinho' });
  const contract = await makeContract(api, owner.id);
  await makeContract(api, intruder.id, { enterpriseId: contract.enterprise_id });
  const [pixUnit, unit] = await freeUnits(api, 2);
  freeUnit = unit as number;
  const card = await addCard(api, owner.token);
  const pix = await hireOk(
    api,
    owner.token,
    hireBody(pixUnit as number, { check_in: inDays(20), check_out: inDays(25) }),
  );
  const bill = pix.billToReceive[0].id as number;

  bookableUnit = (
    await api.db
      .selectFrom('apartments')
      .select('id')
      .where('pre_bookable', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  questionId = (
    await api.db.selectFrom('inspection_questions').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  serviceId = (await api.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  placeId = (
    await api.db
      .selectFrom('places')
      .select('id')
      .where('enterprise_id', '=', contract.enterprise_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const task = (
    await api.db
      .insertInto('tasks')
      .values({
        enterprise_id: contract.enterprise_id,
        title: 'Horta do prédio',
        description: 'No terraço',
        starts_at: new Date(Date.now() + 3 * 86400_000),
        capacity: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  const as = (method: string, url: string, body?: unknown) =>
    api.request(method, url, { token: owner.token, body });
  const key = await ok(
    await as(
      'POST',
      '/contract/create-key',
      form({ contract_id: contract.id, name: 'Chave da Ana', selfie: await selfie() }),
    ),
  );
  const photo = await ok(
    await as(
      'POST',
      `/user/contract/find/${contract.id}/inspection-photos`,
      form({ question_id: questionId, photo: await selfie() }),
    ),
  );
  const ticket = await ok(
    await as('POST', '/api/enterprise/tickets', {
      title: 'Vazamento-da-Ana',
      description: 'Pinga na cozinha',
      enterprise_contract_id: contract.id,
    }),
  );
  await ok(
    await as('POST', '/api/enterprise/apartment/favorites', { apartment_id: contract.apartment_id }),
    201,
  );
  const preBooking = await ok(
    await as('POST', '/api/enterprise/pre-bookings', {
      apartment_id: bookableUnit,
      checkin: inDays(40),
      checkout: inDays(45),
    }),
  );
  await ok(
    await as('POST', '/api/enterprise/contracts/services', {
      contract_id: contract.id,
      service_id: serviceId,
      date: inDays(2),
      period: 'Tarde',
      notes: 'Notas-da-Ana',
    }),
  );
  const schedule = await ok(
    await as('POST', '/api/enterprise/places/schedules', {
      place_id: placeId,
      date: inDays(2),
      start_time: '08:00',
      end_time: '09:00',
    }),
  );
  const visitor = await ok(
    await as('POST', '/api/enterprise/user/visitors/add', {
      name: 'Visita-da-Ana',
      document: '11.222.333-4',
      date: inDays(3),
    }),
  );
  await ok(await as('POST', '/api/enterprise/tasks/subscribe', { task_id: task }));

  // A pending challenge of A's open bill, as a debit charge leaves it.
  const challenge = randomBytes(16).toString('hex');
  await api.db
    .insertInto('card_challenges')
    .values({
      id: challenge,
      user_id: owner.id,
      contract_id: pix.id,
      bill_id: bill,
      card_id: card,
      purpose: 'bill',
      amount: 100,
      gateway_reference: `3ds_sbx_${randomBytes(16).toString('hex')}`,
      issuer: 'Banco Sandbox Tokaas',
      prompt: 'Código',
      expires_at: new Date(Date.now() + 600_000),
    })
    .execute();

  ids = {
    challenge,
    contract: contract.id,
    apartment: contract.apartment_id,
    bill,
    card,
    key: key.id,
    photo: photo.id,
    ticket: ticket.id,
    preBooking: preBooking.id,
    schedule: schedule.id,
    visitor: visitor.id,
    task,
    notification: (
      await api.db
        .insertInto('notifications')
        .values({
          user_id: owner.id,
          kind: 'contract-active',
          event_key: `ownership-test:${owner.id}`,
          contract_id: contract.id,
          ...notificationText({ kind: 'contract-active', contractId: contract.id }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  };
  const human = await api.db
    .selectFrom('contracts')
    .select('human_contract_id')
    .where('user_id', '=', owner.id)
    .execute();
  markers = [
    owner.form.email,
    'Ana Quintela',
    owner.form.cpf,
    ...human.map((h) => h.human_contract_id),
    'Vazamento-da-Ana',
    'Notas-da-Ana',
    'Visita-da-Ana',
    'Chave da Ana',
  ];
}, 180_000);
afterAll(async () => {
  await api?.close();
});

describe('ownership matrix', () => {
  it('covers every route of the server: each is a resident case here or listed as public', () => {
    const keys = routeKeys(api.app.routes);
    const forgotten = keys.filter((key) => !(key in CASES) && !PUBLIC.includes(key));
    expect(forgotten, 'routes with no ownership case and not public').toEqual([]);
    expect(
      Object.keys(CASES).filter((key) => !keys.includes(key)),
      'cases for routes that no longer exist',
    ).toEqual([]);
    // The route docs agree on who may call what.
    for (const key of Object.keys(CASES)) expect(ROUTE_DOCS[key]?.auth, key).toBe('resident');
    for (const key of PUBLIC) expect(ROUTE_DOCS[key]?.auth, key).not.toBe('resident');
    console.info(`ownership matrix: ${Object.keys(CASES).length} resident routes, ${PUBLIC.length} public`);
  });

  it('every resident route answers 401 without a token', async () => {
    for (const [key, test] of Object.entries(CASES)) {
      const call = await test.call(ids);
      const res = await api.request(call.method, call.url, { body: call.body });
      expect(res.status, key).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });

  it('a second resident gets "not found" for every record of the first, never their data', async () => {
    const before = await ownerView();
    const spare = await api.request('POST', '/auth/login', {
      body: { email: intruder.form.email, password: intruder.form.password },
    });
    const spareToken = (await json(spare)).data.access_token as string;
    const failures: string[] = [];
    for (const [key, test] of Object.entries(CASES)) {
      const token = key === 'POST /auth/logout' ? spareToken : intruder.token;
      const res = await send(await test.call(ids), token);
      const text = await res.text();
      if (res.status >= 500) failures.push(`${key}: ${res.status}`);
      const leaked = markers.filter((marker) => text.includes(marker));
      if (leaked.length) failures.push(`${key}: shows ${leaked.join(', ')}`);
      if (test.kind === 'foreign') {
        const expected = test.where === 'path' ? [404] : [404, 422];
        if (!expected.includes(res.status)) failures.push(`${key}: ${res.status} ${text}`);
        // Indistinguishable from a record that does not exist.
        const missing = await send(await test.call(missingIds()), intruder.token);
        const missingText = await missing.text();
        if (missing.status !== res.status || missingText !== text)
          failures.push(`${key}: foreign ${res.status} ${text} ≠ missing ${missing.status} ${missingText}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerView()).toEqual(before);
  });
});
