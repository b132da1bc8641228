// Booking and hiring end to end (issue 7): /book/{id}/{checkin}/{checkout}/{guests}/{slug?} in real
// Chromium against the real server. A visitor searches, opens a unit, picks 35 nights, registers
// in the login dialog, accepts the terms and hires with Pix; the payment is confirmed through the
// sandbox gateway's signed webhook and the welcome shows within one poll. Cards approved and
// declined, the daily breakdown, one contract after a double click and after a retried request,
// the poll across offline, renewal, a pending contract skipping the terms, invalid links and /404.
// Units are picked through the API by what each test needs, never by fixed ids.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import type { Apartment } from '../../src/api/catalogue.ts';
import type { Contract } from '../../src/api/contracts.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { catalogueOnce } from './support/catalogue.ts';
import { escapeRegExp } from './support/forms.ts';
import { holdRequests } from './support/held-requests.ts';
import { goOffline, goOnline } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { fillRegisterForm } from './support/register-form.ts';
import {
  addCard,
  confirmPix,
  contractsOf,
  readBrCode,
  VISA_DECLINED,
  VISA_OK,
} from './support/resident-contracts.ts';
import { rewriteJsonAnswer } from './support/rewrite-answer.ts';
import { savePageScreen, saveViewportScreen } from './support/screens.ts';
import { auth, mailedCode, registerResident, signInWithToken, validCpf } from './support/session.ts';
import { test } from './support/test.ts';

const DECLINED_MESSAGE = 'Pagamento recusado pelo banco emissor do cartão.';

const TILES = 'https://tile.openstreetmap.org/**';
const CEP_SERVICE = 'https://viacep.com.br/ws/**';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PLAN = 'Plano de Assinatura Tokaas';
// src/screens/booking/messages.ts: what the order panel says after a lost answer.
const NO_ANSWER = 'Não recebemos a resposta e ainda não conseguimos confirmar se seu pedido foi registrado.';
const NO_ANSWER_OFFLINE = 'Sem conexão: não sabemos se seu pedido chegou até nós.';
const NOT_HIRED = 'A conexão falhou e seu pedido ainda não aparece na sua conta.';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (value: number) => brl.format(value);
const today = () => Temporal.Now.plainDateISO('America/Sao_Paulo');
const br = (d: Temporal.PlainDate | string) => {
  const date = typeof d === 'string' ? Temporal.PlainDate.from(d) : d;
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
};
const isPhone = () => test.info().project.name === 'phone';

// ---------------------------------------------------------------------------------------------
// Units

const allUnits = catalogueOnce();
const used = new Set<number>();

async function blockedDatesOf(request: APIRequestContext, id: number): Promise<string[]> {
  const res = await request.get(`/enterprise/apartment/block-dates/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function unitDetail(request: APIRequestContext, id: number): Promise<Apartment> {
  const res = await request.get(`/enterprise/apartment/find/${id}?include=amenities,enterprise`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

/** Units sold as partner packages (README 'Partner links'): partner.spec.ts hires them, not this spec. */
async function partnerUnits(request: APIRequestContext): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const hash of ['PARCEIRO-PAGO-2026', 'PARCEIRO-PENDENTE-2026']) {
    const res = await request.get(`/api/enterprise/platform-reservation/${hash}`);
    if (res.ok()) ids.add((await res.json()).data.apartment_id);
  }
  return ids;
}

/**
 * A unit that can be hired for [checkin, checkout): not rented, not soon released, no blocked day
 * or contract night in the period (the block-dates list has both), not a partner package's unit,
 * not used by this run yet.
 */
async function freeUnit(
  request: APIRequestContext,
  checkin: Temporal.PlainDate,
  checkout: Temporal.PlainDate,
  fits: (unit: Apartment) => boolean = () => true,
): Promise<Apartment> {
  const packages = await partnerUnits(request);
  for (const unit of await allUnits(request)) {
    if (unit.isRented || unit.soon_release || used.has(unit.id) || packages.has(unit.id) || !fits(unit))
      continue;
    const blocked = new Set(await blockedDatesOf(request, unit.id));
    let free = true;
    for (let d = checkin; Temporal.PlainDate.compare(d, checkout) <= 0; d = d.add({ days: 1 })) {
      if (blocked.has(d.toString())) free = false;
    }
    if (!free) continue;
    used.add(unit.id);
    return unitDetail(request, unit.id);
  }
  throw new Error('nenhuma unidade livre no período');
}

/** A period of `nights` starting `offset` days from today; offsets differ per test and project. */
function period(offset: number, nights: number) {
  const extra = isPhone() ? 200 : 0;
  const checkin = today().add({ days: offset + extra });
  return { checkin, checkout: checkin.add({ days: nights }) };
}

const bookPath = (
  unit: Apartment,
  stay: { checkin: Temporal.PlainDate; checkout: Temporal.PlainDate },
  guests = 1,
) => `/book/${unit.id}/${stay.checkin}/${stay.checkout}/${guests}/${unit.enterprise.data.shortUrl}`;

// ---------------------------------------------------------------------------------------------
// Residents, cards, contracts

/** A signed-in resident (registered through the API) on the page, optionally with a saved card. */
async function signedInResident(page: Page, card?: string) {
  const resident = await registerResident(page.request);
  const cardId = card ? await addCard(page.request, resident.token, card) : undefined;
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return { ...resident, cardId };
}

/** The token the app stored after a sign-in in the page (idb-keyval). */
async function tokenInPage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const open = indexedDB.open('keyval-store');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const value: string = await new Promise((resolve, reject) => {
      const get = db.transaction('keyval').objectStore('keyval').get('tokaas.token');
      get.onsuccess = () => resolve(get.result as string);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return value;
  });
}

// ---------------------------------------------------------------------------------------------
// Page helpers

const orderPanel = (page: Page) => page.getByRole('complementary', { name: 'Seu pedido' });

async function acceptTerms(page: Page) {
  const panel = orderPanel(page);
  await expect(panel.getByRole('heading', { name: 'Termos e condições' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Declaro que li e estou de acordo' }).click();
  await expect(panel.getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
}

/** Presses a payment option's card, as a person does (the radio input itself is visually hidden). */
async function choose(page: Page, text: string) {
  await orderPanel(page).getByText(text, { exact: true }).click();
  await expect(orderPanel(page).getByRole('radio', { name: new RegExp(escapeRegExp(text)) })).toBeChecked();
}

/** The Pix screen: QR, copy-and-paste code; returns the code. */
async function expectPixScreen(page: Page, total?: number): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Pague com Pix para concluir' })).toBeVisible();
  await expect(page.getByText('Aguardando pagamento Pix').first()).toBeVisible();
  const qr = page.getByRole('img', { name: /^QR Code Pix para pagar R\$/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const code = await page.getByLabel('Pix copia e cola').inputValue();
  expect(code).toMatch(/^000201/);
  expect(code).toContain('br.gov.bcb.pix');
  if (total !== undefined) {
    expect(readBrCode(code).amount).toBeCloseTo(total, 2);
    await expect(page.getByText(money(total)).first()).toBeVisible();
  }
  for (const step of [
    'Abra o app do seu banco e escolha pagar com Pix.',
    'Escaneie o QR Code ou cole o código copia e cola.',
  ]) {
    await expect(page.getByText(step)).toBeVisible();
  }
  return code;
}

async function expectWelcome(page: Page, timeout = 10_000) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à sua Tokaas!' })).toBeVisible({
    timeout,
  });
  await expect(page.getByText('em até 1 hora', { exact: false })).toBeVisible();
  await expect(page.getByText('7h às 21h', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minhas tokaas' }).last()).toHaveAttribute(
    'href',
    '/minhas-tokaas',
  );
}

/** The reservation panel of the unit page: beside the page on desktop, in the sheet on phones. */
async function reservationPanel(page: Page): Promise<Locator> {
  if (!isPhone()) return page.getByRole('complementary', { name: PLAN });
  await page.getByRole('region', { name: PLAN }).getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: PLAN });
  await expect(sheet).toBeVisible();
  return sheet;
}

let registrations = 0;

/** Fills the login dialog's register view as a new visitor would; returns the e-mail. */
async function registerInDialog(page: Page): Promise<string> {
  const form = page.getByRole('dialog', { name: 'Criar conta' });
  await expect(form).toBeVisible();
  const id = `${Date.now()}${++registrations}`;
  const email = `visitante.${id}@exemplo.com.br`;
  await fillRegisterForm(form, page, { CPF: validCpf(Number(id.slice(-9))), Email: email });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  // The code mailed to the e-mail makes the account.
  const code = form.getByLabel('Código recebido por e-mail');
  await expect(code).toBeVisible({ timeout: 20_000 });
  await code.fill(await mailedCode(page.request, email));
  await form.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  return email;
}

// No screen of this spec may throw.
failOnPageErrors();
test.beforeEach(async ({ context }) => {
  await context.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await context.route(CEP_SERVICE, (route) => route.abort('internetdisconnected'));
});

// ---------------------------------------------------------------------------------------------

test.describe('booking: Pix from the search to the welcome', () => {
  test('a new visitor searches, picks 35 nights, registers, accepts the terms, hires with Pix, pays through the webhook and is welcomed', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const stay = period(40, 35);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    const building = unit.enterprise.data;

    // Search from the home page: the unit's building and the 35 nights; then open the unit's card.
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await search.getByRole('button', { name: /Localização/ }).click();
    await page.getByRole('option', { name: building.name, exact: true }).click();
    await search.getByRole('spinbutton').first().focus();
    await page.keyboard.type(`${br(stay.checkin)}${br(stay.checkout)}`.replaceAll('/', ''));
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(
      `/buscar?location=${building.id}&checkin=${stay.checkin}&checkout=${stay.checkout}`,
    );
    await expect(page.getByRole('heading', { name: 'Resultados da busca' })).toBeVisible();
    const card = page.getByRole('link', { name: unit.displayName, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: unit.displayName })).toBeVisible();

    // Pick 35 nights in the reservation panel, then 'Contratar'.
    const panel = await reservationPanel(page);
    await panel.getByRole('spinbutton').first().focus();
    await page.keyboard.type(`${br(stay.checkin)}${br(stay.checkout)}`.replaceAll('/', ''));
    await expect(panel.getByRole('region', { name: 'Resumo da estadia' })).toContainText('35 noites');
    await panel.getByRole('button', { name: 'Contratar' }).click();
    await expect(page).toHaveURL(bookPath(unit, stay));

    // The booking page, signed out: unit, terms, and the login instead of hiring.
    await expect(page.getByRole('heading', { level: 1, name: 'Contratar sua Tokaas' })).toBeVisible();
    const summary = page.getByRole('region', { name: unit.displayName });
    await expect(summary).toContainText(building.neighborhood);
    await expect(summary).toContainText('Camas de solteiro');
    await expect(summary).toContainText('Camas de casal');
    await expect(summary).toContainText('Banheiros');
    await expect(page.getByRole('row', { name: /Período/ })).toContainText(
      `${br(stay.checkin)} a ${br(stay.checkout)} (35 noites)`,
    );
    await expect(page.getByRole('row', { name: /Plano/ })).toContainText('Mensal');
    await expect(page.getByText('100 litros de água por mês', { exact: false })).toBeVisible();
    await expect(orderPanel(page).getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-signed-out');

    await orderPanel(page).getByRole('button', { name: 'Entrar para contratar' }).click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    await login.getByRole('link', { name: 'Cadastre-se' }).click();
    await registerInDialog(page);

    // Terms, then 'Conclua seu pedido' with the monthly prices of the shared rule.
    await acceptTerms(page);
    const order = orderPanel(page);
    const first = Temporal.PlainDate.from(stay.checkin).add({ months: 1 });
    const restNights = first.until(stay.checkout, { largestUnit: 'days' }).days;
    const month = Math.round(unit.priceHosting * 100);
    const total = (month + Math.round((month * restNights) / 30)) / 100;
    for (const [label, value] of [
      ['Condomínio', money(unit.priceCondominium)],
      ['Eletricidade', money(unit.priceElectricity)],
      ['Água', money(unit.priceWater)],
      ['Taxa de Entrada', 'Isenta'],
      ['Total mensal', `${money(unit.priceHosting)} / mês`],
      ['Estadia de 35 noites', money(total)],
    ] as const) {
      await expect(order.getByText(label, { exact: true }).locator('..')).toContainText(value);
    }
    await expect(order.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-order-monthly');

    await order.getByRole('button', { name: 'Finalizar' }).click();
    const code = await expectPixScreen(page, unit.priceHosting);
    await page.getByRole('button', { name: 'Copiar código Pix' }).click();
    await expect(page.getByText('Código pix copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-pix');

    const token = await tokenInPage(page);
    const [pending] = await contractsOf(request, token);
    expect(pending).toMatchObject({ contract_status_id: 3, apartment_id: unit.id, plan: 'Mensal' });

    // The gateway confirms; the page sees it at its next poll (every 5 s): at most one poll is sent
    // after the webhook answered (none when one already in flight saw the payment), exactly one
    // poll answers 'Ativo', and polling stops there.
    const isPoll = (url: string) => url.endsWith(`/user/contract/find/${pending?.id}`);
    let confirmed = false;
    let sentAfter = 0;
    const answered: number[] = [];
    page.on('request', (r) => {
      if (confirmed && isPoll(r.url())) sentAfter++;
    });
    page.on('response', (r) => {
      if (!isPoll(r.url())) return;
      r.json()
        .then((body) => answered.push(body.data.contract_status_id))
        .catch(() => {});
    });
    const { txid, amount } = readBrCode(code);
    await confirmPix(request, txid, amount);
    confirmed = true;
    await expectWelcome(page, 15_000);
    expect(sentAfter).toBeLessThanOrEqual(1);
    await expect.poll(() => answered.filter((status) => status === 4)).toEqual([4]);
    await expect(page.getByText(pending?.human_contract_id ?? '-')).toBeVisible();
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-welcome');
    const [active] = await contractsOf(request, token);
    expect(active?.contract_status_id).toBe(4);

    // The contract is in Minhas tokaas.
    await page.getByRole('link', { name: 'Minhas tokaas' }).last().click();
    await expect(page).toHaveURL(/\/minhas-tokaas$/);
    await expect(page.getByText(pending?.human_contract_id ?? '-')).toBeVisible({ timeout: 15_000 });
  });

  test('the Pix poll survives going offline and back: no error spam, and it resumes on reconnect', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const resident = await signedInResident(page);
    const stay = period(90, 4);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    const code = await expectPixScreen(page);

    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/contract/find/')) polls.push(r.url());
    });
    await goOffline(context);
    await expect(
      page.getByText('Sem conexão: vamos verificar o pagamento assim que a internet voltar.'),
    ).toBeVisible();
    // At least one poll fails while offline; the page stays as it is.
    await expect.poll(() => polls.length, { timeout: 12_000 }).toBeGreaterThan(0);
    const { txid, amount } = readBrCode(code);
    await confirmPix(request, txid, amount);
    await expect(page.getByRole('heading', { level: 1, name: 'Pague com Pix para concluir' })).toBeVisible();
    const errors = page.getByText('Ocorreu um erro de conexão, tente novamente em instantes.');
    expect(await errors.count()).toBeLessThanOrEqual(1);

    await goOnline(context);
    await expectWelcome(page, 7_000);
    expect(await errors.count()).toBeLessThanOrEqual(1);
    const contracts = await contractsOf(request, resident.token);
    expect(contracts.map((c) => c.contract_status_id)).toEqual([4]);
  });

  test('a pending Pix contract for the unit and period skips the terms and shows its payment', async ({
    page,
    request,
  }) => {
    const resident = await registerResident(request);
    const stay = period(120, 6);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    const res = await request.post('/contract/create', {
      headers: auth(resident.token),
      data: {
        plataformHash: null,
        payment_form_id: 1,
        user_payment_credit_card_tokens: 0,
        check_in: stay.checkin.toString(),
        check_out: stay.checkout.toString(),
        apartment_id: unit.id,
      },
    });
    expect(res.status()).toBe(201);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(bookPath(unit, stay));
    await expectPixScreen(page);
    await expect(page.getByRole('button', { name: 'Declaro que li e estou de acordo' })).toHaveCount(0);
  });
});

test.describe('booking: the order', () => {
  test('a daily stay (5 nights) shows the daily price breakdown: nights × price, Taxa de Entrada, total', async ({
    page,
    request,
  }) => {
    await signedInResident(page);
    const stay = period(20, 5);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await expect(page.getByRole('row', { name: /Plano/ })).toContainText('Diária');
    await acceptTerms(page);
    const order = orderPanel(page);
    const nights = Math.round(unit.pricePerDay * 100 * 5) / 100;
    const total = Math.round(unit.pricePerDay * 100 * 5 + unit.priceEntryCost * 100) / 100;
    await expect(order.getByText('Plano', { exact: true }).locator('..')).toContainText('Diária');
    await expect(order.getByText('Diária', { exact: true }).first()).toBeVisible();
    await expect(order.getByText(`5 noites × ${money(unit.pricePerDay)}`).locator('..')).toContainText(
      money(nights),
    );
    await expect(order.getByText('Taxa de Entrada', { exact: true }).locator('..')).toContainText(
      money(unit.priceEntryCost),
    );
    await expect(order.getByText('Total', { exact: true }).locator('..')).toContainText(money(total));
    await expect(order.getByText('Total mensal')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-order-daily');
  });

  test('signed out: hiring opens the login dialog, and registration is one press away', async ({
    page,
    request,
  }) => {
    const stay = period(25, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    const panel = orderPanel(page);
    await expect(panel.getByRole('heading', { name: 'Entre para contratar' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Declaro que li e estou de acordo' })).toHaveCount(0);
    // On phones the panel comes after the terms: a shortcut takes the visitor to it.
    const jump = page.getByRole('button', { name: 'Ir para o pedido' });
    if (isPhone()) {
      await jump.click();
      await expect(panel.getByRole('heading', { name: 'Entre para contratar' })).toBeFocused();
      await expect(panel.getByRole('button', { name: 'Entrar para contratar' })).toBeInViewport();
    } else {
      await expect(jump).toBeHidden();
    }
    await panel.getByRole('button', { name: 'Entrar para contratar' }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
  });

  test('signed in without a CPF on file: asked to complete the profile, no Finalizar', async ({
    page,
    request,
  }) => {
    const resident = await registerResident(request);
    // The session answer without a CPF, as for an account made before CPF was required.
    await page.route('**/user/session', (route) =>
      rewriteJsonAnswer<{ data: object }>(route, (body) => ({
        ...body,
        data: { ...body.data, document_cpf: null },
      })),
    );
    await signInWithToken(page, resident.token, { ...resident.user, document_cpf: null });
    const stay = period(28, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    const panel = orderPanel(page);
    await expect(panel.getByRole('heading', { name: 'Complete seu cadastro' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Completar cadastro' })).toHaveAttribute(
      'href',
      `/perfil?next=${encodeURIComponent(bookPath(unit, stay))}`,
    );
    await expect(panel.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Declaro que li e estou de acordo' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});

test.describe('booking: cards', () => {
  test('an approved sandbox card added from the order: the full-screen wait, then the welcome; the contract is Ativo', async ({
    page,
    request,
  }) => {
    test.slow();
    const resident = await signedInResident(page);
    const stay = period(50, 7);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay, 1));
    await acceptTerms(page);

    // No saved card yet: add one without leaving the booking; it comes back chosen.
    await orderPanel(page).getByRole('button', { name: 'Adicionar cartão' }).click();
    const form = page.getByRole('dialog', { name: 'Adicionar cartão' });
    await expect(form).toBeVisible();
    await form.getByLabel(/^Número do cartão/).fill(VISA_OK);
    await form.getByLabel(/^Nome do titular/).fill('JOANA PEREIRA');
    await form.getByLabel(/^Validade/).fill(`08/${today().year + 2}`);
    await form.getByLabel(/^CVV/).fill('123');
    await form.getByLabel(/^CPF do titular/).fill('529.982.247-25');
    await form.getByLabel(/^Nascimento do titular/).fill('20/05/1992');
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'booking-add-card');
    await form.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Cartão adicionado com sucesso!')).toBeVisible();
    await expect(orderPanel(page).getByRole('radio', { name: /final 1111/ })).toBeChecked();

    // Hold the hire until the wait message has been seen.
    const { release } = await holdRequests(page, '**/contract/create');
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    const wait = page.getByRole('dialog', {
      name: 'Processando o pagamento no cartão. Aguarde, não feche esta página.',
    });
    await expect(wait).toBeVisible();
    await saveViewportScreen(page, test.info(), 'booking-card-wait');
    release();
    await expectWelcome(page);
    await expect(wait).toBeHidden();
    await savePageScreen(page, test.info(), 'booking-welcome-card');
    const contracts = await contractsOf(request, resident.token);
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({ contract_status_id: 4, payment_form_id: 2, apartment_id: unit.id });
  });

  test("a declined sandbox card: the failure dialog with the server's message; the choice is kept, nothing hired", async ({
    page,
    request,
  }) => {
    const resident = await signedInResident(page, VISA_DECLINED);
    const stay = period(60, 4);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    await choose(page, 'Cartão final 0002');
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Não foi possível concluir a contratação' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(DECLINED_MESSAGE);
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'booking-card-declined');
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialog).toBeHidden();
    // The page kept its state: terms accepted, the same card chosen.
    await expect(orderPanel(page).getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
    await expect(orderPanel(page).getByRole('radio', { name: /final 0002/ })).toBeChecked();
    expect(await contractsOf(request, resident.token)).toEqual([]);
  });
});

test.describe('booking: exactly one contract', () => {
  test("a double click on 'Finalizar' creates one contract", async ({ page, request }) => {
    const resident = await signedInResident(page);
    const stay = period(70, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    const hires: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/contract/create')) hires.push(r.headers()['idempotency-key'] ?? '');
    });
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).dblclick();
    await expectPixScreen(page);
    expect(hires.length).toBeGreaterThanOrEqual(1);
    expect(new Set(hires).size).toBe(1);
    const contracts = await contractsOf(request, resident.token);
    expect(contracts).toHaveLength(1);
  });

  /** Lets the first hire reach the server but drops its answer, as a bad connection does. */
  async function dropFirstAnswer(page: Page): Promise<string[]> {
    const keys: string[] = [];
    await page.route('**/contract/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        const response = await route.fetch();
        expect(response.status()).toBe(201);
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    return keys;
  }

  test('a retried request after a dropped response creates one contract (same Idempotency-Key)', async ({
    page,
    context,
    request,
  }) => {
    const resident = await signedInResident(page);
    const stay = period(80, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);

    // The page's check of the contracts fails too (the connection is still bad), so it cannot
    // tell whether the hire went through: it says so, and pressing 'Finalizar' again is the retry.
    let listFails = true;
    await context.route('**/user/contract', (route) =>
      listFails ? route.abort('connectionreset') : route.continue(),
    );
    const keys = await dropFirstAnswer(page);
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expect(orderPanel(page).getByText(NO_ANSWER, { exact: false })).toBeVisible();
    await expect(orderPanel(page).getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
    expect(await contractsOf(request, resident.token)).toHaveLength(1);
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-no-answer');

    listFails = false;
    const replayed = page.waitForResponse((r) => r.url().endsWith('/contract/create'));
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    expect((await replayed).headers()['idempotent-replayed']).toBe('true');
    await expectPixScreen(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const contracts = await contractsOf(request, resident.token);
    expect(contracts).toHaveLength(1);
    await expect(page.getByText(contracts[0]?.human_contract_id ?? '-')).toBeVisible();
  });

  test('a dropped response: the page checks the contracts and shows the Pix of the hire that went through', async ({
    page,
    request,
  }) => {
    const resident = await signedInResident(page);
    const stay = period(82, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    const keys = await dropFirstAnswer(page);
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expectPixScreen(page);
    expect(keys).toHaveLength(1);
    const contracts = await contractsOf(request, resident.token);
    expect(contracts).toHaveLength(1);
    await expect(page.getByText(contracts[0]?.human_contract_id ?? '-')).toBeVisible();
  });

  test('a hire that never reached the server: the page says it is not in the account, and the retry hires once', async ({
    page,
    request,
  }) => {
    const resident = await signedInResident(page);
    const stay = period(84, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    const keys: string[] = [];
    await page.route('**/contract/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expect(orderPanel(page).getByText(NOT_HIRED, { exact: false })).toBeVisible();
    expect(await contractsOf(request, resident.token)).toEqual([]);
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expectPixScreen(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await contractsOf(request, resident.token)).toHaveLength(1);
  });

  test('the answer lost as the connection drops: the page says it does not know yet, and checks by itself once back online', async ({
    page,
    context,
    request,
  }) => {
    const resident = await signedInResident(page);
    const stay = period(86, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    await page.route('**/contract/create', async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await goOffline(context);
      await route.abort('internetdisconnected');
    });
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expect(orderPanel(page).getByText(NO_ANSWER_OFFLINE, { exact: false })).toBeVisible();
    await expect(orderPanel(page).getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
    await savePageScreen(page, test.info(), 'booking-no-answer-offline');
    await goOnline(context);
    // Nothing pressed: the page asks the server and shows the hire that went through.
    await expectPixScreen(page);
    const contracts = await contractsOf(request, resident.token);
    expect(contracts).toHaveLength(1);
    await expect(page.getByText(contracts[0]?.human_contract_id ?? '-')).toBeVisible();
  });

  test('offline: Finalizar says hiring needs the internet and keeps the page', async ({
    page,
    context,
    request,
  }) => {
    const resident = await signedInResident(page);
    const stay = period(85, 3);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    await page.goto(bookPath(unit, stay));
    await acceptTerms(page);
    await goOffline(context);
    const message = 'Sem conexão: a contratação precisa de internet.';
    await expect(orderPanel(page).getByText(message, { exact: false })).toBeVisible();
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expect(orderPanel(page).getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
    await goOnline(context);
    await expect(orderPanel(page).getByText(message, { exact: false })).toHaveCount(0);
    expect(await contractsOf(request, resident.token)).toEqual([]);
  });
});

test.describe('booking: renewal', () => {
  test("'Renovar contrato' leads into the booking for the same unit from the current check-out", async ({
    page,
    request,
  }) => {
    const resident = await signedInResident(page, VISA_OK);
    const current = { checkin: today().add({ days: 1 }), checkout: today().add({ days: 6 }) };
    const unit = await freeUnit(request, current.checkin, current.checkout.add({ days: 40 }));
    const res = await request.post('/contract/create', {
      headers: auth(resident.token),
      data: {
        plataformHash: null,
        payment_form_id: 2,
        user_payment_credit_card_tokens: resident.cardId,
        check_in: current.checkin.toString(),
        check_out: current.checkout.toString(),
        apartment_id: unit.id,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const contract: Contract = (await res.json()).data;
    expect(contract.canRenew).toBe(true);

    const renewal = { checkin: current.checkout, checkout: current.checkout.add({ days: 35 }) };
    await page.goto(`${bookPath(unit, renewal, contract.guests)}?renew=${contract.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renovar contrato' })).toBeVisible();
    await expect(
      page.getByText(`Renovação do contrato ${contract.human_contract_id}`, { exact: false }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await acceptTerms(page);
    await savePageScreen(page, test.info(), 'booking-renewal');
    await orderPanel(page).getByRole('button', { name: 'Finalizar' }).click();
    await expectPixScreen(page);
    const contracts = await contractsOf(request, resident.token);
    expect(contracts).toHaveLength(2);
    expect(contracts.find((c) => c.id !== contract.id)).toMatchObject({
      apartment_id: unit.id,
      checkIn: renewal.checkin.toString(),
      checkOut: renewal.checkout.toString(),
      renewed_from_id: contract.id,
      contract_status_id: 3,
    });
  });
});

test.describe('booking: links that cannot be hired', () => {
  test('invalid dates say so clearly, with a link back to the unit', async ({ page, request }) => {
    const stay = period(30, 5);
    const unit = await freeUnit(request, stay.checkin, stay.checkout);
    const slug = unit.enterprise.data.shortUrl;
    const back = `/apartamento/${unit.id}/${slug}`;
    const cases: [string, string][] = [
      [`/book/${unit.id}/amanha/${stay.checkout}/1/${slug}`, 'As datas deste link não são válidas.'],
      [
        `/book/${unit.id}/${today().subtract({ days: 2 })}/${stay.checkout}/1/${slug}`,
        'A data de check-in não pode estar no passado.',
      ],
      [
        `/book/${unit.id}/${stay.checkout}/${stay.checkin}/1/${slug}`,
        'A data de check-out deve ser posterior à data de check-in.',
      ],
      [
        `/book/${unit.id}/${stay.checkin}/${stay.checkin}/1/${slug}`,
        'A data de check-out deve ser posterior à data de check-in.',
      ],
      [
        `/book/${unit.id}/${stay.checkin}/${stay.checkout}/${unit.residents + 1}/${slug}`,
        'acomoda no máximo',
      ],
    ];
    for (const [url, message] of cases) {
      await page.goto(url);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Não foi possível continuar com esta reserva' }),
        url,
      ).toBeVisible();
      await expect(page.getByText(message, { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar para a unidade' })).toHaveAttribute('href', back);
    }
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'booking-invalid-dates');

    // A blocked night inside the period.
    let blockedUnit: Apartment | undefined;
    let blockedDay: string | undefined;
    for (const candidate of await allUnits(request)) {
      if (candidate.isRented || candidate.soon_release) continue;
      const future = (await blockedDatesOf(request, candidate.id)).filter(
        (d) => Temporal.PlainDate.compare(Temporal.PlainDate.from(d), today().add({ days: 2 })) > 0,
      );
      if (future.length) {
        blockedUnit = candidate;
        blockedDay = future[0];
        break;
      }
    }
    expect(blockedUnit, 'a unit with a blocked date').toBeDefined();
    const day = Temporal.PlainDate.from(blockedDay as string);
    await page.goto(
      `/book/${blockedUnit?.id}/${day.subtract({ days: 1 })}/${day.add({ days: 2 })}/1/${blockedUnit?.enterprise.data.shortUrl}`,
    );
    await expect(
      page.getByText('A unidade não está disponível em uma ou mais datas do período escolhido.', {
        exact: false,
      }),
    ).toBeVisible();
  });

  test('an unknown unit and a rented unit go to /404', async ({ page, request }) => {
    const stay = period(30, 5);
    await page.goto(`/book/987654/${stay.checkin}/${stay.checkout}/1`);
    await expect(page).toHaveURL(/\/404$/);
    const rented = (await allUnits(request)).find((u) => u.isRented);
    expect(rented, 'a rented unit in the seed').toBeDefined();
    await page.goto(`/book/${rented?.id}/${stay.checkin}/${stay.checkout}/1`);
    await expect(page).toHaveURL(/\/404$/);
  });
});
