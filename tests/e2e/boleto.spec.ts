// Boleto (issue 30) in real Chromium against the real server: a hire paid by boleto from
// 'Conclua seu pedido' to the welcome (the bank's notice is the signed boleto.paid webhook), an
// invoice paid by boleto from the pay modal, and an unpaid boleto's linha digitável copied (and its
// PDF opened again) with no connection, from the mirror and the service worker's copy. Desktop only
// (playwright.config.ts): the boleto screens are the same on a phone, whose booking flow
// booking.spec.ts drives.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import type { Apartment } from '../../src/api/catalogue.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { contractsOf, fetchContract, hire } from './support/resident-contracts.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

// README 'Pagamentos (sandbox)': the dev secret of the webhook's HMAC.
const WEBHOOK_SECRET = 'tokaas-dev-webhook-secret';
const LINE = /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/;

interface BillWithBoleto {
  id: number;
  value: number;
  received: boolean;
  boleto: { barcode: string; digitable_line: string; due_date: string; pdf_url: string } | null;
}

/** The bank's notice that a boleto was paid: the signed webhook of the sandbox gateway. */
async function confirmBoleto(request: APIRequestContext, barcode: string): Promise<void> {
  const body = JSON.stringify({
    id: `evt_e2e_boleto_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    type: 'boleto.paid',
    data: { barcode },
  });
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  const res = await request.post('/api/payments/webhook', {
    headers: { 'content-type': 'application/json', 'x-tokaas-signature': `t=${t},v1=${mac}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).data.outcome).toBe('confirmed');
}

async function signIn(page: Page, resident: Awaited<ReturnType<typeof registerResident>>) {
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
}

/** A unit free for [checkin, checkout), with its building (for the booking address). */
async function freeUnit(request: APIRequestContext, checkin: string, checkout: string): Promise<Apartment> {
  const list = await request.get(
    `/enterprise/apartment/list?perPage=100&order=price_desc&checkin=${checkin}&checkout=${checkout}`,
  );
  const units = (
    (await list.json()).data as { id: number; isRented: boolean; available: boolean; soon_release: boolean }[]
  ).filter((u) => u.available && !u.isRented && !u.soon_release);
  const unit = units[Math.floor(Math.random() * units.length)];
  if (!unit) throw new Error('nenhuma unidade livre no período');
  const res = await request.get(`/enterprise/apartment/find/${unit.id}?include=amenities,enterprise`);
  return (await res.json()).data;
}

const billOf = async (request: APIRequestContext, token: string, contractId: number) =>
  (await fetchContract(request, token, contractId)).billToReceive[0] as unknown as BillWithBoleto;

async function expectCopied(page: Page, button: string, toast: string, text: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
}

failOnPageErrors();

test.describe('boleto', () => {
  test('hire by boleto: the boleto result (due date, line, Pix, PDF), awaiting payment, then the welcome once the bank confirms', async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const resident = await registerResident(page.request);
    await signIn(page, resident);
    const start = Temporal.Now.plainDateISO('America/Sao_Paulo').add({ days: 240 });
    const checkin = start.toString();
    const checkout = start.add({ days: 6 }).toString();
    const unit = await freeUnit(page.request, checkin, checkout);
    await page.goto(`/book/${unit.id}/${checkin}/${checkout}/1/${unit.enterprise.data.shortUrl}`);

    const panel = page.getByRole('complementary', { name: 'Seu pedido' });
    await panel.getByRole('button', { name: 'Declaro que li e estou de acordo' }).click();
    await expect(panel.getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
    // Pix is the default; Boleto is beside it.
    await expect(panel.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await panel.getByText('Boleto', { exact: true }).click();
    await expect(panel.getByRole('radio', { name: /^Boleto/ })).toBeChecked();
    await panel.getByRole('button', { name: 'Finalizar' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pague o boleto para concluir' })).toBeVisible();
    await expect(page.getByText('Aguardando pagamento do boleto').first()).toBeVisible();
    const [contract] = await contractsOf(page.request, resident.token);
    expect(contract).toMatchObject({ contract_status_id: 3, payment_form_id: 3, apartment_id: unit.id });
    const bill = contract?.billToReceive[0] as unknown as BillWithBoleto;
    const boleto = bill.boleto;
    if (!boleto) throw new Error('the hire has no boleto');
    const [y, m, d] = boleto.due_date.split('-');
    await expect(page.getByText(`${d}/${m}/${y}`).first()).toBeVisible();
    const line = page.getByRole('textbox', { name: 'Linha digitável' });
    await expect(line).toHaveValue(LINE);
    expect((await line.inputValue()).replace(/\D/g, '')).toBe(boleto.digitable_line);
    await expect(page.getByRole('img', { name: /^QR Code Pix do boleto de R\$/ })).toBeVisible();
    await expect(page.getByLabel('Pix copia e cola do boleto')).toHaveValue(/^000201/);
    await expectCopied(page, 'Copiar código do boleto', 'Código copiado', boleto.digitable_line);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar boleto' }).click();
    const pdf = await readFile((await (await download).path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoA11yViolations(page);

    await confirmBoleto(page.request, boleto.barcode);
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à sua Tokaas!' })).toBeVisible({
      timeout: 15_000,
    });
    expect((await fetchContract(page.request, resident.token, contract?.id ?? 0)).status.name).toBe('Ativo');
  });

  test('an invoice paid by boleto from the pay modal; the confirmation reaches the modal', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 300, nights: 5 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    await page.getByRole('button', { name: /Pagar fatura/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
    await dialog.getByText('Boleto', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Gerar boleto' }).click();
    const line = dialog.getByRole('textbox', { name: 'Linha digitável' });
    await expect(line).toHaveValue(LINE);
    const bill = await billOf(page.request, resident.token, contract.id);
    expect(bill.boleto?.digitable_line).toBe((await line.inputValue()).replace(/\D/g, ''));
    await expectCopied(page, 'Copiar código do boleto', 'Código copiado', bill.boleto?.digitable_line ?? '');
    await expectNoA11yViolations(page);

    await confirmBoleto(page.request, bill.boleto?.barcode ?? '');
    await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
    expect((await billOf(page.request, resident.token, contract.id)).received).toBe(true);
  });

  test('offline: an unpaid boleto’s line and Pix code are copied from the mirror, and its PDF opens again', async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 360, nights: 5 });
    const billId = contract.billToReceive[0]?.id;
    const issued = await page.request.post('/contract/bill-to-receive/pay', {
      headers: auth(resident.token),
      data: { bill_to_receive_id: billId, payment_form_id: 3, user_payment_credit_card_tokens: 0 },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    const boleto = (await issued.json()).data.boleto as NonNullable<BillWithBoleto['boleto']> & {
      pix_key: string;
    };
    await signIn(page, resident);
    await waitForServiceWorker(page);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    const open = async () => {
      await page.getByRole('button', { name: /Pagar fatura/ }).click();
      return page.getByRole('dialog', { name: 'Pagar fatura' });
    };
    // Opened once online: the service worker keeps the PDF.
    let dialog = await open();
    const first = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar boleto' }).click();
    await first;
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();

    await goOffline(context);
    await page.reload();
    dialog = await open();
    await expect(dialog.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(LINE);
    await expectCopied(page, 'Copiar código do boleto', 'Código copiado', boleto.digitable_line);
    await expectCopied(page, 'Copiar código Pix', 'Código pix copiado!', boleto.pix_key);
    const again = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar boleto' }).click();
    const pdf = await readFile((await (await again).path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoA11yViolations(page);
    await goOnline(context);
  });
});
