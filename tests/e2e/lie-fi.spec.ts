// Lie-fi, in real Chromium against the real server: connected, but the server's answers are held
// (the net switch's hold mode, support/net-switch.ts) and come late or never. After one online
// visit, every page a resident opens shows its content while its answers are still held: the app's
// own pages from the cached shell and the mirror, the public pages from their last copy past the
// service worker's deadline. A unit page never opened says it needs the internet, under its own
// address, and opens by itself when the connection returns.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import {
  goOffline,
  goOnline,
  heldAnswers,
  holdAnswers,
  releaseAnswers,
  waitForServiceWorker,
} from './support/network.ts';
import { hireActive } from './support/resident-contracts.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

interface Catalogue {
  data: { id: number; displayName: string }[];
}

async function residentWithFavourite(page: Page, favourite: number) {
  const resident = await registerResident(page.request);
  await page.request.post('/api/enterprise/apartment/favorites', {
    headers: auth(resident.token),
    data: { apartment_id: favourite },
  });
  return resident;
}

/** The server-rendered pages the service worker has kept a copy of (sw/kept-pages.ts), by path. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('tokaas-pages-'));
    if (!name) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

test('after one online visit, every page shows its content while the network holds its answers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const list: Catalogue = await (await page.request.get('/enterprise/apartment/list?perPage=3')).json();
  const unit = list.data[0] as Catalogue['data'][number];
  const resident = await residentWithFavourite(page, unit.id);
  const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
  const bill = contract.billToReceive[0]?.number ?? '';
  await page.request.post('/api/enterprise/tickets', {
    headers: auth(resident.token),
    data: { title: 'Barulho no corredor', description: 'Vizinho com som alto depois das 22h.' },
  });
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);

  const contractName = contract.apartment.data.displayName;
  const pages: { path: string; content: () => ReturnType<Page['getByRole']>; resident: boolean }[] = [
    {
      path: '/minhas-tokaas',
      content: () =>
        page.getByRole('list', { name: 'Seus contratos' }).getByRole('link', { name: contractName }),
      resident: true,
    },
    {
      path: `/minhas-tokaas/${contract.id}`,
      content: () => page.getByRole('heading', { level: 1, name: contractName }),
      resident: true,
    },
    {
      path: `/minhas-tokaas/${contract.id}/faturas`,
      content: () => page.getByRole('row', { name: new RegExp(bill) }),
      resident: true,
    },
    {
      path: '/tickets',
      content: () => page.getByRole('link', { name: 'Barulho no corredor' }),
      resident: true,
    },
    {
      path: '/favoritos',
      content: () => page.getByRole('link', { name: unit.displayName }).first(),
      resident: true,
    },
    {
      path: '/',
      content: () => page.getByRole('heading', { level: 1, name: 'Sua casa mobiliada em São Paulo' }),
      resident: false,
    },
    { path: '/buscar', content: () => page.getByRole('article').first(), resident: false },
    {
      path: `/apartamento/${unit.id}`,
      content: () => page.getByRole('heading', { level: 1, name: unit.displayName }),
      resident: false,
    },
  ];

  // The online visit: the mirror synced, the public pages kept.
  for (const { path, content } of pages) {
    await page.goto(path);
    await expect(content()).toBeVisible();
  }
  await expect
    .poll(() => keptPages(page))
    .toEqual(expect.arrayContaining(['/', '/buscar', `/apartamento/${unit.id}`]));

  for (const { path, content, resident } of pages) {
    await holdAnswers(context);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(content(), path).toBeVisible();
    // And the app runs on it, with the resident signed in (a kept page's own code included).
    await expect(page.getByRole('button', { name: 'Área do morador' }), path).toBeVisible();
    // Drawn while the network holds the answers: a public page's own (the service worker's
    // navigation), and for the app's pages the session check every start makes (asked perhaps
    // after the page is drawn: the page never waits for it), unanswered still.
    const waiting = resident ? '/user/session' : path;
    await expect.poll(() => heldAnswers(context), { message: path }).toContain(waiting);
    await releaseAnswers(context);
  }
});

test('a unit page never opened says it needs the internet, and opens by itself when the connection returns', async ({
  page,
  context,
}) => {
  const list: Catalogue = await (await page.request.get('/enterprise/apartment/list?perPage=3')).json();
  const [offlineUnit, slowUnit] = list.data as [Catalogue['data'][number], Catalogue['data'][number]];
  const resident = await residentWithFavourite(page, offlineUnit.id);
  await page.request.post('/api/enterprise/apartment/favorites', {
    headers: auth(resident.token),
    data: { apartment_id: slowUnit.id },
  });
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await page.goto('/favoritos');
  await expect(page.getByRole('link', { name: slowUnit.displayName }).first()).toBeVisible();

  // Offline: under its own address, the reason and what will happen; never /404.
  await goOffline(context);
  await page.getByRole('link', { name: offlineUnit.displayName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible();
  await expect(
    page.getByText('Esta página precisa de internet para abrir pela primeira vez.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/apartamento/${offlineUnit.id}(/|$)`));
  await expectNoA11yViolations(page);
  await goOnline(context);
  await expect(page.getByRole('heading', { level: 1, name: offlineUnit.displayName })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/apartamento/${offlineUnit.id}(/|$)`));

  // Lie-fi: past the deadline the page says so; the answer that comes late still opens it.
  await page.goto('/favoritos');
  await expect(page.getByRole('link', { name: slowUnit.displayName }).first()).toBeVisible();
  // Each answer about the unit the page receives, and whether it came after the release.
  let released = false;
  const unitAnswers: boolean[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith(`/enterprise/apartment/find/${slowUnit.id}`))
      unitAnswers.push(released);
  });
  await holdAnswers(context);
  await page.getByRole('link', { name: slowUnit.displayName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible();
  // Its request is held, or queued in the browser behind held ones (six connections per server
  // over HTTP/1.1, which the sync worker's pulls may fill first): either way the page said so
  // without any answer about the unit.
  expect(await heldAnswers(context)).not.toEqual([]);
  expect(unitAnswers).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: slowUnit.displayName })).toHaveCount(0);
  released = true;
  await releaseAnswers(context);
  await expect(page.getByRole('heading', { level: 1, name: slowUnit.displayName })).toBeVisible();
  // Opened by the late answer itself, not by one that slipped through the hold.
  expect(unitAnswers.length).toBeGreaterThan(0);
  expect(unitAnswers.every((afterRelease) => afterRelease)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/apartamento/${slowUnit.id}(/|$)`));
});
