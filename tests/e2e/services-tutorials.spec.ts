// /minhas-tokaas/{id}/tutorial and /minhas-tokaas/{id}/servicos (issue 6, item 7) in real Chromium
// against the real server. Each test hires its own unit through the API (card: Ativo at once; Pix:
// pending), so tests do not depend on each other or on the demo resident.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { addCard, day } from './support/resident-contracts.ts';
import { savePageScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

failOnPageErrors();

const brDay = (iso: string) => iso.split('-').reverse().join('/');

/** Hires the first free unit for today → today + 6 (card: Ativo at once; Pix: awaiting payment). */
async function hire(page: Page, token: string, payment: { cardId: number } | 'pix', skip: number[] = []) {
  const list = await (await page.request.get('/enterprise/apartment/list?perPage=100&page=1')).json();
  const candidates = (list.data as { id: number; isRented: boolean; soon_release: boolean }[]).filter(
    (u) => !u.isRented && !u.soon_release && !skip.includes(u.id),
  );
  for (const unit of candidates.reverse()) {
    const res = await page.request.post('/contract/create', {
      headers: auth(token),
      data: {
        plataformHash: null,
        payment_form_id: payment === 'pix' ? 1 : 2,
        user_payment_credit_card_tokens: payment === 'pix' ? 0 : payment.cardId,
        check_in: day(0),
        check_out: day(6),
        apartment_id: unit.id,
      },
    });
    if (res.status() === 201)
      return (await res.json()).data as { id: number; apartment_id: number; contract_status_id: number };
  }
  throw new Error('no unit could be hired for the test');
}

async function activeContract(page: Page) {
  const resident = await registerResident(page.request);
  const cardId = await addCard(page.request, resident.token);
  const contract = await hire(page, resident.token, { cardId });
  expect(contract.contract_status_id).toBe(4);
  return { resident, contract };
}

async function serverBookings(page: Page, token: string, contractId: number) {
  const res = await page.request.get(`/api/enterprise/contracts/services?contract_id=${contractId}`, {
    headers: auth(token),
  });
  return (await res.json()).data as {
    service: string;
    date: string;
    period: string | null;
    notes: string | null;
  }[];
}

test.describe('tutorials', () => {
  test('an Ativo contract lists its tutorials; once seen they read with no signal', async ({
    page,
    context,
  }) => {
    const { resident, contract } = await activeContract(page);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(`/minhas-tokaas/${contract.id}/tutorial`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tutoriais' })).toBeVisible();
    const welcome = page.getByRole('button', { name: /^Bem-vindo à sua Tokaas/ });
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('button', { name: /^Portaria e visitantes/ })).toBeVisible();
    await expect(welcome).toHaveAttribute('aria-expanded', 'false');
    await welcome.click();
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Sua Tokaas já vem com tudo', { exact: false })).toBeVisible();
    // Light markdown: the list and the bold words.
    await expect(page.getByRole('listitem').filter({ hasText: 'Chaves digitais:' })).toBeVisible();
    await expect(page.locator('.tutorial-content strong', { hasText: 'Faturas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao contrato' })).toHaveAttribute(
      'href',
      `/minhas-tokaas/${contract.id}`,
    );
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'tutorials');

    await waitForServiceWorker(page);
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutoriais' })).toBeVisible();
    await expect(page.getByText('Sem conexão: mostrando os tutoriais salvos neste aparelho.')).toBeVisible();
    await page.getByRole('button', { name: /^Vistoria de entrada e de saída/ }).click();
    await expect(
      page.getByText('A vistoria de entrada deve ser feita em até 24 horas', { exact: false }),
    ).toBeVisible();
    await savePageScreen(page, test.info(), 'tutorials-offline');
    await goOnline(context);
  });

  test('a contract that is not Ativo says so and links back', async ({ page }) => {
    const resident = await registerResident(page.request);
    const contract = await hire(page, resident.token, 'pix');
    expect(contract.contract_status_id).not.toBe(4);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(`/minhas-tokaas/${contract.id}/tutorial`);
    await expect(
      page.getByText('Os tutoriais ficam disponíveis enquanto o contrato está Ativo.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Voltar ao contrato' }).last(),
    ).toHaveAttribute('href', `/minhas-tokaas/${contract.id}`);
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'tutorials-inactive');
  });

  test('an unknown contract goes back to /minhas-tokaas', async ({ page }) => {
    const resident = await registerResident(page.request);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto('/minhas-tokaas/999999/tutorial');
    await expect(page).toHaveURL(/\/minhas-tokaas$/);
  });
});

test.describe('services', () => {
  test('book a cleaning online: the rules, the idempotency key, the booking in the list', async ({
    page,
  }) => {
    const { resident, contract } = await activeContract(page);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(`/minhas-tokaas/${contract.id}/servicos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Agendar um serviço' });
    await expect(form.getByRole('radio', { name: /^Limpeza/ })).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Manutenção/ })).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Lavanderia/ })).toBeVisible();
    await expect(form.getByText('R$ 120,00')).toBeVisible();
    await expect(page.getByText('Nenhum serviço agendado para este contrato ainda.')).toBeVisible();
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'services');

    const book = form.getByRole('button', { name: 'Agendar serviço' });
    await book.click();
    await expect(form.getByText('O campo serviço é obrigatório.')).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Limpeza/ })).toBeFocused();
    const date = form.getByLabel(/^Data/);
    await expect(date).toHaveAccessibleDescription(/O campo data é obrigatório\.$/);

    await form.getByText('Limpeza', { exact: true }).click();
    await expect(form.getByRole('radio', { name: /^Limpeza/ })).toBeChecked();
    await date.fill(brDay(day(-1)));
    await book.click();
    await expect(date).toHaveAccessibleDescription(/A data não pode estar no passado\.$/);
    await date.fill(brDay(day(30)));
    await book.click();
    await expect(date).toHaveAccessibleDescription(/A data deve estar dentro do período do contrato\.$/);
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'services-errors');

    await date.fill(brDay(day(2)));
    await form.getByRole('button', { name: /Período/ }).click();
    await page.getByRole('option', { name: 'Tarde', exact: true }).click();
    await form.getByLabel('Observações').fill('Por favor, trocar a roupa de cama.');
    const request = page.waitForRequest(
      (req) =>
        req.method() === 'POST' && new URL(req.url()).pathname === '/api/enterprise/contracts/services',
    );
    await book.click();
    expect((await request).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      page.getByText('Serviço agendado! O valor será cobrado na sua próxima fatura.'),
    ).toBeVisible();

    const bookings = page.getByRole('region', { name: 'Seus agendamentos' });
    await expect(bookings.getByRole('listitem')).toHaveCount(1);
    await expect(bookings).toContainText('Limpeza');
    await expect(bookings).toContainText(`${brDay(day(2))} · Tarde`);
    await expect(bookings).toContainText('Agendado');
    await expect(bookings).toContainText('Por favor, trocar a roupa de cama.');
    expect(await serverBookings(page, resident.token, contract.id)).toMatchObject([
      { service: 'Limpeza', date: day(2), period: 'Tarde', notes: 'Por favor, trocar a roupa de cama.' },
    ]);
    // The form is ready for another booking.
    await expect(form.getByRole('radio', { name: /^Limpeza/ })).not.toBeChecked();
    await expect(date).toHaveValue('');
    await savePageScreen(page, test.info(), 'services-booked');
  });

  test('offline the page opens from the device and booking says it needs the internet', async ({
    page,
    context,
  }) => {
    const { resident, contract } = await activeContract(page);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto(`/minhas-tokaas/${contract.id}/servicos`);
    const form = page.getByRole('form', { name: 'Agendar um serviço' });
    await expect(form.getByRole('radio', { name: /^Lavanderia/ })).toBeVisible();
    await expect(page.getByText('Nenhum serviço agendado para este contrato ainda.')).toBeVisible();
    await waitForServiceWorker(page);

    await goOffline(context);
    await page.reload();
    await expect(form.getByRole('radio', { name: /^Lavanderia/ })).toBeVisible();
    await expect(form.getByText('Sem conexão: agendar um serviço precisa de internet.')).toBeVisible();
    await form.getByText('Lavanderia', { exact: true }).click();
    await form.getByLabel(/^Data/).fill(brDay(day(1)));
    await form.getByRole('button', { name: 'Agendar serviço' }).click();
    await expect(form.getByRole('alert')).toHaveText('Sem conexão: agendar um serviço precisa de internet.');
    await savePageScreen(page, test.info(), 'services-offline');
    await goOnline(context);
    // Never queued: nothing reaches the server when the connection returns.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect(await serverBookings(page, resident.token, contract.id)).toEqual([]);
  });
});
