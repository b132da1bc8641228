// Issue 32: a visitor's service worker precaches the shell and the screen of the page the visitor is
// on (a visitor on prepaid data may never open the others, nor sign in); a public screen opened
// later is kept as it arrives and opens offline, one never opened says offline that it needs the
// internet (not a blank page); a sign-in adds every public screen and the resident
// area, which then opens offline, even a screen the resident never opened online.
import { expect, type Page } from '@playwright/test';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

/** Every address held in Cache Storage, as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const VISITED_SCREENS = ['HomeScreen'];
// The public screens a visitor on `/` has not opened: fetched when first used.
const OTHER_PUBLIC_SCREENS = ['SearchScreen', 'UnitScreen', 'FaqScreen', 'AboutScreen', 'LoginScreen'];
const RESIDENT_SCREENS = [
  'ContractsScreen',
  'ContractScreen',
  'InvoicesScreen',
  'InspectionScreen',
  'TicketsScreen',
  'ProfileScreen',
  'sync-client',
];
// What a public screen loads on use: fetched when a visitor uses it, precached with the resident area.
const ON_USE_WIDGETS = ['MapView', 'FiltersModal'];
const chunksOf = (paths: string[], names: string[]) =>
  names.filter((name) => paths.some((p) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(p)));

test('a visitor precaches the shell and the page visited only; a public page opened later opens offline; a sign-in precaches every public screen, the resident area and the widgets', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the precache does not depend on the screen');
  await page.goto('/');
  await waitForServiceWorker(page);
  const visitor = await cachedPaths(page);
  expect(chunksOf(visitor, VISITED_SCREENS)).toEqual(VISITED_SCREENS);
  expect(chunksOf(visitor, OTHER_PUBLIC_SCREENS)).toEqual([]);
  expect(chunksOf(visitor, RESIDENT_SCREENS)).toEqual([]);
  expect(chunksOf(visitor, ON_USE_WIDGETS)).toEqual([]);

  // The page visited opens offline: every file its code asks for, as it starts, comes from the
  // worker's caches (the core, the route's files, what the page had loaded).
  const failedFiles: string[] = [];
  page.on('requestfailed', (failed) => {
    if (new URL(failed.url()).pathname.startsWith('/assets/')) failedFiles.push(failed.url());
  });
  await goOffline(context);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failedFiles).toEqual([]);

    // A public page never opened cannot open offline: it says so, never a blank page...
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nós' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Sem conexão' });
    await expect(failure.getByRole('heading', { name: 'Sem conexão', level: 1 })).toBeVisible();
    await expect(
      failure.getByText(
        'Esta página ainda não foi aberta neste aparelho e precisa de internet para abrir pela primeira vez.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await goOnline(context);
  }
  // ...and opens with 'Tentar novamente' once the connection is back.
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Sobre a Tokaas', level: 1 })).toBeVisible();
  await page.goto('/');

  // Opened in the app, not precached: kept as it arrives, so it opens offline later.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
  await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
  await expect.poll(async () => chunksOf(await cachedPaths(page), ['FaqScreen'])).toEqual(['FaqScreen']);
  await goOffline(context);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
  } finally {
    await goOnline(context);
  }
  await page.goto('/');

  const { token, user } = await registerResident(request);
  await signInWithToken(page, token, user);
  await waitForServiceWorker(page);
  const resident = await cachedPaths(page);
  expect(chunksOf(resident, RESIDENT_SCREENS)).toEqual(RESIDENT_SCREENS);
  expect(chunksOf(resident, OTHER_PUBLIC_SCREENS)).toEqual(OTHER_PUBLIC_SCREENS);
  expect(chunksOf(resident, ON_USE_WIDGETS)).toEqual(ON_USE_WIDGETS);

  // Never opened online: its code comes from the precache.
  await goOffline(context);
  try {
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { name: 'Meus chamados', level: 1 })).toBeVisible();
  } finally {
    await goOnline(context);
  }
});

test("a toast raised offline on a visitor's first visit shows: its region's code was precached with the shell before the page needed it", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the precache does not depend on the screen');
  const regionFile = /\/assets\/ToastRegion-[\w-]+\.js$/;
  const regionLoads: boolean[] = [];
  page.on('response', (response) => {
    if (regionFile.test(new URL(response.url()).pathname)) regionLoads.push(response.fromServiceWorker());
  });
  await page.goto('/');
  await waitForServiceWorker(page);
  // The home page never asked for the region's code (no toast yet, no widget sharing its file):
  // the worker's install took it with the shell.
  expect(regionLoads).toEqual([]);
  expect((await cachedPaths(page)).some((path) => regionFile.test(path))).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Email').fill('visitante@example.com');
  await dialog.getByLabel('Senha').fill('uma senha qualquer');
  await goOffline(context);
  try {
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    const notifications = page.getByRole('region', { name: 'Notificações' });
    await expect(notifications.getByRole('alert')).toHaveText(
      'Ocorreu um erro de conexão, tente novamente em instantes.',
    );
    // Whenever the page loaded it, the worker answered it.
    expect(regionLoads.length).toBeGreaterThan(0);
    expect(regionLoads.every(Boolean)).toBe(true);
  } finally {
    await goOnline(context);
  }
});
