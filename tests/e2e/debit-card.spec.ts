// Debit cards with 3-D Secure (issue 30) in real Chromium against the real server: a debit card
// saved on /metodos-pagamento reads 'Débito'; hiring with it opens the issuer's challenge in a
// modal, the sandbox code (README 'Pagamentos (sandbox)') approves it and the welcome shows; an
// invoice is paid the same way; a wrong code shows the issuer's message and drops the hire.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectNoA11yViolations } from './support/a11y.ts';
import { field } from './support/forms.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { addCard, contractsOf, hire } from './support/resident-contracts.ts';
import { saveViewportScreen } from './support/screens.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

// README 'Pagamentos (sandbox)': Visa Débito, challenged; the issuer's code and its refusal.
const DEBIT_CHALLENGE = '4000 0566 5566 5556';
// Mastercard Débito: approved frictionless.
const DEBIT_FRICTIONLESS = '5200 8282 8282 8210';
const CODE = '123456';
const ISSUER = 'Banco Sandbox Tokaas';
const DECLINED = 'O banco emissor não autorizou o pagamento: código de verificação incorreto.';
const CHALLENGE = 'Confirme o pagamento no seu banco';

failOnPageErrors();

const isPhone = () => test.info().project.name === 'phone';
const today = () => Temporal.Now.plainDateISO('America/Sao_Paulo');

/** A unit free for `nights` from `offset` days ahead, and the booking page's path for it. */
async function bookingPath(request: APIRequestContext, offset: number, nights: number): Promise<string> {
  const checkin = today().add({ days: offset + (isPhone() ? 200 : 0) });
  const checkout = checkin.add({ days: nights });
  const list = await request.get(
    `/enterprise/apartment/list?perPage=100&order=price_desc&checkin=${checkin}&checkout=${checkout}`,
  );
  expect(list.ok()).toBe(true);
  const units = (
    (await list.json()).data as {
      id: number;
      available: boolean;
      isRented: boolean;
      soon_release: boolean;
      enterprise: { data: { shortUrl: string } };
    }[]
  ).filter((u) => u.available && !u.isRented && !u.soon_release);
  const unit = units[Math.floor(Math.random() * units.length)];
  if (!unit) throw new Error('nenhuma unidade livre no período');
  return `/book/${unit.id}/${checkin}/${checkout}/1/${unit.enterprise.data.shortUrl}`;
}

async function signedIn(page: Page) {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return resident;
}

const orderPanel = (page: Page) => page.getByRole('complementary', { name: 'Seu pedido' });

async function orderWithDebitCard(page: Page, path: string) {
  await page.goto(path);
  const panel = orderPanel(page);
  await panel.getByRole('button', { name: 'Declaro que li e estou de acordo' }).click();
  await expect(panel.getByRole('heading', { name: 'Conclua seu pedido' })).toBeVisible();
  await expect(panel.getByText(/^Débito · Validade/)).toBeVisible();
  await panel.getByText('Cartão final 5556', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: /Cartão final 5556/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Finalizar' }).click();
  const challenge = page.getByRole('dialog', { name: CHALLENGE });
  await expect(challenge).toBeVisible();
  await expect(challenge.getByText(ISSUER)).toBeVisible();
  await expect(
    challenge.getByText(`No ambiente de testes, o código é ${CODE}.`, { exact: false }),
  ).toBeVisible();
  return challenge;
}

test.describe('debit card with 3-D Secure', () => {
  test('a debit card added on Cartões reads Débito; hiring with it asks the issuer’s code in a modal, then the welcome', async ({
    page,
  }, testInfo) => {
    test.slow();
    const resident = await signedIn(page);
    await page.goto('/metodos-pagamento');
    await expect(page.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar cartão' }).click();
    const form = page.getByRole('dialog', { name: 'Adicionar cartão' });
    await field(form, 'Número do cartão').fill(DEBIT_CHALLENGE);
    await field(form, 'Nome do titular').fill('JOANA PEREIRA');
    await field(form, 'Validade').fill(`08/${today().year + 2}`);
    await field(form, 'CVV').fill('123');
    await field(form, 'CPF do titular').fill('529.982.247-25');
    await field(form, 'Nascimento do titular').fill('20/05/1992');
    await form.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });
    const saved = page.getByRole('listitem').filter({ hasText: '5556' });
    await expect(saved.getByText('Débito', { exact: true })).toBeVisible();

    const challenge = await orderWithDebitCard(page, await bookingPath(page.request, 60, 6));
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'debit-challenge');
    await challenge.getByLabel(/^Código de verificação/).fill(CODE);
    await challenge.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à sua Tokaas!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(challenge).toBeHidden();
    const [contract] = await contractsOf(page.request, resident.token);
    expect(contract).toMatchObject({ contract_status_id: 4, payment_form_id: 2 });
    expect(contract?.billToReceive[0]?.receipt).toMatchObject({
      card_kind: 'debit',
      authentication: 'challenge',
    });
  });

  test('a wrong code: the issuer’s message in the modal, the hire dropped, the order still there', async ({
    page,
  }) => {
    test.slow();
    const resident = await signedIn(page);
    await addCard(page.request, resident.token, DEBIT_CHALLENGE);
    const challenge = await orderWithDebitCard(page, await bookingPath(page.request, 90, 5));
    await challenge.getByLabel(/^Código de verificação/).fill('000000');
    await challenge.getByRole('button', { name: 'Confirmar' }).click();
    await expect(challenge.getByRole('alert')).toHaveText(DECLINED);
    await expectNoA11yViolations(page);
    await challenge.getByRole('button', { name: 'Escolher outra forma de pagamento' }).click();
    await expect(challenge).toBeHidden();
    await expect(orderPanel(page).getByRole('button', { name: 'Finalizar' })).toBeVisible();
    const contracts = await contractsOf(page.request, resident.token);
    expect(contracts.map((c) => c.contract_status_id)).toEqual([5]);
  });

  test('closing the issuer’s page gives the challenge up: the pending hire is dropped at once', async ({
    page,
  }) => {
    const resident = await signedIn(page);
    await addCard(page.request, resident.token, DEBIT_CHALLENGE);
    const challenge = await orderWithDebitCard(page, await bookingPath(page.request, 120, 4));
    await challenge.getByRole('button', { name: 'Cancelar' }).click();
    await expect(challenge).toBeHidden();
    await expect(orderPanel(page).getByRole('button', { name: 'Finalizar' })).toBeVisible();
    await expect
      .poll(async () => (await contractsOf(page.request, resident.token)).map((c) => c.contract_status_id))
      .toEqual([5]);
  });

  test('an invoice is paid with a debit card after the issuer’s code', async ({ page }) => {
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 0, nights: 40 });
    await addCard(page.request, resident.token, DEBIT_CHALLENGE);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    const row = page.getByRole('row', { name: new RegExp(contract.billToReceive[0]?.number ?? 'x') });
    await row.getByRole('button', { name: /Pagar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
    await expect(dialog.getByText(/^Débito · Validade/)).toBeVisible();
    await dialog.getByText('Visa •••• 5556').click();
    await dialog.getByRole('button', { name: /^Pagar R\$/ }).click();
    const challenge = page.getByRole('dialog', { name: CHALLENGE });
    await expect(challenge.getByText(ISSUER)).toBeVisible();
    await challenge.getByLabel(/^Código de verificação/).fill(CODE);
    await challenge.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Pagamento aprovado!')).toBeVisible();
    await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
    const [after] = await contractsOf(page.request, resident.token);
    expect(after?.billToReceive[0]).toMatchObject({ received: true });
    expect(after?.status.name).toBe('Ativo');
  });

  test('cancelling a contract paid by debit card says the refund goes back to the card, and records it so', async ({
    page,
  }) => {
    const resident = await registerResident(page.request);
    const card = await addCard(page.request, resident.token, DEBIT_FRICTIONLESS);
    const contract = await hire(page.request, resident.token, { checkIn: 10, nights: 35, cardId: card });
    expect(contract.contract_status_id).toBe(4);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
    await expect(
      dialog.getByText('O reembolso volta para o cartão que pagou (crédito ou débito).'),
    ).toBeVisible();
    await expect(dialog.getByLabel(/Chave Pix/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await expect(page.getByText('Contrato cancelado.')).toBeVisible();
    const [after] = await contractsOf(page.request, resident.token);
    expect(after?.refund).toMatchObject({ destination: 'card', card_last_digits: '8210' });
  });
});
