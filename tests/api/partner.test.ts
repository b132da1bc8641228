// Partner links: the seeded packages (PARCEIRO-PAGO-2026 paid, PARCEIRO-PENDENTE-2026 to be paid
// by card), GET /api/enterprise/platform-reservation/{hash} and POST /api/enterprise/to-hire-link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_HASHES } from '../../server/seed/contracts.ts';
import { CT, platformReservationResponse } from '../../src/api/contracts.ts';
import { addCard, hire, hireBody, VISA_DECLINED } from './contract-helpers.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const GET = (hash: string) => `/api/enterprise/platform-reservation/${encodeURIComponent(hash)}`;
const HIRE = '/api/enterprise/to-hire-link';

describe('GET /api/enterprise/platform-reservation/{hash}', () => {
  it('shows a seeded package to anyone, with the fields of spec 3', async () => {
    const res = await api.request('GET', GET(PARTNER_HASHES.paid));
    expect(res.status).toBe(200);
    const { data } = platformReservationResponse.parse(await res.json());
    expect(data).toMatchObject({
      hash: PARTNER_HASHES.paid,
      paid: true,
      completed: false,
      enterprise_contract_id: null,
    });
    expect(data.platform).toBeTruthy();
    expect(data.checkout > data.checkin).toBe(true);
    expect(data.beds).toBeGreaterThan(0);
    expect(data.price).toBeGreaterThan(0);
    expect(data.enterprise.name).toBe(data.apartment.data.enterprise.data.name);
    const unpaid = platformReservationResponse.parse(
      await (await api.request('GET', GET(PARTNER_HASHES.unpaid))).json(),
    );
    expect(unpaid.data.paid).toBe(false);
  });

  it('answers 404 for unknown or malformed hashes', async () => {
    for (const hash of ['NAO-EXISTE-2026', 'a b', 'x'.repeat(80), '../etc']) {
      expect((await api.request('GET', GET(hash))).status, hash).toBe(404);
    }
  });
});

describe('the nights a package holds', () => {
  it('are not offered to anyone else until the package is hired: not listed as free, blocked in the calendar, a direct hire refused', async () => {
    const pkg = platformReservationResponse.parse(
      await (await api.request('GET', GET(PARTNER_HASHES.unpaid))).json(),
    ).data;
    expect(pkg.completed).toBe(false);
    const list = await api.request(
      'GET',
      `/enterprise/apartment/list?perPage=100&enterprise_id=${pkg.enterprise.id}&checkin=${pkg.checkin}&checkout=${pkg.checkout}`,
    );
    const unit = (await json(list)).data.find((u: { id: number }) => u.id === pkg.apartment_id);
    expect(unit).toMatchObject({ available: false });
    const blocked = (
      await json(await api.request('GET', `/enterprise/apartment/block-dates/${pkg.apartment_id}`))
    ).data as string[];
    expect(blocked).toContain(pkg.checkin);
    expect(blocked).not.toContain(pkg.checkout);

    const resident = await newResident(api);
    const res = await hire(
      api,
      resident.token,
      hireBody(pkg.apartment_id, { check_in: pkg.checkin, check_out: pkg.checkout }),
    );
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(CT.periodTaken);
  });
});

describe('POST /api/enterprise/to-hire-link', () => {
  it('needs a signed-in resident (401) with a CPF on file (422)', async () => {
    const res = await api.request('POST', HIRE, {
      body: { plataformHash: PARTNER_HASHES.paid, payment_method_id: 0 },
    });
    expect(res.status).toBe(401);
    const resident = await newResident(api);
    await api.db.updateTable('users').set({ document_cpf: null }).where('id', '=', resident.id).execute();
    const noCpf = await api.request('POST', HIRE, {
      token: resident.token,
      body: { plataformHash: PARTNER_HASHES.paid, payment_method_id: 0 },
    });
    expect(noCpf.status).toBe(422);
    expect((await json(noCpf)).errors).toEqual({ document_cpf: [CT.cpfMissing] });
  });

  it('hires a paid package with no payment: Ativo, bill paid by the partner; then it is completed', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', HIRE, {
      token: resident.token,
      body: { plataformHash: PARTNER_HASHES.paid, payment_method_id: 0 },
    });
    expect(res.status).toBe(201);
    const { data: contract, message } = await json(res);
    expect(message).toBe(CT.hired);
    const pkg = platformReservationResponse.parse(
      await (await api.request('GET', GET(PARTNER_HASHES.paid), { token: resident.token })).json(),
    ).data;
    expect(contract).toMatchObject({
      contract_status_id: 4,
      plataformHash: PARTNER_HASHES.paid,
      apartment_id: pkg.apartment_id,
      checkIn: pkg.checkin,
      checkOut: pkg.checkout,
      total: pkg.price,
    });
    expect(contract.billToReceive[0]).toMatchObject({ received: true, value: pkg.price });
    expect(contract.billToReceive[0].receipt).toMatchObject({ method: 'partner', platform: pkg.platform });
    expect(pkg).toMatchObject({ completed: true, enterprise_contract_id: contract.id });

    // Someone else sees it completed, without the contract id, and cannot hire it again.
    const other = await newResident(api);
    const seen = platformReservationResponse.parse(
      await (await api.request('GET', GET(PARTNER_HASHES.paid), { token: other.token })).json(),
    ).data;
    expect(seen).toMatchObject({ completed: true, enterprise_contract_id: null });
    const again = await api.request('POST', HIRE, {
      token: other.token,
      body: { plataformHash: PARTNER_HASHES.paid, payment_method_id: 0 },
    });
    expect(again.status).toBe(422);
    expect((await json(again)).errors).toEqual({ plataformHash: [CT.reservationCompleted] });
    expect(
      (await api.request('GET', `/user/contract/find/${contract.id}`, { token: other.token })).status,
    ).toBe(404);
  });

  it('an unpaid package needs a card; a declined card leaves it open; an approved one hires it', async () => {
    const resident = await newResident(api);
    let res = await api.request('POST', HIRE, {
      token: resident.token,
      body: { plataformHash: PARTNER_HASHES.unpaid, payment_method_id: 0 },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ payment_method_id: [CT.partnerCardRequired] });

    const other = await newResident(api);
    const othersCard = await addCard(api, other.token);
    res = await api.request('POST', HIRE, {
      token: resident.token,
      body: { plataformHash: PARTNER_HASHES.unpaid, payment_method_id: othersCard },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ payment_method_id: [CT.cardUnknown] });

    const declined = await addCard(api, resident.token, VISA_DECLINED);
    res = await api.request('POST', HIRE, {
      token: resident.token,
      body: { plataformHash: PARTNER_HASHES.unpaid, payment_method_id: declined },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe('Pagamento recusado pelo banco emissor do cartão.');
    const still = platformReservationResponse.parse(
      await (await api.request('GET', GET(PARTNER_HASHES.unpaid))).json(),
    ).data;
    expect(still.completed).toBe(false);

    const card = await addCard(api, resident.token);
    res = await api.request('POST', HIRE, {
      token: resident.token,
      body: { plataformHash: PARTNER_HASHES.unpaid, payment_method_id: card },
    });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ contract_status_id: 4, payment_form_id: 2, total: still.price });
    expect(data.billToReceive[0].receipt).toMatchObject({ method: 'card', amount: still.price });
  });

  it('refuses an unknown hash and bad input with 422', async () => {
    const resident = await newResident(api);
    for (const body of [
      {},
      { plataformHash: '' },
      { plataformHash: 'NAO-EXISTE-2026' },
      { plataformHash: 5 },
      { plataformHash: PARTNER_HASHES.paid, payment_method_id: 'x' },
    ]) {
      const res = await api.request('POST', HIRE, { token: resident.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});
