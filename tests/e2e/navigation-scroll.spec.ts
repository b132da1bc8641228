// Where a page opens (src/app/scroll-restoration.ts): a contract opened from a scrolled
// /minhas-tokaas opens at its top, not at the list's position with 'Cancelar reserva' under the
// thumb; back returns to where the list was left; the same after an offline reload. A change of
// query on the same page leaves the position alone.
import { expect, type Page } from '@playwright/test';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { type HiredContract, hire, hireActive } from './support/resident-contracts.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the list down to its last contract; returns where the page stands then. */
async function scrollToLast(page: Page, last: HiredContract): Promise<number> {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  // In the middle of the screen, so the tap needs no scrolling of its own.
  await cards
    .filter({ hasText: `Contrato ${last.human_contract_id}` })
    .getByRole('link', { name: last.apartment.data.displayName })
    .evaluate((link) => link.scrollIntoView({ block: 'center' }));
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(200);
  // Settled: the position no longer moves.
  let top = -1;
  await expect
    .poll(async () => {
      const before = top;
      top = await scrollTop(page);
      return top === before;
    })
    .toBe(true);
  return top;
}

/** Opens the contract from the list: it starts at its top; back returns to `listTop`. */
async function openAndComeBack(page: Page, contract: HiredContract, listTop: number) {
  const card = page.getByRole('article').filter({ hasText: `Contrato ${contract.human_contract_id}` });
  await card.getByRole('link', { name: contract.apartment.data.displayName }).click();
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: contract.apartment.data.displayName }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar reserva' })).toBeVisible();
  // The contract is taller than the window: it could have opened anywhere down the page.
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(100);
  await expect.poll(() => scrollTop(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/minhas-tokaas$/);
  await expect.poll(() => scrollTop(page)).toBe(listTop);

  await page.goForward();
  await expect(
    page.getByRole('heading', { level: 1, name: contract.apartment.data.displayName }),
  ).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollTop(page)).toBe(listTop);
}

test('a contract opens at its top from a scrolled list, and back returns to the list where it was, also offline', async ({
  page,
  context,
}) => {
  const resident = await registerResident(page.request);
  // Five contracts make the list longer than a window, on a phone and on a desktop.
  const active = await hireActive(page.request, resident.token, { checkIn: 0, nights: 10 });
  for (const checkIn of [20, 40, 60, 80]) await hire(page.request, resident.token, { checkIn, nights: 5 });
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto('/minhas-tokaas');

  // Newest first: the active contract, hired first, is the last card.
  await openAndComeBack(page, active, await scrollToLast(page, active));

  // A change of query on the same page keeps the position.
  const listTop = await scrollTop(page);
  expect(listTop).toBeGreaterThan(0);
  await page.evaluate(() => history.pushState(null, '', '/minhas-tokaas?ordem=1'));
  await page.evaluate(() => history.replaceState(null, '', '/minhas-tokaas'));
  expect(await scrollTop(page)).toBe(listTop);

  const lastCard = page.getByRole('article').filter({ hasText: `Contrato ${active.human_contract_id}` });
  const cardTop = async () => Math.round((await lastCard.boundingBox())?.y ?? Number.NaN);
  const before = await cardTop();
  await goOffline(context);
  await page.reload();
  // A reload returns to where the page was: the same card where it stood in the window. Offline,
  // the top bar gains the 'Sem conexão' strip, and the browser may keep the content in place
  // (scroll anchoring) or the page may sit that strip lower: either way, no further than it.
  const strip = page.getByRole('status').filter({ hasText: 'Sem conexão' });
  await expect(strip).toBeVisible();
  const stripHeight = Math.ceil((await strip.boundingBox())?.height ?? 0);
  await expect.poll(async () => Math.abs((await cardTop()) - before)).toBeLessThanOrEqual(stripHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  await openAndComeBack(page, active, await scrollToLast(page, active));
  await goOnline(context);
});
