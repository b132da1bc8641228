// Last intent wins (issue 28, Deliver 4), in real Chromium against the real server: a heart
// pressed back while its change still waits offline replaces that change, at once, and what the
// resident chose last is what the server keeps. (The outbox's own rules: tests/unit/outbox/
// last-intent.test.ts; under chaos: chaos.spec.ts.)
import { expect } from '@playwright/test';
import { waitUntilKeptForOffline } from './support/kept-answers.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { favoriteIds, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

test('un-hearting on /favoritos, then hearting the unit again while the removal waits, keeps it a favourite', async ({
  page,
  context,
}) => {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();

  // Online: the first unit of the search made a favourite, the search kept for offline.
  await page.goto('/buscar');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await waitUntilKeptForOffline(page, '/enterprise/apartment/list');
  const name = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  const heart = () =>
    page
      .getByRole('article')
      .filter({ hasText: name })
      .first()
      .getByRole('button', { name: /^Favoritar / });
  await heart().click();
  await expect.poll(() => favoriteIds(page.request, resident.token)).toHaveLength(1);
  const [unitId] = await favoriteIds(page.request, resident.token);
  await page.goto('/favoritos');
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');

  // Every mutating request the app makes from here on.
  const removals: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'DELETE') removals.push(request.url());
  });

  await goOffline(context);
  await heart().click();
  await expect(page.getByRole('link', { name: /1 alteração pendente/ })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);

  // Changed their mind: the same unit hearted again from the search, still offline, once the
  // heart has read its state on the device.
  await page.goto('/buscar');
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  await expect(heart()).not.toHaveAttribute('data-loading');
  await expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await heart().click();
  // Shown at once, and nothing is left to send: the removal was never sent.
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /alteraç(ão|ões) pendentes?/ })).toHaveCount(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  expect(await favoriteIds(page.request, resident.token)).toEqual([unitId]);
  expect(removals).toEqual([]);
});
