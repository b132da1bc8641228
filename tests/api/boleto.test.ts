// Boleto (payment form 3): a hire and an invoice paid by boleto, confirmed by the signed
// boleto.paid webhook or the operator command; the hybrid boleto's Pix half (whichever arrives
// first settles it, the other is refused); the hold that ends after the clearing day; the PDF
// and print page, for their owner only.
import { describe, expect, it } from 'vitest';
import { runBoletoAutoConfirm } from '../../server/jobs/boleto-auto-confirm.ts';
import { runPixExpiry } from '../../server/jobs/pix-expiry.ts';
import { runCommand } from '../../server/operator/commands.ts';
import { hasValidCrc, parseEmv } from '../../server/payments/pix-brcode.ts';
import { barcodeToLine, formatLine, isValidBarcode, parseBarcode } from '../../src/domain/boleto/barcode.ts';
import { addBusinessDays } from '../../src/domain/boleto/business-days.ts';
import { dueFactorOf } from '../../src/domain/boleto/due-factor.ts';
import { todayIn } from '../../src/domain/calendar-day.ts';
import {
  addCard,
  apiWithUnits,
  day,
  hireBody,
  hireOk,
  pixPaidEvent,
  signedWebhook,
} from './contract-helpers.ts';
import { json, newResident } from './harness.ts';

const { api, freshUnit } = apiWithUnits(16);

const WEBHOOK = '/api/payments/webhook';
let events = 0;
const boletoPaid = (barcode: string, amount?: number) => ({
  id: `evt_boleto_${Date.now()}_${++events}`,
  type: 'boleto.paid',
  data: { barcode, ...(amount !== undefined ? { amount } : {}) },
});
const webhook = (event: unknown) => {
  const { body, headers } = signedWebhook(event);
  return api.request('POST', WEBHOOK, { body, headers });
};
const detail = async (token: string, id: number) =>
  (await json(await api.request('GET', `/user/contract/find/${id}`, { token }))).data;

async function boletoHire() {
  const resident = await newResident(api);
  const contract = await hireOk(api, resident.token, hireBody(freshUnit(), { payment_form_id: 3 }));
  const bill = contract.billToReceive[0];
  return { resident, contract, bill, boleto: bill.boleto };
}

describe('hiring by boleto', () => {
  it('answers the contract awaiting payment with a registered boleto and its Pix half', async () => {
    const { contract, bill, boleto } = await boletoHire();
    expect(contract).toMatchObject({
      contract_status_id: 3,
      status: { id: 3, name: 'Aguardando pagamento do boleto' },
      payment_form_id: 3,
      paymentForm: { id: 3, name: 'Boleto' },
    });
    expect(bill).toMatchObject({ received: false, payment_form_id: 3, key: null, qr_code: null });
    // The barcode: 44 digits, the configured bank (237 by default), currency 9, a right general
    // digit, the due date's factor and the bill's value in cents.
    expect(isValidBarcode(boleto.barcode)).toBe(true);
    const fields = parseBarcode(boleto.barcode);
    const dueDate = addBusinessDays(todayIn(), 1);
    expect(fields).toMatchObject({
      bank: '237',
      currency: '9',
      factor: dueFactorOf(dueDate),
      cents: Math.round(bill.value * 100),
    });
    expect(boleto.due_date).toBe(dueDate);
    expect(boleto.digitable_line).toBe(barcodeToLine(boleto.barcode));
    expect(boleto.pdf_url).toBe(`/contract/bill-to-receive/${bill.id}/boleto.pdf`);
    // The Pix half: a valid BR Code for the same amount, with its QR image.
    expect(hasValidCrc(boleto.pix_key)).toBe(true);
    expect(parseEmv(boleto.pix_key).get('54')).toBe(bill.value.toFixed(2));
    expect(boleto.pix_qr_code).toMatch(/^data:image\/png;base64,/);
  });

  it('two boletos never share a barcode', async () => {
    const [a, b] = [await boletoHire(), await boletoHire()];
    expect(a.boleto.barcode).not.toBe(b.boleto.barcode);
  });

  it('refuses a payment form that does not exist with the field’s message', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', '/contract/create', {
      token: resident.token,
      body: hireBody(freshUnit(), { payment_form_id: 4 }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.payment_form_id).toEqual([
      'Escolha a forma de pagamento: 1 (Pix), 2 (cartão de crédito ou débito) ou 3 (boleto).',
    ]);
  });
});

describe('confirmation', () => {
  it('a signed boleto.paid activates the contract; a replay is harmless; the Pix half is then refused', async () => {
    const { resident, contract, bill, boleto } = await boletoHire();
    const res = await webhook(boletoPaid(boleto.barcode, bill.value));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json(res)).data).toMatchObject({ outcome: 'confirmed', contract_id: contract.id });
    const after = await detail(resident.token, contract.id);
    expect(after.contract_status_id).toBe(4);
    expect(after.billToReceive[0]).toMatchObject({ received: true, boleto: null, payment_form_id: 3 });
    expect(after.billToReceive[0].receipt).toMatchObject({
      method: 'boleto',
      boleto_barcode: boleto.barcode,
    });

    const replay = await webhook(boletoPaid(boleto.barcode, bill.value));
    expect((await json(replay)).data.outcome).toBe('already-paid');

    const txid = parseEmv(parseEmv(boleto.pix_key).get('62') ?? '').get('05') as string;
    const pix = await webhook(pixPaidEvent(txid, bill.value));
    expect(pix.status).toBe(409);
    expect((await json(pix)).message).toBe(
      'Esta cobrança já foi paga por boleto; este pagamento é recusado e deve ser devolvido.',
    );
    expect((await detail(resident.token, contract.id)).billToReceive[0].receipt.method).toBe('boleto');
  });

  it('the Pix half paid first settles it, and the boleto is then refused', async () => {
    const { resident, contract, bill, boleto } = await boletoHire();
    const txid = parseEmv(parseEmv(boleto.pix_key).get('62') ?? '').get('05') as string;
    const pix = await webhook(pixPaidEvent(txid, bill.value));
    expect(pix.status, await pix.clone().text()).toBe(200);
    const after = await detail(resident.token, contract.id);
    expect(after.contract_status_id).toBe(4);
    expect(after.billToReceive[0].receipt.method).toBe('pix');

    const late = await webhook(boletoPaid(boleto.barcode, bill.value));
    expect(late.status).toBe(409);
    expect((await json(late)).message).toBe(
      'Esta cobrança já foi paga por Pix; este pagamento é recusado e deve ser devolvido.',
    );
  });

  it('refuses a boleto.paid of another amount, an unknown barcode and a malformed one', async () => {
    const { bill, boleto } = await boletoHire();
    const wrong = await webhook(boletoPaid(boleto.barcode, bill.value + 1));
    expect(wrong.status).toBe(422);
    const unknown = await webhook(boletoPaid('2379'.padEnd(44, '1')));
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Boleto não encontrado.');
    const malformed = await webhook(boletoPaid('123'));
    expect(malformed.status).toBe(422);
  });

  it('npm run admin -- confirm-boleto takes the printed line', async () => {
    const { resident, contract, boleto } = await boletoHire();
    const result = await runCommand(api.db, 'confirm-boleto', [formatLine(boleto.digitable_line)]);
    expect(result).toMatchObject({ outcome: 'confirmed', barcode: boleto.barcode });
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(4);
    await expect(runCommand(api.db, 'confirm-boleto', ['1'.repeat(47)])).rejects.toThrow(
      'Linha digitável inválida: confira os dígitos.',
    );
  });

  it('the sandbox auto-confirm pays boletos older than its delay, not newer ones', async () => {
    const { resident, contract } = await boletoHire();
    const issued = await api.db
      .selectFrom('bills_to_receive')
      .select('boleto_issued_at')
      .where('contract_id', '=', contract.id)
      .executeTakeFirstOrThrow();
    const at = (issued.boleto_issued_at as Date).getTime();
    await runBoletoAutoConfirm(api.db, new Date(at + 30_000), 60);
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(3);
    await runBoletoAutoConfirm(api.db, new Date(at + 61_000), 60);
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(4);
  });
});

describe('expiry', () => {
  it('holds the unit until the clearing day after the due date ends, then cancels and frees it', async () => {
    const { resident, contract } = await boletoHire();
    const { boleto_hold_until: holdUntil, boleto_due_date: dueDate } = await api.db
      .selectFrom('bills_to_receive')
      .select(['boleto_hold_until', 'boleto_due_date'])
      .where('contract_id', '=', contract.id)
      .executeTakeFirstOrThrow();
    const clearing = addBusinessDays(dueDate as string, 1);
    // Midnight at the end of the clearing day, São Paulo time (UTC−3).
    expect(holdUntil?.toISOString()).toBe(
      new Date(new Date(`${clearing}T00:00:00-03:00`).getTime() + 86_400_000).toISOString(),
    );
    const hold = (holdUntil as Date).getTime();
    await runPixExpiry(api.db, new Date(hold - 60_000));
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(3);
    await runPixExpiry(api.db, new Date(hold + 1_000));
    const row = await api.db
      .selectFrom('contracts')
      .select(['contract_status_id', 'cancel_reason'])
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contract_status_id: 5, cancel_reason: 'boleto_expired' });
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(contract.apartment_id));
  });
});

describe('paying an invoice by boleto', () => {
  it('issues a boleto for the bill; its payment activates the contract', async () => {
    const resident = await newResident(api);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(5), check_out: day(9) }),
    );
    const billId = contract.billToReceive[0].id;
    const res = await api.request('POST', '/contract/bill-to-receive/pay', {
      token: resident.token,
      body: { bill_to_receive_id: billId, payment_form_id: 3, user_payment_credit_card_tokens: 0 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json(res);
    expect(body.message).toBe('Boleto gerado. Pague pela linha digitável, pelo PDF ou pelo Pix do boleto.');
    expect(body.data).toMatchObject({ id: billId, payment_form_id: 3, paymentForm: { name: 'Boleto' } });
    expect(isValidBarcode(body.data.boleto.barcode)).toBe(true);
    const paid = await webhook(boletoPaid(body.data.boleto.barcode, body.data.value));
    expect(paid.status).toBe(200);
    expect((await detail(resident.token, contract.id)).contract_status_id).toBe(4);
  });
});

describe('renewing by boleto', () => {
  it('a renewal with payment form 3 waits for its own boleto, holding the next period', async () => {
    const resident = await newResident(api);
    const card = await addCard(api, resident.token);
    const current = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), {
        payment_form_id: 2,
        user_payment_credit_card_tokens: card,
        check_in: day(0),
        check_out: day(5),
      }),
    );
    expect(current.canRenew).toBe(true);
    const res = await api.request('POST', '/api/enterprise/re-new', {
      token: resident.token,
      body: { contract_id: current.id, check_out: day(12), payment_form_id: 3 },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const renewal = (await json(res)).data;
    expect(renewal).toMatchObject({
      renewed_from_id: current.id,
      checkIn: day(5),
      contract_status_id: 3,
      payment_form_id: 3,
    });
    expect(isValidBarcode(renewal.billToReceive[0].boleto.barcode)).toBe(true);
  });
});

describe('the printable boleto', () => {
  it('is a PDF and a print page for its owner; 404 for anyone else, 401 without a token', async () => {
    const { resident, bill, boleto } = await boletoHire();
    const pdf = await api.request('GET', boleto.pdf_url, { token: resident.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const page = await api.request('GET', `/contract/bill-to-receive/${bill.id}/boleto.html`, {
      token: resident.token,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(formatLine(boleto.digitable_line));
    expect(html).toContain(resident.form.name);
    expect(html).toContain('<svg');
    expect(html).toContain('QR Code Pix do boleto');

    const stranger = await newResident(api);
    const other = await api.request('GET', boleto.pdf_url, { token: stranger.token });
    expect(other.status).toBe(404);
    expect((await json(other)).message).toBe('Boleto não encontrado ou já pago.');
    expect(
      (
        await api.request('GET', `/contract/bill-to-receive/${bill.id}/boleto.html`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect((await api.request('GET', boleto.pdf_url)).status).toBe(401);
  });
});
