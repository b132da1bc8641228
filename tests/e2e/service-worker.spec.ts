// The service worker's promises, in real Chromium: a deploy never reloads a resident's page on its
// own (and the open tab keeps working), and what was typed offline is sent by the service worker
// even when no page of the app is open any more (Background Sync).
import { type APIRequestContext, expect } from '@playwright/test';
import { serviceWorkerDevtools } from './support/background-sync.ts';
import { deploymentTest } from './support/deployment.ts';
import { waitUntilKeptForOffline } from './support/kept-answers.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { auth, favoriteIds, registerResident, signInWithToken, storeToken } from './support/session.ts';
import { test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

async function serverState(request: APIRequestContext, token: string) {
  const headers = auth(token);
  const tickets = (await (await request.get('/api/enterprise/tickets?per_page=100', { headers })).json())
    .data as { title: string; replies: { description: string }[] }[];
  const favorites = await favoriteIds(request, token);
  return {
    tickets: tickets.map((t) => t.title),
    replies: tickets.flatMap((t) => t.replies.map((r) => r.description)),
    favorites: favorites.length,
  };
}

deploymentTest(
  'a new build is offered with "Nova versão disponível" and loads only when the resident agrees',
  async ({ page, context, playwright, deployment }) => {
    const api = await playwright.request.newContext({ baseURL: deployment.url });
    try {
      await page.goto(`${deployment.url}/`);
      // A resident: the service worker holds every screen of this version (a visitor's, the pages
      // opened only: the next test), so the tab opens one it never loaded, even one the new version
      // does not have, without a reload.
      const { token, user } = await registerResident(api);
      await storeToken(page, token, user);
      await page.reload();
      await waitForServiceWorker(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const { removedChunk } = deployment.deployNewBuild({ removeChunk: /^FaqScreen-.*\.js$/ });
      // Coming back to the foreground is when the app looks for a new version.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const prompt = page.getByText('Nova versão disponível');
      await expect(prompt).toBeVisible({ timeout: 30_000 });

      // Nothing reloads by itself, and the open tab still opens a screen whose file the deploy removed.
      expect((await page.request.get(`${deployment.url}/assets/${removedChunk}`)).status()).toBe(404);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
      await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect(page.locator('meta[name="tokaas-build"]')).toHaveCount(0);

      await page.getByRole('button', { name: 'Atualizar' }).click();
      await expect(page.locator('meta[name="tokaas-build"]')).toHaveAttribute('content', '2');
      expect(
        await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
      ).toBeUndefined();
      await expect(page.getByText('Nova versão disponível')).toHaveCount(0);

      // The new version is the one installed: with no network the page opens as build 2.
      await goOffline(context);
      await page.reload();
      await expect(page.locator('meta[name="tokaas-build"]')).toHaveAttribute('content', '2');
      await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
      await goOnline(context);
    } finally {
      await api.dispose();
    }
  },
);

deploymentTest(
  "a visitor's open tab still opens a screen whose file a deploy replaced: once, into the new version",
  async ({ page, context, deployment }) => {
    // Signed out: the service worker holds the shell and this page's screen, not the FAQ's.
    await page.goto(`${deployment.url}/`);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // A rebuild: the FAQ's code (and the entry that names it) under new names, the old files gone.
    const { removedChunk } = deployment.deployNewBuild({ changeChunk: /^FaqScreen-.*\.js$/ });
    expect((await page.request.get(`${deployment.url}/assets/${removedChunk}`)).status()).toBe(404);

    // The tab's code names the old file: the page reloads into the new version, on the same page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="tokaas-build"]')).toHaveAttribute('content', '2');
    expect(new URL(page.url()).pathname).toBe('/perguntas-frequentes');
    expect(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    // The new version is the one running: nothing left to offer.
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);

    // A page the visitor opened opens offline later, in the new version.
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.reload();
    await expect(page.locator('meta[name="tokaas-build"]')).toHaveAttribute('content', '2');
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
    await goOnline(context);
  },
);

test('changes typed offline are sent once by the service worker after the page was closed', async ({
  page,
  context,
}) => {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await page.goto('/buscar');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // The first page came with the server's render: seen once the app has kept it on the device.
  await waitUntilKeptForOffline(page, '/enterprise/apartment/list');

  await goOffline(context);
  await firstCard.getByRole('button', { name: /favorit/i }).click();
  await page.getByRole('link', { name: /alteraç(ão|ões) pendente/ }).waitFor();
  await page.goto('/tickets/novo');
  await page.getByLabel('Assunto').fill('Interfone mudo');
  await page.getByLabel('Descrição').fill('O interfone do apartamento não toca quando a portaria liga.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await page.getByLabel('Sua resposta').fill('Pode entrar com a chave reserva.');
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByRole('link', { name: /3 alterações pendentes/ })).toBeVisible();
  // The page asked the browser to wake the service worker once it is online again.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('tokaas-outbox');

  // The resident closes the app before the signal comes back.
  const origin = new URL(page.url()).origin;
  const devtools = await serviceWorkerDevtools(context, origin);
  await page.close();
  expect(await serverState(context.request, resident.token)).toEqual({
    tickets: [],
    replies: [],
    favorites: 0,
  });

  // Signal is back: the browser fires the sync event (here through DevTools, as Chromium's own
  // trigger follows the real network, not the emulated one) and only the service worker is there.
  await goOnline(context);
  await devtools.dispatchOutboxSync();
  await expect
    .poll(() => serverState(context.request, resident.token), { timeout: 30_000 })
    .toEqual({ tickets: ['Interfone mudo'], replies: ['Pode entrar com a chave reserva.'], favorites: 1 });

  // Opening the app again sends nothing twice: the outbox is empty.
  const reopened = await context.newPage();
  await reopened.goto('/alteracoes-pendentes');
  await expect(reopened.getByText('Tudo em dia: nenhuma alteração aguardando envio.')).toBeVisible();
  await reopened.goto('/tickets');
  await expect(reopened.getByRole('link', { name: 'Interfone mudo' })).toBeVisible();
  expect(await serverState(context.request, resident.token)).toEqual({
    tickets: ['Interfone mudo'],
    replies: ['Pode entrar com a chave reserva.'],
    favorites: 1,
  });
});

test('a search page delivered by the service worker opens offline later, its answers kept as it arrived', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // A search not seen before: its first page comes only inside the server's HTML (the app does
  // not ask for it, and leaves keeping it to the service worker once that controls the page).
  await page.goto('/buscar?order=price_asc');
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitUntilKeptForOffline(page, 'order=price_asc');

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Ordenar por: Menor Preço/ })).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    // The map beside the list: its code is loaded on use, never kept for a visitor. Its place says
    // so, and the list stays (it used to be replaced by 'Sem conexão' once the map's load failed).
    await expect(page.getByText('O mapa precisa de internet para abrir.')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sem conexão' })).toHaveCount(0);
  }
  await goOnline(context);
});

test("a search that was a visitor's first page, before any service worker, opens offline later: the page hands its answers to the worker", async ({
  page,
  context,
}) => {
  // The first page of a first visit: no worker controls it, so the page itself passes on what it
  // came with (keep-embedded-answers.ts), once the worker it registered is active.
  await page.goto('/buscar?order=price_desc');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await waitForServiceWorker(page);
  await waitUntilKeptForOffline(page, 'order=price_desc');

  await goOffline(context);
  try {
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Ordenar por: Maior Preço/ })).toBeVisible();
  } finally {
    await goOnline(context);
  }
});

test("a unit page opened from a search opens offline (the search's inlined styles kept as files); its map says it needs the internet", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // The search's page inlines its stylesheets; the unit page, drawn in the shell offline, asks for
  // some of them as files, which the service worker kept from the page.
  await page.goto('/buscar');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const id = /\/apartamento\/(\d+)/.exec(page.url())?.[1] ?? '';
  await waitUntilKeptForOffline(page, `/enterprise/apartment/find/${id}`);

  await goOffline(context);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The map's code is loaded on use, never kept for a visitor: its place says so, the page stays.
    await page.getByRole('link', { name: /Ver no Street View/ }).scrollIntoViewIfNeeded();
    await expect(page.getByText('O mapa precisa de internet para abrir.')).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sem conexão' })).toHaveCount(0);
  } finally {
    await goOnline(context);
  }
  // Back online, the map loads where the sentence was.
  await expect(page.getByRole('region', { name: /Mapa com a localização do/ })).toBeVisible();
  await expect(page.getByText('O mapa precisa de internet para abrir.')).toHaveCount(0);
});

test('the top-bar logo, a precached file, shows with no network', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.reload();
  const logo = page.getByRole('banner').locator('img[src="/icons/icon.svg"]');
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await goOnline(context);
});

test("offline, the app's modules come from Cache Storage by the static route, not the fetch handler", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  // Chromium's Resource Timing says which source of the service worker's router answered. The
  // banner is server-rendered, so it shows before the modules load: wait until the home's own
  // chunk has loaded (the entry, the app chunk and their stylesheets come before it) before
  // reading every module's source.
  const assetSources = () =>
    page.evaluate(() =>
      (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          workerMatchedSourceType?: string;
        })[]
      )
        .map((entry) => ({ path: new URL(entry.name).pathname, source: entry.workerMatchedSourceType }))
        .filter((entry) => entry.path.startsWith('/assets/')),
    );
  await expect
    .poll(async () =>
      (await assetSources()).some((entry) => /^\/assets\/HomeScreen-.+\.js$/.test(entry.path)),
    )
    .toBe(true);
  const sources = (await assetSources()).map((entry) => entry.source);
  expect(sources.length).toBeGreaterThan(5);
  expect(new Set(sources)).toEqual(new Set(['cache']));
  await goOnline(context);
});
