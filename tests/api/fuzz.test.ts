// Fuzzing every route of the server's route table with fast-check: wrong types, missing and extra
// fields, huge strings and numbers, bad unicode, bad JSON, wrong media types, oversize and
// disguised uploads, odd path and query values. The promise: never a 5xx, never an unhandled
// error, and fields a resident may not set are never written (mass assignment).
//
// Bounded here (FUZZ_RUNS per route, default 8); `npm run test:fuzz` runs 150 per route.
// A fixed seed (FUZZ_SEED) makes a run reproducible; the seed and request count are printed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { issueToken } from '../../server/auth/tokens.ts';
import { ROUTE_DOCS, routeKeys } from '../../server/openapi/route-docs.ts';
import { errorCodeOf } from '../../src/api/error-codes.ts';
import { addCard, cardForm } from './contract-helpers.ts';
import { mailedCode, newResident, registration, startTestApi, type TestApi } from './harness.ts';
import { jpegWithExif, makeContract } from './resident-fixtures.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_409);

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;
let contractId = 0;
let realIds: number[] = [];
let jpeg: Uint8Array;
let requests = 0;
const errorsLogged: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  other = await newResident(api);
  const contract = await makeContract(api, owner.id);
  contractId = contract.id;
  const card = await addCard(api, owner.token);
  realIds = [contract.id, contract.apartment_id, card, owner.id, other.id, 1];
  jpeg = await jpegWithExif();
  // Every unexpected error goes through the app's error handler, which logs it: none allowed.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errorsLogged.push(args.map(String).join(' ').slice(0, 500));
  });
}, 180_000);
afterAll(async () => {
  vi.restoreAllMocks();
  console.info(`fuzz: ${requests} requests (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`);
  await api?.close();
});

// ---- values ----------------------------------------------------------------------------------

const HUGE = 'ã'.repeat(200_000);
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  '\u202e\u0644',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '-1',
  '0x10',
  '99999999999999999999999',
  '2026-02-30',
  '31/02/2026',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"$ne":null}',
  HUGE,
);
const wild: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Fields a resident must never be able to set through any route. */
const MASS_FIELDS = [
  'id',
  'user_id',
  'role',
  'is_admin',
  'password_hash',
  'email_verified_at',
  'phone_verified_at',
  'contract_status_id',
  'status',
  'total',
  'price_hosting',
  'paid_at',
  'suspended',
  'gateway_token',
  'last_digits',
  '__proto__',
  'constructor',
];

function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // Lone surrogates: send the raw percent bytes of their (invalid) UTF-8.
    return '%ED%A0%80';
  }
};

// ---- requests --------------------------------------------------------------------------------

interface FuzzRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  label: string;
  who: string;
}

const pathValue = fc.oneof(
  fc.constantFrom(
    ...['1', '0', '-1', 'abc', '1.5', '1e3', '%00', '%FF', '%ED%A0%80', '..%2F..', '9'.repeat(40)],
  ),
  fc.integer({ min: -5, max: 5000 }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(safeEncode),
  // One of the fixtures' real ids (contract, unit, card, users).
  fc.nat({ max: 5 }).map((i) => `real:${i}`),
);

function requestFor(key: string): fc.Arbitrary<FuzzRequest> {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const doc = ROUTE_DOCS[key];
  const fields = [...fieldsOf(doc?.body), ...(doc?.files ?? [])];
  const queryFields = fieldsOf(doc?.query);
  const names = fc.constantFrom(...fields, ...queryFields, ...MASS_FIELDS, 'x', 'answer', 'contract_id');

  const path = fc.array(pathValue, { minLength: 4, maxLength: 4 }).chain((values) =>
    fc.constant(
      pattern.replace(/:([A-Za-z_]+)|\*/g, () => {
        const v = values.shift() ?? '1';
        return v.startsWith('real:') ? String(realIds[Number(v.slice(5)) % realIds.length]) : v;
      }),
    ),
  );
  const query = fc.dictionary(
    names,
    fc.oneof(
      wild.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      nasty,
    ),
    {
      maxKeys: 4,
    },
  );
  const shaped = fc.dictionary(names, wild, { maxKeys: 8 });

  const file = fc.constantFrom(
    () => new File(['não sou uma imagem'], 'selfie.jpg', { type: 'image/jpeg' }),
    () =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'x.png', {
        type: 'image/png',
      }),
    () => new File([new Uint8Array(jpeg.slice(0, 40))], 'cortada.jpg', { type: 'image/jpeg' }),
    () => new File([], 'vazia.webp', { type: 'image/webp' }),
    () => new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' }),
    () => new File([new Uint8Array(jpeg)], 'foto.exe', { type: 'application/octet-stream' }),
    () => new File([new Uint8Array(5 * 1024 * 1024 + 10)], 'grande.jpg', { type: 'image/jpeg' }),
  );

  type Body = { body?: BodyInit; type?: string; label: string };
  const body: fc.Arbitrary<Body> = fc.oneof(
    shaped.map((o) => ({ body: JSON.stringify(o), type: 'application/json', label: 'json' })),
    fc
      .oneof(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom(
          '{',
          '{"a":',
          '[]',
          '"x"',
          '1e999',
          'null',
          '{"__proto__":{"polluted":1}}',
          '\ufeff{}',
        ),
        fc.json(),
      )
      .map((text) => ({ body: text, type: 'application/json', label: 'raw json' })),
    fc
      .tuple(
        shaped,
        fc.array(fc.tuple(fc.constantFrom(...(doc?.files ?? ['selfie', 'photo'])), file), { maxLength: 2 }),
      )
      .map(([fieldsObj, files]) => {
        const data = new FormData();
        for (const [name, value] of Object.entries(fieldsObj)) {
          data.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
        }
        for (const [name, make] of files) data.append(name, make());
        return { body: data, label: 'multipart' };
      }),
    shaped.map((o) => ({
      body: new URLSearchParams(
        Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
      ).toString(),
      type: 'application/x-www-form-urlencoded',
      label: 'urlencoded',
    })),
    fc.constantFrom<Body>(
      { body: '<xml/>', type: 'application/xml', label: 'xml' },
      { body: 'a=1', type: 'text/plain', label: 'text' },
      { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x', label: 'broken multipart' },
      { body: '{}', type: 'multipart/form-data', label: 'multipart without boundary' },
      { label: 'no body' },
    ),
  );
  const auth = fc.constantFrom('owner', 'owner', 'owner', 'none', 'garbage', 'other');
  const idempotency = fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', 'x'.repeat(300), '\u00e9')), {
    nil: undefined,
  });

  return fc.tuple(path, query, body, auth, idempotency).map(([p, q, b, who, key]) => {
    const headers: Record<string, string> = {};
    const search = new URLSearchParams(q).toString();
    if (b.type) headers['content-type'] = b.type;
    if (key !== undefined && /^[\x20-\x7e]*$/.test(key)) headers['idempotency-key'] = key;
    const init: FuzzRequest['init'] = { method: method === 'ALL' ? 'GET' : method, headers };
    if (who === 'garbage') headers.authorization = `Bearer ${'A'.repeat(43)}`;
    if (init.method !== 'GET' && b.body !== undefined) init.body = b.body;
    return { url: search ? `${p}?${search}` : p, init, label: `${who} ${b.label}`, who };
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function send(request: FuzzRequest) {
  // A fresh token per request: fuzzing /auth/logout or a password reset must not sign the rest out.
  if (request.who === 'owner' || request.who === 'other') {
    const { token } = await issueToken(api.db, request.who === 'owner' ? owner.id : other.id, 1);
    request.init.headers.authorization = `Bearer ${token}`;
  }
  requests++;
  return api.app.request(request.url, request.init);
}

describe('fuzzing every route', () => {
  it(
    'never answers 5xx nor throws, whatever arrives',
    async () => {
      const keys = routeKeys(api.app.routes);
      expect(keys.length).toBeGreaterThan(60);
      const failures: string[] = [];
      for (const key of keys) {
        await fc
          .assert(
            fc.asyncProperty(requestFor(key), async (request) => {
              const res = await send(request);
              const text = await res.text();
              if (res.status >= 500) {
                failures.push(
                  `${key} → ${res.status} ${request.init.method} ${request.url.slice(0, 120)} [${request.label}] ${text.slice(0, 200)}`,
                );
                return false;
              }
              // Error answers are always the JSON the app can show.
              if (res.status >= 400 && !isJson(text)) {
                failures.push(`${key} → ${res.status} not JSON [${request.label}] ${text.slice(0, 200)}`);
                return false;
              }
              // …with the code the app decides by (src/api/error-codes.ts), never only words.
              if (res.status >= 400 && !errorCodeOf(JSON.parse(text))) {
                failures.push(
                  `${key} → ${res.status} without a code [${request.label}] ${text.slice(0, 200)}`,
                );
                return false;
              }
              return true;
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          .catch((error: Error) => {
            // A failing request is already in failures; anything else thrown is a finding too.
            if (!failures.some((f) => f.startsWith(key)))
              failures.push(`${key}: ${error.message.slice(0, 400)}`);
          });
      }
      expect(failures).toEqual([]);
      expect(errorsLogged).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    30 * 60_000,
  );
});

describe('mass assignment', () => {
  const extras = fc
    .subarray(
      [
        ['id', 1],
        ['user_id', 0],
        ['role', 'admin'],
        ['is_admin', true],
        ['password_hash', 'x'],
        ['email_verified_at', '2020-01-01T00:00:00Z'],
        ['phone_verified_at', '2020-01-01T00:00:00Z'],
        ['contract_status_id', 5],
        ['status', 'Resolvido'],
        ['total', 1],
        ['price_hosting', 1],
        ['check_out', '2099-01-01'],
        ['apartment_id', 1],
        ['gateway_token', 'tok_forjado'],
        ['last_digits', '9999'],
        ['suspended', true],
      ] as const,
      { minLength: 1 },
    )
    .map((pairs) => Object.fromEntries(pairs.map(([k, v]) => [k, k === 'user_id' ? other.id : v])));

  it(
    'extra fields are never written by sign-up, contract edit, tickets or cards',
    async () => {
      const contractBefore = await api.db
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', contractId)
        .executeTakeFirstOrThrow();
      // How many runs got each write through: the property must be checked against real writes,
      // not pass because every request was refused.
      const written = { signUp: 0, ticket: 0, card: 0 };
      await fc.assert(
        fc.asyncProperty(extras, async (extra) => {
          // Sign-up.
          const form = { ...registration(), ...extra };
          const signUp = await api.app.request('/api/user/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(form),
          });
          requests++;
          expect(signUp.status).toBeLessThan(500);
          if (signUp.status === 202) {
            const email = form.email.toLowerCase();
            const confirm = await api.request('POST', '/api/user/register/confirm', {
              body: { ...extra, email, code: await mailedCode(api, email) },
            });
            requests++;
            expect(confirm.status).toBeLessThan(500);
          }
          const user = await api.db
            .selectFrom('users')
            .selectAll()
            .where('email', '=', form.email)
            .executeTakeFirst();
          if (user) {
            written.signUp++;
            expect(user.id).not.toBe(1);
            // Confirmed by the mailed code just now, whatever the extra fields said.
            expect(user.email_verified_at?.getTime()).toBeGreaterThan(Date.now() - 60_000);
            expect(user.phone_verified_at).toBeNull();
            expect(user.password_hash).not.toBe('x');
          }

          // Contract edit: only guests and observation may change.
          const edit = await api.request('PUT', `/api/enterprise/user/contracts/${contractId}`, {
            token: owner.token,
            body: { guests: 1, observation: 'Chego tarde', ...extra },
          });
          requests++;
          expect(edit.status).toBeLessThan(500);
          const contract = await api.db
            .selectFrom('contracts')
            .selectAll()
            .where('id', '=', contractId)
            .executeTakeFirstOrThrow();
          expect({ ...contract, guests: 0, observation: null, updated_at: null }).toEqual({
            ...contractBefore,
            guests: 0,
            observation: null,
            updated_at: null,
          });

          // A ticket is the caller's and starts open.
          const ticket = await api.request('POST', '/api/enterprise/tickets', {
            token: owner.token,
            body: { title: 'Chuveiro', description: 'Sem água quente', ...extra },
          });
          requests++;
          expect(ticket.status).toBeLessThan(500);
          if (ticket.status === 201) {
            written.ticket++;
            const id = ((await ticket.json()) as { data: { id: number } }).data.id;
            const row = await api.db
              .selectFrom('tickets')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            expect(row.user_id).toBe(owner.id);
            expect(row.status).not.toBe('Resolvido');
          }

          // A card keeps the gateway's token and the real last digits, for the caller.
          const card = await api.request('POST', '/user/payment/add-credit-card', {
            token: owner.token,
            body: { ...cardForm(), ...extra },
          });
          requests++;
          expect(card.status).toBeLessThan(500);
          if (card.status === 201) {
            written.card++;
            const id = ((await card.json()) as { data: { id: number } }).data.id;
            const row = await api.db
              .selectFrom('user_payment_cards')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            expect(row.user_id).toBe(owner.id);
            expect(row.last_digits).toBe('1111');
            expect(row.gateway_token).not.toBe('tok_forjado');
          }
        }),
        { numRuns: Math.max(4, Math.ceil(RUNS / 2)), seed: SEED },
      );
      expect(written.signUp, 'sign-ups that went through').toBeGreaterThan(0);
      expect(written.ticket, 'tickets that went through').toBeGreaterThan(0);
      expect(written.card, 'cards that went through').toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
