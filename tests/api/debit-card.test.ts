// Debit cards (issue 30): the sandbox tells debit from credit by BIN at tokenisation; a debit
// charge is approved frictionless or after the issuer's 3-D Secure challenge, which only its owner
// answers, once; refunds go back to the paying card; a boleto contract is refunded to a Pix key.
import { describe, expect, it } from 'vitest';
import { runBilling } from '../../server/jobs/billing.ts';
import {
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_CHALLENGE_DECLINED,
  SANDBOX_ISSUER,
} from '../../server/payments/sandbox-cards.ts';
import { billPayResponse, challengeAnswerResponse, hireResponse } from '../../src/api/card-challenges.ts';
import { cardAddedResponse } from '../../src/api/cards.ts';
import { CT } from '../../src/api/contracts.ts';
import { today } from '../../src/domain/dates.ts';
import { PIX_KEY_M } from '../../src/domain/pix-key.ts';
import { addCard, apiWithUnits, cardForm, day, hire, hireBody, hireOk } from './contract-helpers.ts';
import { json, newResident } from './harness.ts';

/** Visa Débito: the issuer asks for a challenge code. */
const DEBIT_CHALLENGE = '4000 0566 5566 5556';
/** Mastercard Débito: approved frictionless. */
const DEBIT_FRICTIONLESS = '5200 8282 8282 8210';

const { api, freshUnit } = apiWithUnits(16);

const CHALLENGE = (id: string) => `/api/payments/card-challenges/${id}`;
const C = '/api/enterprise/user/contracts';
const answer = (token: string, id: string, code: string, headers?: Record<string, string>) =>
  api.request('POST', CHALLENGE(id), { token, body: { code }, ...(headers ? { headers } : {}) });

async function debitHire(number = DEBIT_CHALLENGE, overrides: Record<string, unknown> = {}) {
  const resident = await newResident(api);
  const card = await addCard(api, resident.token, number);
  const res = await hire(
    api,
    resident.token,
    hireBody(freshUnit(), { payment_form_id: 2, user_payment_credit_card_tokens: card, ...overrides }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return { resident, card, body: hireResponse.parse(await res.json()) };
}

async function billOf(contractId: number) {
  return api.db
    .selectFrom('bills_to_receive')
    .select(['id', 'received', 'receipt'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('saving a card', () => {
  it('the tokenisation answer says credit or debit, and the card list keeps it', async () => {
    const resident = await newResident(api);
    for (const [number, type] of [
      [DEBIT_CHALLENGE, 'debit'],
      [DEBIT_FRICTIONLESS, 'debit'],
      ['4111 1111 1111 1111', 'credit'],
    ] as const) {
      // The form's own `type` does not decide: the issuer's answer does.
      const res = await api.request('POST', '/user/payment/add-credit-card', {
        token: resident.token,
        body: cardForm({ card_number: number, type: 'credit' }),
      });
      expect(res.status).toBe(201);
      expect(cardAddedResponse.parse(await res.json()).data.type, number).toBe(type);
    }
    const list = await json(
      await api.request('GET', '/user/payment/list-credit-card', { token: resident.token }),
    );
    expect(list.data.map((c: { last_digits: string; type: string }) => [c.last_digits, c.type])).toEqual([
      ['1111', 'credit'],
      ['8210', 'debit'],
      ['5556', 'debit'],
    ]);
  });
});

describe('hiring with a debit card', () => {
  it('frictionless: approved at once, the receipt says debit and frictionless', async () => {
    const { body } = await debitHire(DEBIT_FRICTIONLESS);
    expect(body.challenge).toBeUndefined();
    expect(body.data).toMatchObject({ contract_status_id: 4 });
    const bill = await billOf(body.data.id);
    expect(bill.received).toBe(true);
    expect(bill.receipt).toMatchObject({
      method: 'card',
      card_kind: 'debit',
      authentication: 'frictionless',
      last_digits: '8210',
    });
  });

  it('challenge: the contract waits for payment until the right code approves it', async () => {
    const { resident, body } = await debitHire();
    const challenge = body.challenge;
    expect(challenge).toMatchObject({ issuer: SANDBOX_ISSUER, amount: body.data.billToReceive[0]?.value });
    expect(challenge?.prompt).toContain(SANDBOX_CHALLENGE_CODE);
    expect(body.data).toMatchObject({ contract_status_id: 2 });
    expect((await billOf(body.data.id)).received).toBe(false);

    const res = await answer(resident.token, challenge?.id as string, SANDBOX_CHALLENGE_CODE);
    expect(res.status, await res.clone().text()).toBe(200);
    const approved = challengeAnswerResponse.parse(await res.json());
    expect(approved.message).toBe('Pagamento aprovado!');
    expect(approved.contract).toMatchObject({ id: body.data.id, contract_status_id: 4 });
    expect((await billOf(body.data.id)).receipt).toMatchObject({
      card_kind: 'debit',
      authentication: 'challenge',
      last_digits: '5556',
    });
  });

  it('a wrong code is declined with the issuer’s message, the hire is cancelled and the unit freed', async () => {
    const { resident, body } = await debitHire();
    const res = await answer(resident.token, body.challenge?.id as string, '000000');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: SANDBOX_CHALLENGE_DECLINED,
      errors: { payment: [SANDBOX_CHALLENGE_DECLINED] },
    });
    const contract = await json(
      await api.request('GET', `/user/contract/find/${body.data.id}`, { token: resident.token }),
    );
    expect(contract.data).toMatchObject({ contract_status_id: 5 });
    // Answered once: the right code afterwards changes nothing.
    const late = await answer(resident.token, body.challenge?.id as string, SANDBOX_CHALLENGE_CODE);
    expect(late.status).toBe(422);
    expect((await json(late)).message).toBe(SANDBOX_CHALLENGE_DECLINED);
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(body.data.apartment_id));
  });

  it('the code posted twice, in turn and at once, pays once', async () => {
    const { resident, body } = await debitHire();
    const id = body.challenge?.id as string;
    const [a, b] = await Promise.all([
      answer(resident.token, id, SANDBOX_CHALLENGE_CODE),
      answer(resident.token, id, SANDBOX_CHALLENGE_CODE),
    ]);
    const c = await answer(resident.token, id, SANDBOX_CHALLENGE_CODE);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    const receipts = await Promise.all(
      [a, b, c].map(
        async (r) => challengeAnswerResponse.parse(await r.json()).contract.billToReceive[0]?.receipt,
      ),
    );
    expect(new Set(receipts.map((r) => r?.transaction_id)).size).toBe(1);
    // With an Idempotency-Key the replay is the stored answer.
    const keyed = { 'idempotency-key': `3ds-${id}` };
    const k1 = await answer(resident.token, id, SANDBOX_CHALLENGE_CODE, keyed);
    const k2 = await answer(resident.token, id, SANDBOX_CHALLENGE_CODE, keyed);
    expect([k1.status, k2.status]).toEqual([200, 200]);
    expect(k2.headers.get('idempotent-replayed')).toBe('true');
    const paid = await api.db
      .selectFrom('bills_to_receive')
      .select('id')
      .where('contract_id', '=', body.data.id)
      .where('received', '=', true)
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('another resident cannot answer the challenge (404), and it stays open for its owner', async () => {
    const { resident, body } = await debitHire();
    const intruder = await newResident(api);
    const res = await answer(intruder.token, body.challenge?.id as string, SANDBOX_CHALLENGE_CODE);
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Autenticação do pagamento não encontrada.');
    expect((await billOf(body.data.id)).received).toBe(false);
    expect((await answer(resident.token, body.challenge?.id as string, SANDBOX_CHALLENGE_CODE)).status).toBe(
      200,
    );
  });

  it('an expired challenge is declined, pays nothing and drops the hire; a malformed code or id is refused', async () => {
    const { resident, body } = await debitHire();
    const id = body.challenge?.id as string;
    const blank = await answer(resident.token, id, '');
    expect(blank.status).toBe(422);
    expect((await json(blank)).errors.code).toEqual(['Digite o código enviado pelo seu banco.']);
    expect((await answer(resident.token, 'not-an-id', SANDBOX_CHALLENGE_CODE)).status).toBe(404);
    await api.db
      .updateTable('card_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const res = await answer(resident.token, id, SANDBOX_CHALLENGE_CODE);
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(
      'O prazo para confirmar o pagamento no banco terminou. Tente pagar novamente.',
    );
    const contract = await api.db
      .selectFrom('contracts')
      .select(['contract_status_id', 'cancel_reason'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(contract).toEqual({ contract_status_id: 5, cancel_reason: 'card_declined' });
    const paid = await api.db
      .selectFrom('bills_to_receive')
      .select('id')
      .where('contract_id', '=', body.data.id)
      .where('received', '=', true)
      .execute();
    expect(paid).toEqual([]);
  });
});

describe('giving up a challenge (DELETE)', () => {
  it('drops the pending hire at once and frees the unit; the code afterwards pays nothing', async () => {
    const { resident, body } = await debitHire();
    const id = body.challenge?.id as string;
    expect(
      (await api.request('DELETE', CHALLENGE(id), { token: (await newResident(api)).token })).status,
    ).toBe(404);
    const res = await api.request('DELETE', CHALLENGE(id), { token: resident.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      data: { status: 'declined', contract_id: body.data.id },
      contract: { contract_status_id: 5 },
      message: 'Pagamento cancelado antes da confirmação no banco.',
    });
    expect((await answer(resident.token, id, SANDBOX_CHALLENGE_CODE)).status).toBe(422);
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(body.data.apartment_id));
  });

  it('a partner package whose debit challenge is given up can be hired again', async () => {
    const resident = await newResident(api);
    const challenged = await addCard(api, resident.token, DEBIT_CHALLENGE);
    const link = (payment_method_id: number) =>
      api.request('POST', '/api/enterprise/to-hire-link', {
        token: resident.token,
        body: { plataformHash: 'PARCEIRO-PENDENTE-2026', payment_method_id },
      });
    const first = await link(challenged);
    expect(first.status, await first.clone().text()).toBe(201);
    const { challenge } = await json(first);
    expect(challenge.issuer).toBe(SANDBOX_ISSUER);
    expect((await api.request('DELETE', CHALLENGE(challenge.id), { token: resident.token })).status).toBe(
      200,
    );
    const frictionless = await addCard(api, resident.token, DEBIT_FRICTIONLESS);
    const again = await link(frictionless);
    expect(again.status, await again.clone().text()).toBe(201);
    expect((await json(again)).data).toMatchObject({ contract_status_id: 4 });
  });
});

describe('paying an invoice with a debit card', () => {
  it('answers the challenge, then the code pays the invoice', async () => {
    const resident = await newResident(api);
    const credit = await addCard(api, resident.token);
    const debit = await addCard(api, resident.token, DEBIT_CHALLENGE);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), {
        check_in: day(0),
        check_out: day(70),
        payment_form_id: 2,
        user_payment_credit_card_tokens: credit,
      }),
    );
    await runBilling(api.db, today().add({ days: 25 }));
    const detail = await json(
      await api.request('GET', `/user/contract/find/${contract.id}`, { token: resident.token }),
    );
    const open = detail.data.billToReceive[1];
    const res = await api.request('POST', '/contract/bill-to-receive/pay', {
      token: resident.token,
      body: { bill_to_receive_id: open.id, payment_form_id: 2, user_payment_credit_card_tokens: debit },
    });
    expect(res.status).toBe(200);
    const pay = billPayResponse.parse(await res.json());
    expect(pay.message).toBe('Confirme o pagamento no seu banco.');
    expect(pay.data?.received).toBe(false);
    const ok = await answer(resident.token, pay.challenge?.id as string, SANDBOX_CHALLENGE_CODE);
    expect(ok.status).toBe(200);
    const paid = challengeAnswerResponse.parse(await ok.json());
    expect(paid.data.bill_id).toBe(open.id);
    expect(paid.contract.billToReceive[1]).toMatchObject({ received: true, status: 'Fatura paga' });
    // Paid: a second attempt's challenge cannot charge again.
    const again = await api.request('POST', '/contract/bill-to-receive/pay', {
      token: resident.token,
      body: { bill_to_receive_id: open.id, payment_form_id: 2, user_payment_credit_card_tokens: debit },
    });
    expect(again.status).toBe(422);
    expect((await json(again)).message).toBe(CT.billPaid);
  });
});

describe('refunds', () => {
  it('a contract paid by debit card is refunded to the same card', async () => {
    const { resident, body } = await debitHire(DEBIT_FRICTIONLESS);
    const res = await api.request('PUT', `${C}/${body.data.id}/cancel`, { token: resident.token });
    expect(res.status).toBe(200);
    expect((await json(res)).data.refund).toMatchObject({
      rule: 'full',
      destination: 'card',
      card_last_digits: '8210',
      pix_key: null,
    });
  });

  it('a boleto contract (form 3) needs a valid Pix key, checked by type, and records it', async () => {
    const { resident, body } = await debitHire(DEBIT_FRICTIONLESS);
    // Boleto itself is another branch's: the paid contract is marked as paid by boleto.
    await api.db
      .updateTable('contracts')
      .set({ payment_form_id: 3 })
      .where('id', '=', body.data.id)
      .execute();
    const cancel = (refund_pix_key?: string) =>
      api.request('PUT', `${C}/${body.data.id}/cancel`, {
        token: resident.token,
        ...(refund_pix_key === undefined ? {} : { body: { refund_pix_key } }),
      });
    for (const [key, message] of [
      [undefined, PIX_KEY_M.required],
      ['529.982.247-26', PIX_KEY_M.cpf],
      ['maria@', PIX_KEY_M.email],
      ['+55 00 98765-4321', PIX_KEY_M.phone],
      ['banana', PIX_KEY_M.unknown],
    ] as const) {
      const res = await cancel(key);
      expect(res.status, String(key)).toBe(422);
      expect((await json(res)).errors, String(key)).toEqual({ refund_pix_key: [message] });
    }
    const still = await json(
      await api.request('GET', `/user/contract/find/${body.data.id}`, { token: resident.token }),
    );
    expect(still.data.contract_status_id).toBe(4);
    const res = await cancel('+55 (11) 98765-4321');
    expect(res.status).toBe(200);
    expect((await json(res)).data.refund).toMatchObject({
      destination: 'pix_key',
      pix_key: '+5511987654321',
      pix_key_type: 'phone',
      card_last_digits: null,
    });
  });
});
