// POST /contract/create: Pix and card hires, every refusal with its message, the database's
// one-contract-per-unit-and-period guarantee under 20 concurrent hires, and idempotent replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCrc, parseEmv } from '../../server/payments/pix-brcode.ts';
import { CT, contractResponse } from '../../src/api/contracts.ts';
import { addCard, day, freeUnits, hire, hireBody, hireOk, VISA_DECLINED } from './contract-helpers.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let units: number[];
beforeAll(async () => {
  api = await startTestApi();
  units = await freeUnits(api, 14);
});
afterAll(async () => {
  await api?.close();
});

const unit = (n: number) => units[n] as number;

describe('without a token', () => {
  it('answers 401 Unauthenticated.', async () => {
    const res = await api.request('POST', '/contract/create', { body: hireBody(unit(0)) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
  });
});

describe('hiring with Pix', () => {
  it('creates a contract awaiting Pix (3) with a bill carrying a valid BR Code, its QR and an expiry', async () => {
    const resident = await newResident(api);
    const res = await hire(api, resident.token, hireBody(unit(0), { check_in: day(5), check_out: day(10) }));
    expect(res.status).toBe(201);
    const contract = contractResponse.parse(await res.json()).data;
    expect(contract.contract_status_id).toBe(3);
    expect(contract.status).toEqual({ id: 3, name: 'Aguardando pagamento Pix' });
    expect(contract.paymentForm).toEqual({ id: 1, name: 'Pix' });
    expect(contract.plan).toBe('Diária');
    expect(contract.human_contract_id).toMatch(/^TKS-\d{4}-\d{6}$/);
    expect(contract.checkIn).toBe(day(5));
    expect(contract.nights).toBe(5);
    const unitRow = await api.db
      .selectFrom('apartments')
      .selectAll()
      .where('id', '=', unit(0))
      .executeTakeFirstOrThrow();
    expect(contract.total).toBeCloseTo(unitRow.price_per_day * 5 + unitRow.price_entry_cost, 2);
    expect(contract.billToReceive).toHaveLength(1);
    const bill = contract.billToReceive[0]!;
    expect(bill.received).toBe(false);
    expect(bill.value).toBe(contract.total);
    expect(bill.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(bill.key).not.toBeNull();
    expect(hasValidCrc(bill.key!)).toBe(true);
    expect(parseEmv(bill.key!).get('54')).toBe(bill.value.toFixed(2));
    const minutes = (Date.parse(bill.pix_expires_at!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(bill.number).toBe(`${contract.human_contract_id}/01`);
  });

  it('prices a monthly stay: first month due at hiring, Mensal plan', async () => {
    const resident = await newResident(api);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(unit(1), { check_in: day(3), check_out: day(48) }),
    );
    expect(contract.plan).toBe('Mensal');
    expect(contract.nights).toBe(45);
    expect(contract.billToReceive[0].value).toBe(contract.priceHosting);
    expect(contract.total).toBeGreaterThan(contract.priceHosting);
  });
});

describe('hiring with a card', () => {
  it('charges the saved card: status 4 Ativo and the bill paid with its receipt', async () => {
    const resident = await newResident(api);
    const card = await addCard(api, resident.token);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(unit(2), { payment_form_id: 2, user_payment_credit_card_tokens: card }),
    );
    expect(contract.contract_status_id).toBe(4);
    expect(contract.status.name).toBe('Ativo');
    expect(contract.user_payment_credit_card_tokens).toBe(card);
    const bill = contract.billToReceive[0];
    expect(bill.received).toBe(true);
    expect(bill.status).toBe('Fatura paga');
    expect(bill.qr_code).toBeNull();
    expect(bill.receipt).toMatchObject({
      method: 'card',
      last_digits: '1111',
      brand: 'visa',
      amount: bill.value,
    });
    expect(bill.receipt.authorization_code).toMatch(/^\d{6}$/);
  });

  it('declined: 422 with the gateway message and no contract left behind', async () => {
    const resident = await newResident(api);
    const card = await addCard(api, resident.token, VISA_DECLINED);
    const res = await hire(
      api,
      resident.token,
      hireBody(unit(3), { payment_form_id: 2, user_payment_credit_card_tokens: card }),
    );
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.message).toBe('Pagamento recusado pelo banco emissor do cartão.');
    expect(
      await api.db.selectFrom('contracts').select('id').where('user_id', '=', resident.id).execute(),
    ).toEqual([]);
    // The unit is still free for someone else.
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(unit(3)));
  });

  it('refuses card payment without a card, with an unknown card or another resident’s card', async () => {
    const resident = await newResident(api);
    const other = await newResident(api);
    const othersCard = await addCard(api, other.token);
    const cases: [unknown, string][] = [
      [0, CT.cardRequired],
      [999_999, CT.cardUnknown],
      [othersCard, CT.cardUnknown],
      ['abc', CT.cardUnknown],
    ];
    for (const [card, message] of cases) {
      const res = await hire(
        api,
        resident.token,
        hireBody(unit(4), { payment_form_id: 2, user_payment_credit_card_tokens: card }),
      );
      expect(res.status, String(card)).toBe(422);
      expect((await json(res)).errors.user_payment_credit_card_tokens).toEqual([message]);
    }
  });
});

describe('refusals', () => {
  it('answers 422 per field for missing, malformed and impossible dates and ids', async () => {
    const resident = await newResident(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ check_in: undefined }, 'check_in', CT.checkInRequired],
      [{ check_in: '31/02/2027' }, 'check_in', CT.checkInInvalid],
      [{ check_in: 12 }, 'check_in', CT.checkInInvalid],
      [{ check_in: day(-1) }, 'check_in', CT.checkInPast],
      [{ check_out: day(10) }, 'check_out', CT.checkOutOrder],
      [{ check_out: day(9) }, 'check_out', CT.checkOutOrder],
      [{ check_out: day(2000) }, 'check_out', CT.stayTooLong],
      [{ apartment_id: undefined }, 'apartment_id', CT.apartmentRequired],
      [{ apartment_id: 'x' }, 'apartment_id', CT.apartmentUnknown],
      [{ apartment_id: 99_999_999 }, 'apartment_id', CT.apartmentUnknown],
      [{ apartment_id: 1e12 }, 'apartment_id', CT.apartmentUnknown],
      [{ payment_form_id: 4 }, 'payment_form_id', CT.paymentForm],
      [{ payment_form_id: 'pix' }, 'payment_form_id', CT.paymentForm],
      [{ guests: 0 }, 'guests', CT.guests],
      [{ plataformHash: 5 }, 'plataformHash', CT.hashInvalid],
      [{ plataformHash: 'x'.repeat(65) }, 'plataformHash', CT.hashInvalid],
      [{ guests: 99 }, 'guests', CT.guests],
    ];
    for (const [override, field, message] of cases) {
      const res = await hire(api, resident.token, hireBody(unit(5), override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect((await json(res)).errors[field], JSON.stringify(override)).toEqual([message]);
    }
    const reversedPast = await hire(
      api,
      resident.token,
      hireBody(unit(5), { check_in: day(-1), check_out: day(-3) }),
    );
    expect(reversedPast.status).toBe(422);
    expect((await json(reversedPast)).errors).toEqual({
      check_in: [CT.checkInPast],
      check_out: [CT.checkOutOrder],
    });
    const bad = await api.request('POST', '/contract/create', {
      token: resident.token,
      body: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(
      await api.db.selectFrom('contracts').select('id').where('user_id', '=', resident.id).execute(),
    ).toEqual([]);
  });

  it('refuses a resident without a CPF on file', async () => {
    const resident = await newResident(api);
    await api.db.updateTable('users').set({ document_cpf: null }).where('id', '=', resident.id).execute();
    const res = await hire(api, resident.token, hireBody(unit(5)));
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ document_cpf: [CT.cpfMissing] });
  });

  it('refuses a rented unit, a soon-released unit and more guests than the unit holds', async () => {
    const resident = await newResident(api);
    await api.db.updateTable('apartments').set({ is_rented: true }).where('id', '=', unit(6)).execute();
    await api.db.updateTable('apartments').set({ soon_release: true }).where('id', '=', unit(7)).execute();
    let res = await hire(api, resident.token, hireBody(unit(6)));
    expect((await json(res)).errors).toEqual({ apartment_id: [CT.unitRented] });
    res = await hire(api, resident.token, hireBody(unit(7)));
    expect((await json(res)).errors).toEqual({ apartment_id: [CT.unitSoonRelease] });
    const { residents } = await api.db
      .selectFrom('apartments')
      .select('residents')
      .where('id', '=', unit(5))
      .executeTakeFirstOrThrow();
    if (residents < 12) {
      res = await hire(api, resident.token, hireBody(unit(5), { guests: residents + 1 }));
      expect(res.status).toBe(422);
      expect((await json(res)).errors.guests[0]).toContain(String(residents));
    }
  });

  it('refuses a period with a blocked date', async () => {
    const resident = await newResident(api);
    await api.db
      .insertInto('apartment_blocked_dates')
      .values({ apartment_id: unit(8), date: day(12) })
      .execute();
    const res = await hire(api, resident.token, hireBody(unit(8), { check_in: day(10), check_out: day(13) }));
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ check_in: [CT.periodBlocked] });
    // The check-out day itself may be blocked: it is not a night of the stay.
    await hireOk(api, resident.token, hireBody(unit(8), { check_in: day(10), check_out: day(12) }));
  });

  it('refuses an overlapping period with 409, and allows back-to-back stays', async () => {
    const first = await newResident(api);
    const second = await newResident(api);
    await hireOk(api, first.token, hireBody(unit(9), { check_in: day(20), check_out: day(25) }));
    const res = await hire(api, second.token, hireBody(unit(9), { check_in: day(24), check_out: day(28) }));
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: CT.periodTaken, code: 'PeriodTaken' });
    await hireOk(api, second.token, hireBody(unit(9), { check_in: day(25), check_out: day(28) }));
    await hireOk(api, second.token, hireBody(unit(9), { check_in: day(15), check_out: day(20) }));
  });

  it('the exclusion constraint itself refuses an overlap written around the API', async () => {
    const resident = await newResident(api);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(unit(10), { check_in: day(30), check_out: day(35) }),
    );
    const row = await api.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    const { id: _id, human_contract_id: _h, created_at: _c, updated_at: _u, ...copy } = row;
    await expect(
      api.db
        .insertInto('contracts')
        .values({ ...copy, human_contract_id: 'TKS-TEST-1', check_in: day(34), check_out: day(40) })
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
    // A cancelled contract does not hold its nights.
    await api.db
      .insertInto('contracts')
      .values({
        ...copy,
        human_contract_id: 'TKS-TEST-2',
        contract_status_id: 5,
        check_in: day(34),
        check_out: day(40),
      })
      .execute();
  });
});

describe('concurrent hires of one unit and period', () => {
  it('20 simultaneous hires give exactly one 201; the rest 409/422 with a clear message, never 500', async () => {
    const residents = await Promise.all(Array.from({ length: 20 }, () => newResident(api)));
    const body = hireBody(unit(11), { check_in: day(40), check_out: day(47) });
    const started = performance.now();
    const responses = await Promise.all(residents.map((r) => hire(api, r.token, body)));
    const ms = performance.now() - started;
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const res of responses.filter((r) => r.status !== 201)) {
      expect([409, 422]).toContain(res.status);
      expect((await json(res)).message).toBe(CT.periodTaken);
    }
    const rows = await api.db
      .selectFrom('contracts')
      .select('id')
      .where('apartment_id', '=', unit(11))
      .where('contract_status_id', 'not in', [5, 6])
      .execute();
    expect(rows).toHaveLength(1);
    console.info(`[measure] 20 concurrent hires (${api.engine}): ${ms.toFixed(0)} ms`);
  });
});

describe('Idempotency-Key', () => {
  it('a replay returns the first response and hires once; another body with the same key is refused', async () => {
    const resident = await newResident(api);
    const body = hireBody(unit(12), { check_in: day(50), check_out: day(52) });
    const headers = { 'idempotency-key': 'hire-test-0001' };
    const first = await api.request('POST', '/contract/create', { token: resident.token, body, headers });
    expect(first.status).toBe(201);
    const again = await api.request('POST', '/contract/create', { token: resident.token, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(again)).data.id).toBe((await json(first)).data.id);
    const rows = await api.db
      .selectFrom('contracts')
      .select('id')
      .where('user_id', '=', resident.id)
      .execute();
    expect(rows).toHaveLength(1);
    const other = await api.request('POST', '/contract/create', {
      token: resident.token,
      body: { ...body, check_out: day(53) },
      headers,
    });
    expect(other.status).toBe(422);
  });
});
