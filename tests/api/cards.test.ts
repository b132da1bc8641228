// Saved cards: add (tokenised by the sandbox gateway), list, delete; the spec's messages; only
// the owner sees and deletes theirs; and neither the number nor the CVV is ever stored or logged.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createMessenger } from '../../server/mail/mailer.ts';
import { CARD_M, cardAddedResponse, cardsResponse } from '../../src/api/cards.ts';
import { today } from '../../src/domain/dates.ts';
import { addCard, cardForm, freeUnits, hireBody, hireOk } from './contract-helpers.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ADD = '/user/payment/add-credit-card';
const LIST = '/user/payment/list-credit-card';
const DELETE = (id: number | string) => `/api/user/payment-methods/${id}`;

describe('without a token', () => {
  it('every card call answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', ADD],
      ['DELETE', DELETE(1)],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: cardForm() } : {});
      expect(res.status, url).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('POST /user/payment/add-credit-card', () => {
  it('tokenises the card and answers it masked, with the spec’s success message', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', ADD, { token: resident.token, body: cardForm() });
    expect(res.status).toBe(201);
    const body = cardAddedResponse.parse(await res.json());
    expect(body.message).toBe('Cartão adicionado com sucesso!');
    expect(body.data).toMatchObject({
      holder_name: 'MARIA OLIVEIRA',
      card_number: '**** **** **** 1111',
      last_digits: '1111',
      brand: 'visa',
      icon_name: 'visa',
      type: 'credit',
      expired: false,
    });
    expect(body.data.expiration).toBe(`08/${today().year + 2}`);
  });

  it('detects the brand from the number (amex with a 4-digit CVV)', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', ADD, {
      token: resident.token,
      body: cardForm({ card_number: '3782 822463 10005', security_code: '1234', brand: 'visa' }),
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({ brand: 'amex', last_digits: '0005' });
  });

  it('missing or blank fields: "Por favor, Preencha todos os campos"', async () => {
    const resident = await newResident(api);
    for (const field of [
      'holder',
      'holder_birthdate',
      'holder_cpf',
      'brand',
      'card_number',
      'security_code',
      'expiration',
    ]) {
      for (const value of [undefined, '', '  ', null]) {
        const res = await api.request('POST', ADD, {
          token: resident.token,
          body: cardForm({ [field]: value }),
        });
        expect(res.status, `${field}=${value}`).toBe(422);
        const body = await json(res);
        expect(body.message).toBe(CARD_M.fillAll);
        expect(body.errors[field]).toEqual([CARD_M.fillAll]);
      }
    }
  });

  it('expiry: month 1–12, not a past month: "Por favor, verifique a validade do cartão!"', async () => {
    const resident = await newResident(api);
    const now = today();
    const lastMonth = now.subtract({ months: 1 });
    for (const expiration of [
      '13/2030',
      '00/2030',
      `12/${now.year - 1}`,
      `${String(lastMonth.month).padStart(2, '0')}/${lastMonth.year}`,
      '1230',
      'ab/cdef',
    ]) {
      const res = await api.request('POST', ADD, { token: resident.token, body: cardForm({ expiration }) });
      expect(res.status, expiration).toBe(422);
      expect((await json(res)).errors.expiration, expiration).toEqual([CARD_M.expiry]);
    }
    const thisMonth = `${String(now.month).padStart(2, '0')}/${now.year}`;
    const ok = await api.request('POST', ADD, {
      token: resident.token,
      body: cardForm({ expiration: thisMonth }),
    });
    expect(ok.status).toBe(201);
  });

  it('refuses a number failing Luhn, an unknown brand, a wrong CVV length, a bad CPF or birthdate', async () => {
    const resident = await newResident(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ card_number: '4111 1111 1111 1112' }, 'card_number', CARD_M.number],
      [{ card_number: '1234' }, 'card_number', CARD_M.number],
      [{ card_number: '9999 9999 9999 9995' }, 'brand', CARD_M.brand],
      [{ security_code: '12' }, 'security_code', CARD_M.cvv],
      [{ security_code: '12a' }, 'security_code', CARD_M.cvv],
      [{ card_number: '378282246310005', security_code: '123' }, 'security_code', CARD_M.cvvAmex],
      [{ holder_cpf: '111.111.111-11' }, 'holder_cpf', CARD_M.cpf],
      [{ holder_birthdate: '31/02/1990' }, 'holder_birthdate', CARD_M.birthdate],
      [{ type: 'prepaid' }, 'type', CARD_M.type],
    ];
    for (const [override, field, message] of cases) {
      const res = await api.request('POST', ADD, { token: resident.token, body: cardForm(override) });
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect((await json(res)).errors[field], JSON.stringify(override)).toEqual([message]);
    }
    expect(
      await api.db.selectFrom('user_payment_cards').select('id').where('user_id', '=', resident.id).execute(),
    ).toEqual([]);
  });

  it('a card the issuer refuses at tokenisation answers 422 with the issuer’s message', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', ADD, {
      token: resident.token,
      body: cardForm({ card_number: '4000 0000 0000 0069' }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toContain('vencido ou bloqueado');
  });
});

describe('GET /user/payment/list-credit-card and DELETE /api/user/payment-methods/{id}', () => {
  it('lists only the owner’s cards, newest first; another resident gets 404 on delete', async () => {
    const owner = await newResident(api);
    const other = await newResident(api);
    const first = await addCard(api, owner.token);
    const second = await addCard(api, owner.token, '5555 5555 5555 4444');
    const list = await api.request('GET', LIST, { token: owner.token });
    const cards = cardsResponse.parse(await list.json()).data;
    expect(cards.map((c) => [c.id, c.brand, c.last_digits])).toEqual([
      [second, 'mastercard', '4444'],
      [first, 'visa', '1111'],
    ]);
    const othersList = cardsResponse.parse(
      await (await api.request('GET', LIST, { token: other.token })).json(),
    );
    expect(othersList.data).toEqual([]);

    const stolen = await api.request('DELETE', DELETE(first), { token: other.token });
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toEqual({ message: CARD_M.notFound, code: 'NotFound' });
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await api.request('DELETE', DELETE(bad), { token: owner.token })).status, bad).toBe(404);
    }

    const res = await api.request('DELETE', DELETE(first), { token: owner.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { success: true }, message: 'Cartão apagado com sucesso!' });
    expect((await api.request('DELETE', DELETE(first), { token: owner.token })).status).toBe(404);
  });

  it('deleting a card keeps the contracts it paid (their card link is cleared)', async () => {
    const resident = await newResident(api);
    const card = await addCard(api, resident.token);
    const [unit] = await freeUnits(api, 1);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(unit!, { payment_form_id: 2, user_payment_credit_card_tokens: card }),
    );
    expect((await api.request('DELETE', DELETE(card), { token: resident.token })).status).toBe(200);
    const row = await api.db
      .selectFrom('contracts')
      .select(['card_id', 'contract_status_id'])
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ card_id: null, contract_status_id: 4 });
  });
});

/** Every text-like value of every table of the public schema, as one string per row. */
async function dumpTextRows(db: TestApi['db']): Promise<Set<string>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json')`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const out = new Set<string>();
  for (const [table, cols] of byTable) {
    const expr = cols.map((c) => `coalesce(${JSON.stringify(c)}::text, '')`).join(" || '|' || ");
    const { rows } = await sql<{ v: string }>`SELECT ${sql.raw(expr)} AS v FROM ${sql.table(table)}`.execute(
      db,
    );
    for (const row of rows) out.add(`${table}:${row.v}`);
  }
  return out;
}

describe('card data never stored nor logged', () => {
  it('after adding cards, no number and no CVV in any text column of any table, nor in the console', async () => {
    // An app with the request log on, to capture what a real server would print.
    const loud = createApp({
      db: api.db,
      config: {
        ...readConfig({}),
        dataDir: path.join(os.tmpdir(), 'tokaas-test'),
        mediaDir: path.join(os.tmpdir(), 'tokaas-test-media'),
        logRequests: true,
      },
      messenger: createMessenger(api.db, { from: 'x@y.z', log: false }),
    });
    const resident = await newResident(api);
    const before = await dumpTextRows(api.db);
    const printed: string[] = [];
    const capture = (...args: unknown[]) =>
      void printed.push(
        args.map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a)))).join(' '),
      );
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(capture),
    );
    const cards = [
      { card_number: '3714 496353 98431', security_code: '8461' }, // amex: 4-digit CVV
      { card_number: '4111 1111 1111 1111', security_code: '8461'.slice(0, 3) },
      { card_number: '4000 0000 0000 0069', security_code: '8461'.slice(0, 3) }, // refused by the issuer
      { card_number: '4111 1111 1111 1112', security_code: '8461'.slice(0, 3) }, // fails Luhn
    ];
    try {
      for (const card of cards) {
        await loud.request(ADD, {
          method: 'POST',
          headers: { authorization: `Bearer ${resident.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(cardForm(card)),
        });
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.some((line) => line.includes(ADD))).toBe(true);
    const after = await dumpTextRows(api.db);
    const added = [...after].filter((row) => !before.has(row));
    expect(added.some((row) => row.startsWith('user_payment_cards:'))).toBe(true);
    const everything = [...after].join('\n');
    for (const number of ['371449635398431', '4111111111111111', '4000000000000069', '4111111111111112']) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(spaced);
      expect(printed.join('\n')).not.toContain(number);
    }
    // The CVV among what the requests wrote (a 4-digit amex code cannot match by chance there).
    expect(added.join('\n')).not.toContain('8461');
    expect(printed.join('\n')).not.toContain('8461');
    const cardRows = await api.db
      .selectFrom('user_payment_cards')
      .selectAll()
      .where('user_id', '=', resident.id)
      .execute();
    expect(cardRows).toHaveLength(2);
    for (const { gateway_token, created_at, ...stored } of cardRows) {
      // The gateway's token is random (hex digits may spell anything), never derived from the card.
      expect(gateway_token).toMatch(/^tok_sbx_(a|d\d+)_[0-9a-f]{32}$/);
      expect(JSON.stringify(stored)).not.toMatch(/846|\d{12}/);
    }
    // Dumping every text column of the seeded database is slow on a loaded 2-core machine.
  }, 120_000);
});
