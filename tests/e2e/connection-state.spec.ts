// The resident always knows the connection state (issue 28), in real Chromium against the real
// server: a persistent indicator with the pending count that covers no button, no 'Reconectado a
// Internet' that no request proved, and 'Sair' with changes waiting: asked first, and the token
// of a sign-out with no signal revoked once the connection returns.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { hireActive } from './support/resident-contracts.ts';
import { saveViewportScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const OFFLINE_TOAST = 'Ocorreu um erro de conexão, tente novamente em instantes.';

async function signedIn(page: Page) {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await expect(accountMenu(page)).toBeVisible();
  return resident;
}

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Área do morador' });
const indicator = (page: Page) => page.getByRole('banner').getByRole('status');

/** A ticket opened with no signal: one change waiting. */
async function ticketOffline(page: Page, title: string) {
  await page.goto('/tickets/novo');
  await page.getByLabel('Assunto').fill(title);
  await page.getByLabel('Descrição').fill('Aberto sem sinal, para esperar na fila.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not displayed');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function signOutFromMenu(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
}

test('an offline reload shows the indicator with the count, after the snackbar is gone too', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await page.goto('/tickets');
  await expect(indicator(page)).toBeEmpty();
  await goOffline(context);
  await ticketOffline(page, 'Lâmpada da cozinha queimada');

  await page.reload();
  await expect(indicator(page)).toHaveText('Sem conexão · 1 alteração aguardando envio');
  // Persistent: still there once the 5-second snackbar has closed.
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(OFFLINE_TOAST)).toBeHidden({ timeout: 15_000 });
  await expect(indicator(page)).toHaveText('Sem conexão · 1 alteração aguardando envio');
  await expectNoA11yViolations(page);

  // With changes waiting it opens their list.
  await indicator(page).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Alterações pendentes' })).toBeVisible();

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Reconectado a Internet')).toBeVisible({ timeout: 30_000 });
  await expect(indicator(page)).toBeEmpty();
});

test("neither the indicator nor the snackbar covers 'Enviar vistoria'", async ({
  page,
  context,
}, testInfo) => {
  const resident = await registerResident(page.request);
  const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await page.goto(`/minhas-tokaas/${contract.id}/vistoria`);
  await expect(page.getByRole('region', { name: 'Sala' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(indicator(page)).toHaveText('Sem conexão');
  const toast = page.getByRole('alert').filter({ hasText: OFFLINE_TOAST });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const send = page.getByRole('button', { name: 'Enviar vistoria' });
  await expect(send).toBeInViewport();
  // Nothing lies over it: a trial click passes Playwright's hit-target check.
  await send.click({ trial: true, timeout: 5_000 });
  const button = await box(send);
  expect(overlaps(button, await box(toast))).toBe(false);
  expect(overlaps(button, await box(indicator(page)))).toBe(false);
  await saveViewportScreen(page, testInfo, 'inspection-offline-indicator');
  await goOnline(context);
});

test("'Sair' with no signal: no 'Reconectado a Internet' while still offline", async ({ page, context }) => {
  await signedIn(page);
  // A resident page first: after Sair the home page draws from the service worker's cache, whose
  // answers once read as a reconnection.
  await page.goto('/buscar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A snackbar lasts 5 s: the page notes each one that ever shows, so none slips by unseen.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as { snackbarsSeen?: Set<string> }).snackbarsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[aria-label="Notificações"] [slot="title"]'))
        seen.add(toast.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const snackbarsSeen = () =>
    page.evaluate(() => [...((window as { snackbarsSeen?: Set<string> }).snackbarsSeen ?? [])]);

  // The app has noticed the lost connection (the sync worker tries when the page is shown again).
  await goOffline(context);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(snackbarsSeen, { timeout: 30_000 }).toContain(OFFLINE_TOAST);

  await signOutFromMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  // The home page has drawn its questions from the service worker's cache (their answer came first).
  await expect(
    page.getByRole('region', { name: 'Perguntas frequentes' }).getByRole('button').first(),
  ).toBeVisible();
  // The logout failed too: still offline, said once; nothing says the connection came back.
  expect(await snackbarsSeen()).toEqual([OFFLINE_TOAST]);
  // Until the connection really returns and a request goes through.
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Reconectado a Internet')).toBeVisible({ timeout: 30_000 });
});

test('Sair with changes waiting asks first, with the count; the queued logout revokes the token', async ({
  page,
  context,
  request,
}, testInfo) => {
  const resident = await signedIn(page);
  await page.goto('/tickets');
  await goOffline(context);
  await ticketOffline(page, 'Torneira pingando');
  await ticketOffline(page, 'Janela emperrada');
  await expect(indicator(page)).toHaveText('Sem conexão · 2 alterações aguardando envio');

  await signOutFromMenu(page);
  const dialog = page.getByRole('alertdialog', { name: 'Sair com alterações pendentes?' });
  await expect(dialog).toContainText(
    '2 alterações ainda não foram enviadas. Elas ficam guardadas neste aparelho, só para você, e serão enviadas quando você entrar de novo.',
  );
  await expectNoA11yViolations(page);
  await saveViewportScreen(page, testInfo, 'sign-out-with-changes-waiting');
  await dialog.getByRole('button', { name: 'Continuar conectado' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();

  await signOutFromMenu(page);
  await page
    .getByRole('alertdialog', { name: 'Sair com alterações pendentes?' })
    .getByRole('button', { name: 'Sair mesmo assim' })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Offline, the server never heard the logout: the token still works.
  expect((await request.get('/user/session', { headers: auth(resident.token) })).status()).toBe(200);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await request.get('/user/session', { headers: auth(resident.token) })).status(), {
      timeout: 30_000,
    })
    .toBe(401);
});

test('Sair with nothing waiting signs out at once', async ({ page }) => {
  await signedIn(page);
  await signOutFromMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
