// The home's period typed right after the page opens (spec 2 'Home': no past check-in), at each
// step of the hand-over (src/first-paint/README.md): before public/boot.js has run, before the app's
// entry has run, once the page is hydrated but the date field's code is still loading, and while
// that code arrives and replaces the stand-in. Each step's code is held with page.route and let go
// after the keys, so the keys land in that step and no other. Every digit must end up, in order, in
// the right segment, and Buscar must then refuse the past check-in.
import { expect, type Page } from '@playwright/test';
import { type HeldRequests, holdRequests } from './support/held-requests.ts';
import { appHasTakenOver } from './support/in-app.ts';
import { settledWithin } from './support/settled-within.ts';
import { test } from './support/test.ts';
import { typedDigits as digits, today } from './support/typed-dates.ts';

const PAST = 'A data de check-in não pode estar no passado.';

// A service worker that has taken the page serves the code from its cache, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

const searchForm = (page: Page) => page.getByRole('search', { name: 'Buscar uma Tokaas' });
const periodSegments = (page: Page) => searchForm(page).getByRole('spinbutton');

const checkin = () => today().subtract({ days: 1 });
const checkout = () => today().add({ days: 3 });
const shown = (d: ReturnType<typeof today>) => [
  String(d.day).padStart(2, '0'),
  String(d.month).padStart(2, '0'),
  String(d.year),
];

/** Opens the home without waiting for its scripts (a held one would hold the load event). */
async function openHome(page: Page) {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(periodSegments(page)).toHaveCount(6);
}

/** The segments show both dates, focus is on the last one typed in, and Buscar refuses the check-in. */
async function expectPastCheckinRefused(page: Page) {
  await expect(periodSegments(page)).toHaveText([...shown(checkin()), ...shown(checkout())]);
  await expect(periodSegments(page).last()).toBeFocused();
  await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
  await expect(searchForm(page).getByText(PAST)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

const period = () => `${digits(checkin())}${digits(checkout())}`;

/**
 * Waits until the focus has asked for the date field's code (held). Bounded, with what the page
 * shows then: once a CI run waited here until the test's timeout with no word of why.
 */
async function untilCodeAsked(page: Page, code: HeldRequests) {
  if (await settledWithin(code.requested, 20_000)) return;
  const focus = await page.evaluate(() => ({
    active: document.activeElement?.outerHTML.slice(0, 160) ?? null,
    early: (window as { __tokaasEarly?: unknown }).__tokaasEarly !== undefined,
    // Whether its load began (Vite adds its stylesheets first, and asks for the code once they load).
    links: [...document.querySelectorAll('link[href*="DateRangePicker"]')].map(
      (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`,
    ),
    downloads: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('DateRangePicker'))
      .map((entry) => `${entry.name} ${(entry as PerformanceResourceTiming).responseStatus}`),
  }));
  throw new Error(`o foco não pediu o código do campo de datas em 20 s: ${JSON.stringify(focus)}`);
}
/**
 * A phone keyboard's Backspace: no key ('Unidentified'), only beforeinput says it deletes. Sent to
 * the focused segment as Chromium sends it to a page; a keyboard's own edit never runs (it is taken).
 */
const deleteAsAPhone = (page: Page) =>
  page.evaluate(() => {
    const segment = document.activeElement as HTMLElement;
    segment.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true, cancelable: true }),
    );
    segment.dispatchEvent(
      new InputEvent('beforeinput', { inputType: 'deleteContentBackward', bubbles: true, cancelable: true }),
    );
  });

/** The period typed, the check-out's year's last two digits deleted (a key, a phone's) and typed again. */
async function typePeriodCorrectingTheYear(page: Page) {
  await page.keyboard.type(period());
  await page.keyboard.press('Backspace');
  await deleteAsAPhone(page);
  await page.keyboard.type(String(checkout().year).slice(2));
}
const pickerCode = /\/assets\/DateRangePicker-[^/]+\.js$/;

/** The home hydrated, focus on the check-in's day, and the date field's code asked for and held. */
async function hydratedWithCodeAsked(page: Page): Promise<HeldRequests> {
  const code = await holdRequests(page, pickerCode);
  await openHome(page);
  await appHasTakenOver(page);
  await periodSegments(page).first().focus();
  await untilCodeAsked(page, code);
  return code;
}

test.describe('the period typed while the home is handed over', () => {
  test('before public/boot.js has run', async ({ page }) => {
    const boot = await holdRequests(page, /\/boot\.js$/);
    await openHome(page);
    await boot.requested;
    await periodSegments(page).first().focus();
    await page.keyboard.type(period());
    boot.release();
    await appHasTakenOver(page);
    await expectPastCheckinRefused(page);
  });

  test('after public/boot.js, before the app has run', async ({ page }) => {
    // The entry's code is held; boot.js asks for it once the page is painted.
    const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await openHome(page);
    await entry.requested;
    await expect.poll(() => page.evaluate(() => window.__tokaasEarly !== undefined)).toBe(true);
    await periodSegments(page).first().focus();
    await page.keyboard.type(period());
    entry.release();
    await appHasTakenOver(page);
    await expectPastCheckinRefused(page);
  });

  test('after public/boot.js, before the app has run: Backspace, and a phone keyboard’s deletion', async ({
    page,
  }) => {
    const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await openHome(page);
    await entry.requested;
    await expect.poll(() => page.evaluate(() => window.__tokaasEarly !== undefined)).toBe(true);
    await periodSegments(page).first().focus();
    await typePeriodCorrectingTheYear(page);
    entry.release();
    await appHasTakenOver(page);
    await expectPastCheckinRefused(page);
  });

  test('hydrated, while the date field’s code loads', async ({ page }) => {
    const code = await hydratedWithCodeAsked(page);
    await page.keyboard.type(period());
    code.release();
    await expectPastCheckinRefused(page);
  });

  test('hydrated, while the date field’s code loads: Backspace, and a phone keyboard’s deletion', async ({
    page,
  }) => {
    const code = await hydratedWithCodeAsked(page);
    await typePeriodCorrectingTheYear(page);
    // The stand-in draws the corrected year before the code arrives.
    await expect(periodSegments(page)).toHaveText([...shown(checkin()), ...shown(checkout())]);
    code.release();
    await expectPastCheckinRefused(page);
  });

  test('the check-in typed while the code loads, the check-out as it replaces the stand-in', async ({
    page,
  }) => {
    const code = await hydratedWithCodeAsked(page);
    await page.keyboard.type(digits(checkin()));
    code.release();
    // Typed without waiting for the real field: each key lands before, during or after the swap.
    await page.keyboard.type(digits(checkout()));
    await expectPastCheckinRefused(page);
  });

  test('the date field’s code fails to download once, after the whole period is typed: no digit is lost, the page does not reload, the field comes on its own', async ({
    page,
  }) => {
    const code = await holdRequests(page, pickerCode, { failFirstWith: 503 });
    await openHome(page);
    await appHasTakenOver(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await periodSegments(page).first().focus();
    await untilCodeAsked(page, code);
    await page.keyboard.type(period());
    code.release();
    await expectPastCheckinRefused(page);
    // Asked again after the failure (Chromium keeps a failed module import; src/shared/load-chunk.ts
    // downloads first). page.route turns the HTTP cache off, so the import that follows the second
    // download is a request of its own here; a phone's cache answers it.
    expect(code.count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
