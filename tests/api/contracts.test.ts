// Contracts: list and detail, what a resident may edit, door codes, cancellation with the refund
// rule of spec 9, renewal, and ownership: another resident gets 404 on every contract call.
import { describe, expect, it } from 'vitest';
import { CT, contractResponse, contractsResponse, fill } from '../../src/api/contracts.ts';
import { addCard, apiWithUnits, day, hire, hireBody, hireOk } from './contract-helpers.ts';
import { json, newResident } from './harness.ts';

const { api, freshUnit } = apiWithUnits(26);

const C = '/api/enterprise/user/contracts';

async function activeContract(token: string, overrides: Record<string, unknown> = {}) {
  const card = await addCard(api, token);
  return hireOk(
    api,
    token,
    hireBody(freshUnit(), { payment_form_id: 2, user_payment_credit_card_tokens: card, ...overrides }),
  );
}

describe('without a token', () => {
  it('every contract call answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['GET', '/user/contract'],
      ['GET', '/user/contract/find/1'],
      ['PUT', `${C}/1`],
      ['GET', `${C}/1/generate-code`],
      ['PUT', `${C}/1/cancel`],
      ['POST', '/api/enterprise/re-new'],
      ['POST', '/contract/bill-to-receive/pay'],
    ] as const) {
      const res = await api.request(method, url, method === 'GET' ? {} : { body: {} });
      expect(res.status, url).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('GET /user/contract and /user/contract/find/{id}', () => {
  it('lists the owner’s contracts newest first, each with its unit, bills and flags', async () => {
    const resident = await newResident(api);
    expect(
      contractsResponse.parse(
        await (await api.request('GET', '/user/contract', { token: resident.token })).json(),
      ).data,
    ).toEqual([]);
    const first = await hireOk(api, resident.token, hireBody(freshUnit()));
    const second = await activeContract(resident.token);
    const list = contractsResponse.parse(
      await (await api.request('GET', '/user/contract', { token: resident.token })).json(),
    ).data;
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[0]?.apartment.data.id).toBe(second.apartment_id);
    expect(list[0]?.apartment.data.enterprise.data.name).toBeTruthy();
  });

  it('answers the full contract: status, payment form, unit figures, inspections, keys, flags', async () => {
    const resident = await newResident(api);
    const created = await activeContract(resident.token, { check_in: day(0), check_out: day(6) });
    const res = await api.request('GET', `/user/contract/find/${created.id}`, { token: resident.token });
    expect(res.status).toBe(200);
    const c = contractResponse.parse(await res.json()).data;
    expect(c).toMatchObject({
      id: created.id,
      contract_status_id: 4,
      status: { id: 4, name: 'Ativo' },
      payment_form_id: 2,
      paymentForm: { id: 2, name: 'Cartão de crédito' },
      checkIn: day(0),
      checkOut: day(6),
      entryInspection: null,
      exitInspection: null,
      exitInspectionAllow: false,
      key: [],
      suspended: false,
      canCancel: true,
      canRenew: true,
    });
    expect(c.meters).toBe(c.apartment.data.meters);
    expect(c.residents).toBe(c.apartment.data.residents);
    expect(c.refundPreview).toMatchObject({ rule: 'partial' });
  });

  it('shows keys from contract_keys (active = active and not suspended) and inspections', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token, { check_in: day(0), check_out: day(1) });
    const key = await api.db
      .insertInto('contract_keys')
      .values({
        contract_id: c.id,
        user_id: resident.id,
        name: 'Porta',
        code: '1234',
        selfie_path: 'x.jpg',
        suspended: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inspection = await api.db
      .insertInto('inspections')
      .values({ contract_id: c.id, kind: 'check_in' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const found = contractResponse.parse(
      await (await api.request('GET', `/user/contract/find/${c.id}`, { token: resident.token })).json(),
    ).data;
    expect(found.key).toEqual([
      {
        id: key.id,
        name: 'Porta',
        code: '1234',
        selfie: `/api/contract-keys/${key.id}/selfie`,
        active: false,
        suspended: true,
      },
    ]);
    expect(found.entryInspection?.id).toBe(inspection.id);
    // Check-out tomorrow, entry inspection done: the exit inspection is open.
    expect(found.exitInspectionAllow).toBe(true);
  });

  it('malformed or unknown ids answer 404', async () => {
    const resident = await newResident(api);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999', '999999']) {
      const res = await api.request('GET', `/user/contract/find/${id}`, { token: resident.token });
      expect(res.status, id).toBe(404);
      expect(await json(res)).toEqual({ message: CT.contractNotFound, code: 'NotFound' });
    }
  });
});

describe('ownership', () => {
  it('another resident gets 404 on every call about the first resident’s contract and bill', async () => {
    const owner = await newResident(api);
    const intruder = await newResident(api);
    const intruderCard = await addCard(api, intruder.token);
    const contract = await hireOk(
      api,
      owner.token,
      hireBody(freshUnit(), { check_in: day(1), check_out: day(4) }),
    );
    const billId = contract.billToReceive[0].id;
    const calls: [string, string, unknown][] = [
      ['GET', `/user/contract/find/${contract.id}`, undefined],
      ['PUT', `${C}/${contract.id}`, { guests: 1 }],
      ['GET', `${C}/${contract.id}/generate-code`, undefined],
      ['PUT', `${C}/${contract.id}/cancel`, undefined],
      ['POST', '/api/enterprise/re-new', { contract_id: contract.id, check_out: day(30) }],
      [
        'POST',
        '/contract/bill-to-receive/pay',
        { bill_to_receive_id: billId, payment_form_id: 1, user_payment_credit_card_tokens: 0 },
      ],
      [
        'POST',
        '/contract/bill-to-receive/pay',
        { bill_to_receive_id: billId, payment_form_id: 2, user_payment_credit_card_tokens: intruderCard },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await api.request(method, url, { token: intruder.token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const list = contractsResponse.parse(
      await (await api.request('GET', '/user/contract', { token: intruder.token })).json(),
    ).data;
    expect(list).toEqual([]);
    // Nothing changed for the owner.
    const mine = contractResponse.parse(
      await (await api.request('GET', `/user/contract/find/${contract.id}`, { token: owner.token })).json(),
    ).data;
    expect(mine.contract_status_id).toBe(3);
    expect(mine.billToReceive[0]?.received).toBe(false);
    expect(mine.billToReceive[0]?.key).toBe(contract.billToReceive[0].key);
  });
});

describe('PUT /api/enterprise/user/contracts/{id}', () => {
  it('changes guests and observation only; status, prices and dates cannot be assigned', async () => {
    const resident = await newResident(api);
    const c = await hireOk(api, resident.token, hireBody(freshUnit()));
    const res = await api.request('PUT', `${C}/${c.id}?include=apartment`, {
      token: resident.token,
      body: {
        guests: 1,
        observation: '  Chego depois das 22h.  ',
        contract_status_id: 4,
        total: 1,
        price_hosting: 1,
        check_out: day(300),
        user_id: 1,
      },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe(CT.updated);
    expect(body.data).toMatchObject({
      guests: 1,
      observation: 'Chego depois das 22h.',
      contract_status_id: 3,
      total: c.total,
      checkOut: c.checkOut,
    });
    const cleared = await api.request('PUT', `${C}/${c.id}`, {
      token: resident.token,
      body: { observation: '' },
    });
    expect((await json(cleared)).data.observation).toBeNull();
  });

  it('refuses too many guests and an overlong note with 422', async () => {
    const resident = await newResident(api);
    const c = await hireOk(api, resident.token, hireBody(freshUnit()));
    let res = await api.request('PUT', `${C}/${c.id}`, { token: resident.token, body: { guests: 13 } });
    expect((await json(res)).errors).toEqual({ guests: [CT.guests] });
    res = await api.request('PUT', `${C}/${c.id}`, {
      token: resident.token,
      body: { guests: c.residents + 1 },
    });
    if (c.residents < 12)
      expect((await json(res)).errors).toEqual({ guests: [fill(CT.guestsOverUnit, { n: c.residents })] });
    res = await api.request('PUT', `${C}/${c.id}`, {
      token: resident.token,
      body: { observation: 'x'.repeat(501) },
    });
    expect((await json(res)).errors).toEqual({ observation: [CT.observation] });
    res = await api.request('PUT', `${C}/${c.id}`, { token: resident.token, body: { observation: 5 } });
    expect(res.status).toBe(422);
  });

  it('refuses any change to a cancelled contract, and keeps it as it was', async () => {
    const resident = await newResident(api);
    const c = await hireOk(api, resident.token, hireBody(freshUnit()));
    expect((await api.request('PUT', `${C}/${c.id}/cancel`, { token: resident.token })).status).toBe(200);
    const res = await api.request('PUT', `${C}/${c.id}`, {
      token: resident.token,
      body: { guests: 1, observation: 'Depois de cancelado' },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ contract: [CT.notCancellable] });
    const row = await api.db
      .selectFrom('contracts')
      .select(['guests', 'observation'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ guests: c.guests, observation: c.observation });
  });
});

describe('GET .../generate-code', () => {
  it('gives a 6-digit code valid 10 minutes for an Ativo contract from its check-in day; stores only a hash', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token, { check_in: day(0), check_out: day(3) });
    const res = await api.request('GET', `${C}/${c.id}/generate-code`, { token: resident.token });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.code).toMatch(/^\d{6}$/);
    expect(data.valid_minutes).toBe(10);
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    const stored = await api.db
      .selectFrom('contract_access_codes')
      .select('code_hash')
      .where('contract_id', '=', c.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(data.code);
  });

  it('refuses a pending contract, a future check-in and an access suspended for a late bill', async () => {
    const resident = await newResident(api);
    const pending = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(0), check_out: day(2) }),
    );
    let res = await api.request('GET', `${C}/${pending.id}/generate-code`, { token: resident.token });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(CT.codeNotActive);

    const future = await activeContract(resident.token, { check_in: day(3), check_out: day(5) });
    res = await api.request('GET', `${C}/${future.id}/generate-code`, { token: resident.token });
    expect((await json(res)).message).toBe(CT.codeNotYet);

    const late = await activeContract(resident.token, { check_in: day(0), check_out: day(60) });
    await api.db
      .insertInto('bills_to_receive')
      .values({
        contract_id: late.id,
        user_id: resident.id,
        value: 10,
        date_expiration: day(-5),
        date_competency: day(-5),
        description: 'Atrasada',
      })
      .execute();
    res = await api.request('GET', `${C}/${late.id}/generate-code`, { token: resident.token });
    expect((await json(res)).message).toBe(CT.codeSuspended);
    const detail = await json(
      await api.request('GET', `/user/contract/find/${late.id}`, { token: resident.token }),
    );
    expect(detail.data.suspended).toBe(true);
  });
});

describe('PUT .../cancel', () => {
  it('within 7 days of hiring and 7+ days before check-in: full refund recorded, status Cancelada, unit freed', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token, { check_in: day(10), check_out: day(14) });
    expect(c.refundPreview).toEqual({ rule: 'full', paid: c.total, refund: c.total, retained: 0 });
    const res = await api.request('PUT', `${C}/${c.id}/cancel`, { token: resident.token });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe(CT.cancelled);
    expect(body.data).toMatchObject({
      contract_status_id: 5,
      status: { name: 'Cancelada' },
      canCancel: false,
      refundPreview: null,
    });
    expect(body.data.refund).toMatchObject({
      rule: 'full',
      paid: c.total,
      refund: c.total,
      retained: 0,
      status: 'Pendente',
    });
    const rows = await api.db.selectFrom('refunds').selectAll().where('contract_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
    // Idempotent: cancelling again changes nothing and records no second refund.
    const again = await api.request('PUT', `${C}/${c.id}/cancel`, { token: resident.token });
    expect(again.status).toBe(200);
    expect(
      await api.db.selectFrom('refunds').select('id').where('contract_id', '=', c.id).execute(),
    ).toHaveLength(1);
    // The nights are free again.
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(c.apartment_id, { check_in: day(10), check_out: day(14) }));
  });

  it('hired more than 7 days ago: 70 % refunded, 30 % retained', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token, { check_in: day(20), check_out: day(24) });
    await api.db
      .updateTable('contracts')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', c.id)
      .execute();
    const body = await json(await api.request('PUT', `${C}/${c.id}/cancel`, { token: resident.token }));
    const refund = Math.round(c.total * 70) / 100;
    expect(body.data.refund).toMatchObject({
      rule: 'partial',
      paid: c.total,
      refund,
      retained: Math.round((c.total - refund) * 100) / 100,
    });
  });

  it('less than 7 days before check-in: 70/30 even right after hiring; a pending Pix contract refunds nothing', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token, { check_in: day(6), check_out: day(9) });
    const body = await json(await api.request('PUT', `${C}/${c.id}/cancel`, { token: resident.token }));
    expect(body.data.refund.rule).toBe('partial');
    const pix = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(30), check_out: day(33) }),
    );
    const pixBody = await json(await api.request('PUT', `${C}/${pix.id}/cancel`, { token: resident.token }));
    expect(pixBody.data.refund).toMatchObject({ rule: 'full', paid: 0, refund: 0 });
    // Its unpaid bill is dropped: nothing is owed on a cancelled contract.
    expect(pixBody.data.billToReceive).toEqual([]);
  });

  it('refuses a finished contract with 422', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token);
    await api.db.updateTable('contracts').set({ contract_status_id: 6 }).where('id', '=', c.id).execute();
    const res = await api.request('PUT', `${C}/${c.id}/cancel`, { token: resident.token });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(CT.notCancellable);
  });
});

describe('POST /api/enterprise/re-new', () => {
  it('renews from the current check-out with the same payment; canRenew turns false after', async () => {
    const resident = await newResident(api);
    const c = await activeContract(resident.token, { check_in: day(0), check_out: day(5) });
    expect(c.canRenew).toBe(true);
    let res = await api.request('POST', '/api/enterprise/re-new', {
      token: resident.token,
      body: { contract_id: c.id, check_out: day(5) },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.check_out[0]).toContain('posterior ao check-out atual');
    res = await api.request('POST', '/api/enterprise/re-new', {
      token: resident.token,
      body: { contract_id: c.id, check_out: day(40) },
    });
    expect(res.status).toBe(201);
    const renewal = (await json(res)).data;
    expect(renewal).toMatchObject({
      checkIn: day(5),
      checkOut: day(40),
      apartment_id: c.apartment_id,
      renewed_from_id: c.id,
      contract_status_id: 4,
      plan: 'Mensal',
    });
    const old = await json(
      await api.request('GET', `/user/contract/find/${c.id}`, { token: resident.token }),
    );
    expect(old.data.canRenew).toBe(false);
    res = await api.request('POST', '/api/enterprise/re-new', {
      token: resident.token,
      body: { contract_id: c.id, check_out: day(50) },
    });
    expect((await json(res)).errors).toEqual({ contract_id: [CT.renewNotAllowed] });
  });

  it('is not offered when check-out is far away, the unit is taken right after, or the contract is not Ativo', async () => {
    const resident = await newResident(api);
    const far = await activeContract(resident.token, { check_in: day(0), check_out: day(45) });
    expect(far.canRenew).toBe(false);
    const taken = await activeContract(resident.token, { check_in: day(0), check_out: day(5) });
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(taken.apartment_id, { check_in: day(5), check_out: day(8) }));
    const takenNow = await json(
      await api.request('GET', `/user/contract/find/${taken.id}`, { token: resident.token }),
    );
    expect(takenNow.data.canRenew).toBe(false);
    const pending = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(0), check_out: day(5) }),
    );
    expect(pending.canRenew).toBe(false);
    const res = await api.request('POST', '/api/enterprise/re-new', {
      token: resident.token,
      body: { contract_id: 'x', check_out: day(9) },
    });
    expect(res.status).toBe(422);
  });

  it('in the list, says for each Ativo contract whether its unit is free after its check-out', async () => {
    const resident = await newResident(api);
    const free = await activeContract(resident.token, { check_in: day(0), check_out: day(5) });
    const blocked = await activeContract(resident.token, { check_in: day(0), check_out: day(6) });
    const taken = await activeContract(resident.token, { check_in: day(0), check_out: day(7) });
    // Blocked on the check-out day itself: the unit is not free that night.
    await api.db
      .insertInto('apartment_blocked_dates')
      .values({ apartment_id: blocked.apartment_id, date: day(6) })
      .execute();
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(taken.apartment_id, { check_in: day(7), check_out: day(9) }));
    // A partner package not yet hired, from the check-out day on: its nights are sold.
    const sold = await activeContract(resident.token, { check_in: day(0), check_out: day(8) });
    await api.db
      .insertInto('platform_reservations')
      .values({
        hash: `TEST-RENOVAR-${sold.id}`,
        platform: 'Parceiro de teste',
        apartment_id: sold.apartment_id,
        checkin: day(8),
        checkout: day(12),
        beds: 1,
        price: 1000,
      })
      .execute();
    const list = (await json(await api.request('GET', '/user/contract', { token: resident.token }))).data as {
      id: number;
      canRenew: boolean;
    }[];
    const canRenew = Object.fromEntries(list.map((c) => [c.id, c.canRenew]));
    expect(canRenew).toEqual({ [free.id]: true, [blocked.id]: false, [taken.id]: false, [sold.id]: false });
  });
});

it('a hire answer and the detail agree', async () => {
  const resident = await newResident(api);
  const res = await hire(api, resident.token, hireBody(freshUnit()));
  const created = (await json(res)).data;
  const found = (
    await json(await api.request('GET', `/user/contract/find/${created.id}`, { token: resident.token }))
  ).data;
  expect({ ...found, billToReceive: undefined }).toEqual({ ...created, billToReceive: undefined });
});

describe('seed: the demo resident', () => {
  it('has contracts in every status, invoices paid and unpaid, a check-in inspection due and a saved card', async () => {
    const { DEMO_USER } = await import('../../server/seed/demo-user.ts');
    const login = await api.request('POST', '/auth/login', {
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.status).toBe(200);
    const token = (await json(login)).data.access_token;
    const list = contractsResponse.parse(
      await (await api.request('GET', '/user/contract', { token })).json(),
    ).data;
    expect(new Set(list.map((c) => c.contract_status_id))).toEqual(new Set([3, 4, 5, 6]));
    const pending = list.find((c) => c.contract_status_id === 3);
    expect(pending?.billToReceive[0]?.qr_code).toMatch(/^data:image\/png/);
    const active = list.filter((c) => c.contract_status_id === 4);
    expect(active).toHaveLength(2);
    const main = active.find((c) => c.entryInspection !== null);
    expect(main?.billToReceive.some((b) => b.received)).toBe(true);
    expect(main?.billToReceive.some((b) => !b.received)).toBe(true);
    expect(main?.suspended).toBe(false);
    expect(active.some((c) => c.entryInspection === null)).toBe(true);
    const cancelled = list.find((c) => c.contract_status_id === 5);
    expect(cancelled?.refund?.rule).toBe('full');
    const cards = (await json(await api.request('GET', '/user/payment/list-credit-card', { token }))).data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'visa', last_digits: '1111' });
  });
});
