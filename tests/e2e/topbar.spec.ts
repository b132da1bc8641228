// The top bar at phone and desktop widths: on a phone it stays two rows high (the place search
// opens from a button), and the pending-changes badge shrinks to its count so the logo keeps its
// room (its sentence stays the link's name); on desktop everything sits in one row. Choosing a state opens the search with q.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { holdRequests } from './support/held-requests.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { saveScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const bar = (page: Page) => page.getByRole('banner');
const PLACE_SEARCH = 'Para onde você vai?';
// A plain text field until the field is touched and the combo box's code has arrived.
const placeSearch = (page: Page) =>
  bar(page)
    .getByRole('combobox', { name: PLACE_SEARCH })
    .or(bar(page).getByRole('textbox', { name: PLACE_SEARCH }));

/** The logo's word is drawn whole, not cut to 'Tol…'. */
async function expectLogoWhole(page: Page) {
  const word = bar(page).getByRole('link', { name: 'Tokaas, página inicial' }).getByText('Tokaas');
  await expect(word).toBeVisible();
  expect(await word.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

test('choosing a state in the place search opens the search for it', async ({ page }, testInfo) => {
  await page.goto('/sobre');
  const toggle = bar(page).getByRole('button', { name: 'Buscar por estado' });
  if (isPhone(page)) {
    // Folded away until asked for: the bar is the logo row and the links row.
    await expect(placeSearch(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(bar(page).getByRole('button', { name: 'Fechar busca por estado' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(placeSearch(page)).toBeFocused();
  } else {
    await expect(toggle).toBeHidden();
    await expect(placeSearch(page)).toBeVisible();
    await placeSearch(page).click();
  }
  await expectLogoWhole(page);
  // Checked before the list opens: react-aria then hides the rest of the page from assistive tech.
  await expectNoA11yViolations(page);
  await placeSearch(page).fill('sao');
  const option = page.getByRole('option', { name: 'São Paulo' });
  await expect(option).toBeVisible();
  // The list opens below the bar and is not covered by it.
  const barBottom = await bar(page).evaluate((el) => el.getBoundingClientRect().bottom);
  const optionBox = await option.boundingBox();
  expect(optionBox?.y).toBeGreaterThanOrEqual(barBottom - 1);
  await saveScreen(page, testInfo, 'topbar-place-search');
  await option.click();
  await expect(page).toHaveURL(/\/buscar\?q=S%C3%A3o%20Paulo$/);
  await expect(page.getByText('Busca: São Paulo')).toBeVisible();
  if (isPhone(page)) {
    await expect(placeSearch(page)).toBeHidden();
    // A second search from the results page (same path, new q) folds the row as well.
    await toggle.click();
    await placeSearch(page).fill('min');
    await page.getByRole('option', { name: 'Minas Gerais' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=Minas%20Gerais$/);
    await expect(placeSearch(page)).toBeHidden();
  }
});

test('the bar publishes its height for the sticky panels below it, and again when it grows', async ({
  page,
}) => {
  await page.goto('/sobre');
  const published = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-topbar-height'));
  const height = () => bar(page).evaluate((el) => `${(el as HTMLElement).offsetHeight}px`);
  await expect.poll(published).toBe(await height());
  if (isPhone(page)) {
    const folded = await height();
    await bar(page).getByRole('button', { name: 'Buscar por estado' }).click();
    await expect(placeSearch(page)).toBeVisible();
    const unfolded = await height();
    expect(unfolded).not.toBe(folded);
    await expect.poll(published).toBe(unfolded);
    await bar(page).getByRole('button', { name: 'Fechar busca por estado' }).click();
    await expect.poll(published).toBe(folded);
  }
});

test.describe('the place search code held back', () => {
  // A service worker that has taken the page serves the code from its cache, where page.route
  // cannot hold it (Playwright routes only what the page itself fetches).
  test.use({ serviceWorkers: 'block' });

  test('text typed while the place search code loads gets its list when the code arrives', async ({
    page,
  }) => {
    // The combo box's code is held back until the text is typed.
    const code = await holdRequests(page, '**/assets/ComboBox-*.js');
    await page.goto('/sobre');
    if (isPhone(page)) await bar(page).getByRole('button', { name: 'Buscar por estado' }).click();
    const plain = bar(page).getByRole('textbox', { name: PLACE_SEARCH });
    await plain.fill('sao');
    await expect(plain).toHaveValue('sao');
    // The touch asked for the code; it arrives only now.
    await code.requested;
    code.release();
    const combo = bar(page).getByRole('combobox', { name: PLACE_SEARCH });
    await expect(combo).toBeFocused();
    await expect(combo).toHaveValue('sao');
    await expect(page.getByRole('option')).toHaveText(['São Paulo']);
    await page.getByRole('option', { name: 'São Paulo' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=S%C3%A3o%20Paulo$/);
  });
});

test('a neighbourhood typed in full is searched as text when Buscar is pressed', async ({ page }) => {
  await page.goto('/sobre');
  if (isPhone(page)) await bar(page).getByRole('button', { name: 'Buscar por estado' }).click();
  await placeSearch(page).fill('Pinheiros');
  await bar(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/buscar\?q=Pinheiros$/);
  await expect(page.getByText('Busca: Pinheiros')).toBeVisible();
});

test('pending changes: a compact badge with the full sentence as its name, and the logo whole', async ({
  page,
  context,
}, testInfo) => {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await expect(bar(page).getByRole('button', { name: 'Área do morador' })).toBeVisible();
  await page.goto('/tickets/novo');
  await goOffline(context);
  await page.getByLabel('Assunto').fill('Lâmpada queimada');
  await page.getByLabel('Descrição').fill('A lâmpada da cozinha queimou hoje de manhã.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();

  const badge = bar(page).getByRole('link', { name: '1 alteração pendente' });
  await expect(badge).toBeVisible();
  // What is drawn at both widths tested: the count (the sentence needs a wider bar).
  await expect(badge).toHaveText('1', { useInnerText: true });
  await expectLogoWhole(page);
  await expect(bar(page).getByRole('button', { name: 'Área do morador' })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreen(page, testInfo, 'topbar-pending-badge');

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(badge).toHaveCount(0, { timeout: 30_000 });
  // The badge went away because the ticket was sent, not dropped.
  const tickets = await page.request.get('/api/enterprise/tickets?per_page=100', {
    headers: auth(resident.token),
  });
  expect(tickets.status()).toBe(200);
  expect(((await tickets.json()).data as { title: string }[]).map((t) => t.title)).toEqual([
    'Lâmpada queimada',
  ]);
});
