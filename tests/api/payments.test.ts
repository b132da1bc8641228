// Payments: the signed Pix webhook (refusing unsigned, forged, stale and replayed calls), invoice
// payment by card and by Pix, receipts, reactivation of suspended keys, and the operator commands.
import { describe, expect, it } from 'vitest';
import { runBilling } from '../../server/jobs/billing.ts';
import { billPaidResponse, CT } from '../../src/api/contracts.ts';
import { today } from '../../src/domain/dates.ts';
import {
  addCard,
  apiWithUnits,
  day,
  hireBody,
  hireOk,
  pixPaidEvent,
  signedWebhook,
  VISA_DECLINED,
} from './contract-helpers.ts';
import { json, newResident } from './harness.ts';

const { api, freshUnit } = apiWithUnits(20);

const WEBHOOK = '/api/payments/webhook';
const PAY = '/contract/bill-to-receive/pay';

async function pixContract() {
  const resident = await newResident(api);
  const contract = await hireOk(api, resident.token, hireBody(freshUnit()));
  const txid = await api.db
    .selectFrom('bills_to_receive')
    .select(['pix_txid', 'value', 'id'])
    .where('contract_id', '=', contract.id)
    .executeTakeFirstOrThrow();
  return { resident, contract, txid: txid.pix_txid as string, value: txid.value, billId: txid.id };
}

const post = (body: string, headers: Record<string, string>) =>
  api.request('POST', WEBHOOK, { body, headers });
const detail = async (token: string, id: number) =>
  (await json(await api.request('GET', `/user/contract/find/${id}`, { token }))).data;

describe('POST /api/payments/webhook', () => {
  it('a signed pix.paid moves the contract from 3 to 4 and marks the bill paid with its receipt', async () => {
    const { resident, contract, txid, value } = await pixContract();
    const event = {
      ...pixPaidEvent(txid, value),
      data: { txid, amount: value, end_to_end_id: 'E12345678202611221200ABCDEF12345' },
    };
    const { body, headers } = signedWebhook(event);
    const res = await post(body, headers);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ outcome: 'confirmed', contract_id: contract.id });
    const after = await detail(resident.token, contract.id);
    expect(after.contract_status_id).toBe(4);
    expect(after.status.name).toBe('Ativo');
    const bill = after.billToReceive[0];
    expect(bill).toMatchObject({
      received: true,
      status: 'Fatura paga',
      qr_code: null,
      key: null,
      payment_form_id: 1,
    });
    expect(bill.receipt).toMatchObject({
      method: 'pix',
      amount: value,
      pix_txid: txid,
      end_to_end_id: 'E12345678202611221200ABCDEF12345',
    });
  });

  it('refuses unsigned, forged, wrongly keyed and stale calls with 401, applying nothing', async () => {
    const { resident, contract, txid } = await pixContract();
    const event = pixPaidEvent(txid);
    const raw = JSON.stringify(event);
    const good = signedWebhook(event);
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-tokaas-signature': 'garbage' },
      {
        'content-type': 'application/json',
        // One hex digit changed (always to a different one).
        'x-tokaas-signature': good.headers['x-tokaas-signature'].replace(
          /v1=(.)/,
          (_m, digit: string) => `v1=${digit === '0' ? '1' : '0'}`,
        ),
      },
      signedWebhook(event, { secret: 'not-the-secret' }).headers,
      signedWebhook(event, { at: Math.floor(Date.now() / 1000) - 6 * 60 }).headers,
    ];
    for (const headers of cases) {
      const res = await post(raw, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      const body = await json(res);
      expect(body.message).toBeTruthy();
      // Not a resident's lost session: the app's sign-out code is never sent to the provider.
      expect(body.code).toBe('SignatureInvalid');
    }
    // A valid signature over another body does not carry over.
    expect((await post(raw.replace(txid, 'TKSOTHER'), good.headers)).status).toBe(401);
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(3);
  });

  it('refuses a replayed event id with 409; a second event for a paid charge changes nothing', async () => {
    const { resident, contract, txid } = await pixContract();
    const event = pixPaidEvent(txid);
    const first = signedWebhook(event);
    expect((await post(first.body, first.headers)).status).toBe(200);
    const replay = await post(first.body, first.headers);
    expect(replay.status).toBe(409);
    expect((await json(replay)).message).toBe('Evento já processado.');
    const resigned = signedWebhook(event);
    expect((await post(resigned.body, resigned.headers)).status).toBe(409);
    const another = signedWebhook(pixPaidEvent(txid));
    const res = await post(another.body, another.headers);
    expect(res.status).toBe(200);
    expect((await json(res)).data.outcome).toBe('already-paid');
    const bills = (await detail(resident.token, contract.id)).billToReceive;
    expect(bills).toHaveLength(1);
  });

  it('answers 404 for an unknown charge, 422 for a wrong amount or type, 400 for bad JSON, never applying', async () => {
    const { resident, contract, txid, value } = await pixContract();
    let s = signedWebhook(pixPaidEvent('TKSUNKNOWN123'));
    expect((await post(s.body, s.headers)).status).toBe(404);
    s = signedWebhook(pixPaidEvent(txid, value + 1));
    expect((await post(s.body, s.headers)).status).toBe(422);
    s = signedWebhook({ ...pixPaidEvent(txid), type: 'card.refunded' });
    expect((await post(s.body, s.headers)).status).toBe(422);
    s = signedWebhook({ id: 'evt_x', type: 'pix.paid', data: { txid: 'bad txid!' } });
    expect((await post(s.body, s.headers)).status).toBe(422);
    const raw = '{not json';
    const t = Math.floor(Date.now() / 1000);
    const { signPayload } = await import('../../server/payments/webhook-signature.ts');
    const { DEV_WEBHOOK_SECRET } = await import('../../server/payments/payment-config.ts');
    expect((await post(raw, { 'x-tokaas-signature': signPayload(DEV_WEBHOOK_SECRET, raw, t) })).status).toBe(
      400,
    );
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(3);
    // The failed deliveries were not recorded, so a corrected retry with the same id still applies.
    const event = pixPaidEvent(txid, value);
    s = signedWebhook({ ...event, data: { txid, amount: value + 1 } });
    expect((await post(s.body, s.headers)).status).toBe(422);
    s = signedWebhook(event);
    expect((await post(s.body, s.headers)).status).toBe(200);
  });
});

describe('POST /contract/bill-to-receive/pay', () => {
  async function monthlyWithOpenBill() {
    const resident = await newResident(api);
    const card = await addCard(api, resident.token);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), {
        check_in: day(0),
        check_out: day(70),
        payment_form_id: 2,
        user_payment_credit_card_tokens: card,
      }),
    );
    await runBilling(api.db, today().add({ days: 25 }));
    const bills = (await detail(resident.token, contract.id)).billToReceive;
    expect(bills).toHaveLength(2);
    return { resident, card, contract, bill: bills[1] };
  }

  it('by card: approved, the bill carries its receipt', async () => {
    const { resident, card, bill } = await monthlyWithOpenBill();
    expect(bill).toMatchObject({ received: false, status: 'Fatura à vencer', plan: 'Mensal' });
    const res = await api.request('POST', PAY, {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: card },
    });
    expect(res.status).toBe(200);
    const body = billPaidResponse.parse(await res.json());
    expect(body.data).toMatchObject({ id: bill.id, received: true, status: 'Fatura paga' });
    expect(body.data.receipt).toMatchObject({ method: 'card', last_digits: '1111', amount: bill.value });
    expect(body.data.receipt?.paid_at).toBeTruthy();
    // Paying again is refused.
    const again = await api.request('POST', PAY, {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: card },
    });
    expect(again.status).toBe(422);
    expect((await json(again)).message).toBe(CT.billPaid);
  });

  it('with an Idempotency-Key a replayed card payment answers the first result and charges once', async () => {
    const { resident, card, bill } = await monthlyWithOpenBill();
    const request = {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: card },
      headers: { 'idempotency-key': `pay-${bill.id}` },
    };
    const first = await api.request('POST', PAY, request);
    const again = await api.request('POST', PAY, request);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [(await json(first)).data.receipt, (await json(again)).data.receipt];
    expect(b.transaction_id).toBe(a.transaction_id);
  });

  it('by card: declined answers 422 with the gateway message the modal shows', async () => {
    const { resident, bill } = await monthlyWithOpenBill();
    const declined = await addCard(api, resident.token, VISA_DECLINED);
    const res = await api.request('POST', PAY, {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: declined },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe('Pagamento recusado pelo banco emissor do cartão.');
    const after = (await detail(resident.token, bill.contract_id)).billToReceive[1];
    expect(after.received).toBe(false);
  });

  it('by Pix: issues a QR and copia-e-cola; the webhook then pays it', async () => {
    const { resident, bill } = await monthlyWithOpenBill();
    const res = await api.request('POST', PAY, {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 1, user_payment_credit_card_tokens: 0 },
    });
    expect(res.status).toBe(200);
    const body = billPaidResponse.parse(await res.json());
    expect(body.data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(body.data.key).toContain('br.gov.bcb.pix');
    expect(body.data.received).toBe(false);
    const row = await api.db
      .selectFrom('bills_to_receive')
      .select('pix_txid')
      .where('id', '=', bill.id)
      .executeTakeFirstOrThrow();
    const s = signedWebhook(pixPaidEvent(row.pix_txid as string, bill.value));
    expect((await api.request('POST', WEBHOOK, { body: s.body, headers: s.headers })).status).toBe(200);
    expect((await detail(resident.token, bill.contract_id)).billToReceive[1].received).toBe(true);
  });

  it('validates the request with 422 and refuses bills of cancelled contracts', async () => {
    const { resident, bill, contract } = await monthlyWithOpenBill();
    const cases: [Record<string, unknown>, string][] = [
      [{ bill_to_receive_id: 'x', payment_form_id: 1 }, 'bill_to_receive_id'],
      [{ bill_to_receive_id: bill.id, payment_form_id: 9 }, 'payment_form_id'],
      [
        { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: 0 },
        'user_payment_credit_card_tokens',
      ],
      [
        { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: 99999 },
        'user_payment_credit_card_tokens',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await api.request('POST', PAY, { token: resident.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json(res)).errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(
      (
        await api.request('POST', PAY, {
          token: resident.token,
          body: { bill_to_receive_id: 99999999, payment_form_id: 1 },
        })
      ).status,
    ).toBe(404);
    await api.db
      .updateTable('contracts')
      .set({ contract_status_id: 5 })
      .where('id', '=', contract.id)
      .execute();
    const res = await api.request('POST', PAY, {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 1 },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(CT.billContractClosed);
  });

  it('paying the late bill reactivates the keys the suspension had turned off', async () => {
    const { resident, card, contract, bill } = await monthlyWithOpenBill();
    await api.db
      .updateTable('bills_to_receive')
      .set({ date_expiration: day(-5) })
      .where('id', '=', bill.id)
      .execute();
    await api.db
      .insertInto('contract_keys')
      .values({ contract_id: contract.id, user_id: resident.id, name: 'Principal', suspended: true })
      .execute();
    expect((await detail(resident.token, contract.id)).suspended).toBe(true);
    await api.request('POST', PAY, {
      token: resident.token,
      body: { bill_to_receive_id: bill.id, payment_form_id: 2, user_payment_credit_card_tokens: card },
    });
    const after = await detail(resident.token, contract.id);
    expect(after.suspended).toBe(false);
    expect(after.key[0]).toMatchObject({ active: true, suspended: false });
  });
});

describe('operator endpoint (npm run admin)', () => {
  const OP = '/api/operator/commands';
  it('is absent without a token, refuses a wrong token, and runs confirm-pix and late-invoices', async () => {
    const saved = process.env.OPERATOR_TOKEN;
    try {
      delete process.env.OPERATOR_TOKEN;
      expect((await api.request('POST', OP, { body: { command: 'late-invoices' } })).status).toBe(404);
      process.env.OPERATOR_TOKEN = 'operator-secret-for-tests-0123456789';
      const bad = await api.request('POST', OP, {
        body: { command: 'late-invoices' },
        token: 'x'.repeat(40),
      });
      expect(bad.status).toBe(401);
      const { resident, contract } = await pixContract();
      const ok = await api.request('POST', OP, {
        body: { command: 'confirm-pix', args: [`contract:${contract.id}`] },
        token: process.env.OPERATOR_TOKEN,
      });
      expect(ok.status).toBe(200);
      expect((await json(ok)).data.outcome).toBe('confirmed');
      expect((await detail(resident.token, contract.id)).contract_status_id).toBe(4);
      const unknown = await api.request('POST', OP, {
        body: { command: 'drop-everything' },
        token: process.env.OPERATOR_TOKEN,
      });
      expect(unknown.status).toBe(422);

      const late = await api.db
        .insertInto('bills_to_receive')
        .values({
          contract_id: contract.id,
          user_id: resident.id,
          value: 99,
          date_expiration: day(-4),
          date_competency: day(-4),
          description: 'Atrasada',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list = await json(
        await api.request('POST', OP, {
          body: { command: 'late-invoices' },
          token: process.env.OPERATOR_TOKEN,
        }),
      );
      expect(list.data).toContainEqual(
        expect.objectContaining({ bill_id: late.id, days_late: 4, access_suspended: true }),
      );
    } finally {
      if (saved === undefined) delete process.env.OPERATOR_TOKEN;
      else process.env.OPERATOR_TOKEN = saved;
    }
  });

  it('replies to and resolves a ticket', async () => {
    const saved = process.env.OPERATOR_TOKEN;
    process.env.OPERATOR_TOKEN = 'operator-secret-for-tests-0123456789';
    try {
      const resident = await newResident(api);
      const ticket = await api.db
        .insertInto('tickets')
        .values({ user_id: resident.id, title: 'Chuveiro', description: 'Sem água quente' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = process.env.OPERATOR_TOKEN;
      let res = await api.request('POST', OP, {
        body: { command: 'ticket-reply', args: [String(ticket.id), 'Técnico', 'amanhã'] },
        token,
      });
      expect((await json(res)).data).toEqual({
        ticket_id: ticket.id,
        status: 'Em atendimento',
        replied: true,
      });
      res = await api.request('POST', OP, {
        body: { command: 'ticket-resolve', args: [String(ticket.id)] },
        token,
      });
      expect((await json(res)).data.status).toBe('Resolvido');
      const replies = await api.db
        .selectFrom('ticket_replies')
        .select(['author_name', 'description', 'user_id'])
        .where('ticket_id', '=', ticket.id)
        .execute();
      expect(replies).toEqual([
        { author_name: 'Equipe Tokaas', description: 'Técnico amanhã', user_id: null },
      ]);
      res = await api.request('POST', OP, {
        body: { command: 'ticket-reply', args: ['999999', 'x'] },
        token,
      });
      expect(res.status).toBe(422);
    } finally {
      if (saved === undefined) delete process.env.OPERATOR_TOKEN;
      else process.env.OPERATOR_TOKEN = saved;
    }
  });
});
