// Unit detail /apartamento/{id}/{slug?} (issue 4, spec 2 'Unit detail'): gallery and full-screen
// viewer, Tour 360, occupied and soon-released units, the reservation panel (blocked dates, people
// counter, per-night and monthly prices, Contratar → /book), query prefill, nearby places, 404.
// Units are picked through the API by what each test needs, never by fixed ids.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import type { Apartment } from '../../src/api/catalogue.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { catalogueOnce } from './support/catalogue.ts';
import { holdRequests } from './support/held-requests.ts';
import { appHasTakenOver, openInApp } from './support/in-app.ts';
import { saveScreen, saveViewportScreen } from './support/screens.ts';
import { favoriteIds, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const PLAN = 'Plano de Assinatura Tokaas';
const TILES = 'https://tile.openstreetmap.org/**';
// 1×1 transparent PNG: map tiles never depend on the internet in these tests.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (value: number) => brl.format(value);
const metres = (value: number) => `${new Intl.NumberFormat('pt-BR').format(Math.floor(value))} m`;
const today = () => Temporal.Now.plainDateISO('America/Sao_Paulo');
const br = (d: Temporal.PlainDate) =>
  `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;
/** Text as shown, without the bidi marks react-aria puts around date segments. */
const clean = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

const allUnits = catalogueOnce();

async function unitDetail(request: APIRequestContext, id: number): Promise<Apartment> {
  const res = await request.get(`/enterprise/apartment/find/${id}?include=amenities,enterprise`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function blockedDatesOf(request: APIRequestContext, id: number): Promise<string[]> {
  const res = await request.get(`/enterprise/apartment/block-dates/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

/** The first unit that fits, checked in catalogue order. */
async function findUnit(
  request: APIRequestContext,
  fits: (unit: Apartment, blocked: string[]) => boolean,
): Promise<{ unit: Apartment; blocked: string[] }> {
  for (const unit of await allUnits(request)) {
    const blocked = await blockedDatesOf(request, unit.id);
    if (fits(unit, blocked)) return { unit, blocked };
  }
  throw new Error('nenhuma unidade do catálogo serve para este teste');
}

const hireable = (u: Apartment) => !u.isRented && !u.soon_release;

const unitPath = (u: Apartment) => `/apartamento/${u.id}/${u.enterprise.data.shortUrl}`;

const isPhone = () => test.info().project.name === 'phone';

async function openUnit(page: Page, unit: Apartment, query = '') {
  await page.context().route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await page.goto(`${unitPath(unit)}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: unit.displayName })).toBeVisible();
}

/** Where the reservation panel lives: beside the page on desktop, in the sheet on phones. */
/** A unit two can hire with no blocked dates, and a free week twelve days ahead. */
async function weekForTwo(request: APIRequestContext) {
  const { unit } = await findUnit(request, (u, b) => hireable(u) && b.length === 0 && u.residents >= 2);
  const checkin = today().add({ days: 12 });
  return { unit, checkin, checkout: checkin.add({ days: 7 }) };
}

async function reservationPanel(page: Page): Promise<Locator> {
  if (!isPhone()) return page.getByRole('complementary', { name: PLAN });
  const bar = page.getByRole('region', { name: PLAN });
  await bar.getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: PLAN });
  await expect(sheet).toBeVisible();
  return sheet;
}

const monthName = (d: Temporal.PlainDate) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(d.year, d.month - 1, 15)),
  );

/** The month a calendar grid shows, read from its label (e.g. "dezembro de 2026"). */
function shownMonth(label: string, near: Temporal.PlainDate): Temporal.PlainYearMonth | undefined {
  const start = near.toPlainYearMonth().subtract({ months: 24 });
  for (let i = 0; i <= 48; i++) {
    const month = start.add({ months: i });
    if (new RegExp(monthName(month.toPlainDate({ day: 15 })), 'i').test(label)) return month;
  }
  return undefined;
}

/**
 * The calendar grid of a date's month, turning the calendar forward or back until it shows:
 * on desktop two months show and a page turns both, so a later month may already be past.
 */
async function monthGrid(page: Page, date: Temporal.PlainDate): Promise<Locator> {
  const grid = page.getByRole('grid', { name: new RegExp(monthName(date), 'i') });
  const first = page.getByRole('grid').first();
  await expect(first).toBeVisible();
  for (let i = 0; i < 24 && !(await grid.isVisible()); i++) {
    // One page at a time: wait for the calendar to turn before looking again.
    const before = (await first.getAttribute('aria-label')) ?? '';
    const shown = shownMonth(before, date);
    const back = shown !== undefined && Temporal.PlainYearMonth.compare(date.toPlainYearMonth(), shown) < 0;
    await page.getByRole('button', { name: back ? 'Mês anterior' : 'Próximo mês' }).click();
    await expect(first).not.toHaveAttribute('aria-label', before);
  }
  await expect(grid).toBeVisible();
  return grid;
}

function dayCell(grid: Locator, date: Temporal.PlainDate): Locator {
  return grid.locator('[role="button"]:not([data-outside-month])', { hasText: new RegExp(`^${date.day}$`) });
}

async function openCalendar(panel: Locator) {
  await panel.getByRole('button', { name: /calendário/i }).click();
}

test.describe('unit detail', () => {
  test('loads with a skeleton, then shows the unit, its address and numbers; title, axe, screenshots', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, (u) => hireable(u) && u.images.length >= 4);
    const detail = await unitDetail(request, unit.id);
    // Hold the unit's answer until the skeleton has been seen.
    const { release } = await holdRequests(page.context(), `**/enterprise/apartment/find/${unit.id}**`);
    await page.context().route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
    // In the app: opened by address, the unit comes with the server's render, without a skeleton.
    await openInApp(page, unitPath(unit));
    await expect(page.getByRole('status').filter({ hasText: 'Carregando a unidade' })).toBeAttached();
    release();

    await expect(page.getByRole('heading', { level: 1, name: detail.displayName })).toBeVisible();
    await expect(page).toHaveTitle(`${detail.displayName} | Tokaas`);
    const building = detail.enterprise.data;
    const street = building.address.split(' - ').slice(1).join(' - ');
    const address = `${street}, ${building.number} - ${building.neighborhood}, ${building.city.name} - ${building.city.state}`;
    await expect(page.locator('.unit-address')).toHaveText(address);
    const facts = page.getByRole('list', { name: 'Características' });
    await expect(facts).toContainText(`${new Intl.NumberFormat('pt-BR').format(detail.meters)} m²`);
    await expect(facts).toContainText(`${detail.residents} morador`);
    await expect(facts).toContainText(`${detail.singleBed} cama`);
    await expect(facts).toContainText(`${detail.doubleBed} cama`);
    await expect(facts).toContainText(`${detail.bathrooms} banheiro`);
    for (const amenity of detail.amenities?.data ?? []) {
      await expect(page.getByRole('region', { name: 'Comodidades' })).toContainText(amenity.name);
    }
    const streetView = page.getByRole('link', { name: /Ver no Street View/ });
    await expect(streetView).toHaveAttribute(
      'href',
      `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${building.latitude},${building.longitude}`,
    );
    await expect(streetView).toHaveAttribute('target', '_blank');
    await streetView.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: `Mapa com a localização do ${building.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(building.name) })).toBeVisible();
    // The panel beside the page on desktop; a bar fixed to the bottom on phones.
    await expect(page.getByRole(isPhone() ? 'region' : 'complementary', { name: PLAN })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoA11yViolations(page);
    await saveScreen(page, test.info(), 'unit');
    await saveViewportScreen(page, test.info(), 'unit-top');
  });

  test('gallery opens the full-screen viewer: buttons and arrow keys move, n de N counts, Escape closes', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, (u) => hireable(u) && u.images.length >= 4);
    const detail = await unitDetail(request, unit.id);
    const total = new Set([...detail.images, ...detail.enterprise.data.images].map((i) => i.image)).size;
    await openUnit(page, unit);

    if (isPhone()) {
      // Phones get a carousel: its buttons move the photo in place.
      const carousel = page.getByRole('group', { name: `Fotos de ${detail.displayName}` });
      await expect(carousel.getByRole('img')).toHaveAttribute('alt', detail.images[0]!.title);
      await carousel.getByRole('button', { name: 'Próxima foto' }).click();
      await expect(carousel.getByRole('img')).toHaveAttribute('alt', detail.images[1]!.title);
      await carousel.getByRole('button', { name: 'Foto anterior' }).click();
    } else {
      // Wide screens: one large photo and four small ones, each opening the viewer on itself.
      const cells = page.getByRole('button', { name: /^Ampliar foto/ });
      await expect(cells).toHaveCount(5);
      await page.getByRole('button', { name: new RegExp(`^Ampliar foto 3 de ${total}`) }).click();
      const viewer = page.getByRole('dialog', { name: `Fotos de ${detail.displayName}` });
      await expect(viewer.getByText(`3 de ${total}`, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    }

    const showAll = page.getByRole('button', { name: 'Mostrar todas as fotos' });
    await showAll.click();
    const viewer = page.getByRole('dialog', { name: `Fotos de ${detail.displayName}` });
    await expect(viewer).toBeVisible();
    const counter = (n: number) => viewer.getByText(`${n} de ${total}`, { exact: true });
    await expect(counter(1)).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('src', detail.images[0]!.image);

    await viewer.getByRole('button', { name: 'Próxima foto' }).click();
    await expect(counter(2)).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('src', detail.images[1]!.image);
    await page.keyboard.press('ArrowRight');
    await expect(counter(3)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(1)).toBeVisible();
    // Before the first comes the last.
    await page.keyboard.press('ArrowLeft');
    await expect(counter(total)).toBeVisible();
    await viewer.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(counter(total - 1)).toBeVisible();

    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'unit-viewer');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(showAll).toBeFocused();
  });

  test("'Tour 360' is offered only when the unit has a tour, in a new tab", async ({ page, request }) => {
    const units = await allUnits(request);
    const withTour = units.find((u) => u.tour);
    const withoutTour = units.find((u) => !u.tour);
    expect(withTour && withoutTour).toBeTruthy();

    await openUnit(page, withTour!);
    const tour = page.getByRole('link', { name: /Tour 360/ });
    await expect(tour).toHaveAttribute('href', withTour!.tour!);
    await expect(tour).toHaveAttribute('target', '_blank');
    await expect(tour).toHaveAttribute('rel', /noopener/);

    await openUnit(page, withoutTour!);
    await expect(page.getByRole('button', { name: 'Mostrar todas as fotos' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Tour 360/ })).toHaveCount(0);
  });

  test("an occupied unit shows 'Ocupada' and no 'Contratar'; a soon-released one also locks its dates", async ({
    page,
    request,
  }) => {
    const units = await allUnits(request);
    const occupied = units.find((u) => u.isRented)!;
    const soon = units.find((u) => u.soon_release && !u.isRented)!;
    expect(occupied && soon).toBeTruthy();

    await openUnit(page, occupied);
    // The badge over the photos; the server draws each width's gallery, one of them hidden.
    await expect(page.getByText('Ocupada', { exact: true }).filter({ visible: true })).toBeVisible();
    let panel = await reservationPanel(page);
    await expect(panel.getByText('Esta unidade está ocupada e não pode ser contratada agora.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Contratar' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /calendário/i })).toBeEnabled();
    await expectNoA11yViolations(page);
    await panel.getByRole('note').scrollIntoViewIfNeeded();
    await saveViewportScreen(page, test.info(), 'unit-occupied');

    await openUnit(
      page,
      soon,
      `?checkin=${br(today().add({ days: 3 }))}&checkout=${br(today().add({ days: 6 }))}`,
    );
    await expect(page.getByText('Em breve', { exact: true }).filter({ visible: true })).toBeVisible();
    panel = await reservationPanel(page);
    await expect(panel.getByText(/Esta unidade será liberada em breve/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Contratar' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /calendário/i })).toBeDisabled();
    for (const segment of await panel.getByRole('spinbutton').all()) {
      await expect(segment).toHaveAttribute('aria-readonly', 'true');
    }
  });

  test('blocked and past dates are disabled in the calendar', async ({ page, request }) => {
    // Today must be free for this unit (other specs hire units from today on the same server).
    const { unit, blocked } = await findUnit(
      request,
      (u, b) => hireable(u) && b.length > 0 && !b.includes(today().toString()),
    );
    const first = Temporal.PlainDate.from(blocked[0]!);
    await openUnit(page, unit);
    const panel = await reservationPanel(page);
    await openCalendar(panel);

    const now = today();
    const thisMonth = await monthGrid(page, now);
    if (now.day > 1) {
      await expect(dayCell(thisMonth, now.subtract({ days: 1 }))).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(dayCell(thisMonth, now)).not.toHaveAttribute('aria-disabled', 'true');

    const grid = await monthGrid(page, first);
    const cell = dayCell(grid, first);
    await expect(cell).toHaveAttribute('aria-disabled', 'true');
    await expect(cell).toHaveAttribute('data-unavailable', 'true');
    const before = first.subtract({ days: 1 });
    if (!blocked.includes(before.toString()) && Temporal.PlainDate.compare(before, now) >= 0) {
      await expect(dayCell(await monthGrid(page, before), before)).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
  });

  test('the people counter stays between 1 and the unit residents', async ({ page, request }) => {
    const { unit } = await findUnit(request, (u) => hireable(u) && u.residents >= 2);
    await openUnit(page, unit);
    const panel = await reservationPanel(page);
    const people = panel.getByRole('textbox', { name: 'Pessoas' });
    const less = panel.getByRole('button', { name: 'Diminuir' });
    const more = panel.getByRole('button', { name: 'Aumentar' });
    await expect(people).toHaveValue('1');
    await expect(less).toBeDisabled();
    for (let n = 2; n <= unit.residents; n++) {
      await more.click();
      await expect(people).toHaveValue(String(n));
    }
    await expect(more).toBeDisabled();
    await expect(panel.getByText(`Até ${unit.residents} pessoas nesta unidade`)).toBeVisible();
    // Typed values are clamped too.
    await people.fill('99');
    await people.press('Tab');
    await expect(people).toHaveValue(String(unit.residents));
    await people.fill('0');
    await people.press('Tab');
    await expect(people).toHaveValue('1');
  });

  test('a 5-night stay picked in the calendar shows nights × price, the entry fee and the total', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, (u, b) => hireable(u) && b.length === 0);
    const checkin = today().add({ days: 20 });
    const checkout = checkin.add({ days: 5 });
    await openUnit(page, unit);
    const panel = await reservationPanel(page);
    await expect(
      panel.getByText('Escolha as datas de check-in e check-out para ver o valor da estadia.'),
    ).toBeVisible();
    await expect(panel.getByText(`${money(unit.priceHosting)}`).first()).toBeVisible();

    await openCalendar(panel);
    await dayCell(await monthGrid(page, checkin), checkin).click();
    await dayCell(await monthGrid(page, checkout), checkout).click();
    await expect(page.getByRole('grid')).toHaveCount(0);

    const summary = panel.getByRole('region', { name: 'Resumo da estadia' });
    await expect(summary).toContainText(`${br(checkin)} a ${br(checkout)}`);
    await expect(summary).toContainText('Diária');
    await expect(summary).toContainText(`5 noites × ${money(unit.pricePerDay)}`);
    await expect(summary).toContainText(money(unit.pricePerDay * 5));
    await expect(summary).toContainText('Taxa de entrada');
    await expect(summary).toContainText(money(unit.priceEntryCost));
    await expect(summary).toContainText(`Total${money(unit.pricePerDay * 5 + unit.priceEntryCost)}`);
    await expectNoA11yViolations(page);
    await summary.scrollIntoViewIfNeeded();
    await saveViewportScreen(page, test.info(), 'unit-stay-daily');
  });

  test('a 35-night stay from the link query shows the monthly price (Mensal, / mês)', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, (u, b) => hireable(u) && b.length === 0);
    const checkin = today().add({ days: 10 });
    const checkout = checkin.add({ days: 35 });
    await openUnit(page, unit, `?checkin=${br(checkin)}&checkout=${br(checkout)}`);
    const panel = await reservationPanel(page);
    const field = panel.getByRole('group', { name: /Período da estadia/ });
    await expect.poll(async () => clean(await field.textContent())).toContain(br(checkin));
    await expect.poll(async () => clean(await field.textContent())).toContain(br(checkout));
    const summary = panel.getByRole('region', { name: 'Resumo da estadia' });
    await expect(summary).toContainText('Mensal');
    await expect(summary).toContainText(`Mensalidade${money(unit.priceHosting)} / mês`);
    await expect(summary).toContainText('Estadia de 35 noites');
    await expect(summary).not.toContainText('noites ×');
  });

  test("'Contratar' asks for the dates, then goes to /book with dates, people and the building's short url", async ({
    page,
    request,
  }) => {
    const { unit, checkin, checkout } = await weekForTwo(request);
    await openUnit(page, unit);
    const panel = await reservationPanel(page);

    await panel.getByRole('button', { name: 'Contratar' }).click();
    await expect(panel.getByText('Preencha todos os campos.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/apartamento/${unit.id}/`));

    // Keyboard only: type both dates into the field's segments.
    await panel.getByRole('spinbutton').first().focus();
    await page.keyboard.type(`${br(checkin)}${br(checkout)}`.replaceAll('/', ''));
    await expect(panel.getByText('Preencha todos os campos.')).toHaveCount(0);
    await expect(panel.getByRole('region', { name: 'Resumo da estadia' })).toContainText('7 noites');
    await panel.getByRole('button', { name: 'Aumentar' }).click();
    await panel.getByRole('button', { name: 'Contratar' }).click();
    await expect(page).toHaveURL(
      `/book/${unit.id}/${checkin.toString()}/${checkout.toString()}/2/${unit.enterprise.data.shortUrl}`,
    );
  });

  test('the checkin and checkout query (DD/MM/YYYY) prefill the dates; an impossible period is ignored', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, (u, b) => hireable(u) && b.length === 0);
    const checkin = today().add({ days: 4 });
    const checkout = checkin.add({ days: 3 });
    await openUnit(page, unit, `?checkin=${br(checkin)}&checkout=${br(checkout)}`);
    let panel = await reservationPanel(page);
    await expect(panel.getByRole('region', { name: 'Resumo da estadia' })).toContainText(
      `${br(checkin)} a ${br(checkout)}`,
    );
    await expect(panel.getByRole('region', { name: 'Resumo da estadia' })).toContainText('3 noites');
    await panel.getByRole('button', { name: 'Contratar' }).click();
    await expect(page).toHaveURL(
      `/book/${unit.id}/${checkin.toString()}/${checkout.toString()}/1/${unit.enterprise.data.shortUrl}`,
    );

    // Check-out before check-in: nothing is prefilled.
    await openUnit(page, unit, `?checkin=${br(checkout)}&checkout=${br(checkin)}`);
    panel = await reservationPanel(page);
    await expect(
      panel.getByText('Escolha as datas de check-in e check-out para ver o valor da estadia.'),
    ).toBeVisible();
  });

  test('nearby places are grouped by type; each opens a list with name, address and floored metres', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, () => true);
    const detail = await unitDetail(request, unit.id);
    const places = detail.enterprise.data.pointsInterest ?? [];
    expect(places.length).toBeGreaterThan(0);
    await openUnit(page, unit);
    const section = page.getByRole('region', { name: 'O que há por perto' });
    const types = [...new Set(places.map((p) => p.type))];
    for (const type of types)
      await expect(section.getByRole('button', { name: new RegExp(`^${type}`) })).toBeVisible();

    const type = types.reduce((best, t) =>
      places.filter((p) => p.type === t).length > places.filter((p) => p.type === best).length ? t : best,
    );
    const ofType = places.filter((p) => p.type === type).sort((a, b) => a.distance - b.distance);
    await section.getByRole('button', { name: new RegExp(`^${type}`) }).click();
    const dialog = page.getByRole('dialog', { name: type });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(ofType.length);
    for (const [i, place] of ofType.entries()) {
      expect(Number.isInteger(place.distance)).toBe(true);
      await expect(rows.nth(i)).toContainText(place.name);
      await expect(rows.nth(i)).toContainText(place.adress);
      await expect(rows.nth(i)).toContainText(metres(place.distance));
    }
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'unit-nearby');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the heart asks a visitor to sign in and favourites for a resident', async ({ page, request }) => {
    const { unit } = await findUnit(request, hireable);
    await openUnit(page, unit);
    const heart = page.getByRole('button', { name: `Favoritar ${unit.displayName}` });
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await page.keyboard.press('Escape');

    const resident = await registerResident(request);
    await signInWithToken(page, resident.token, resident.user);
    await openUnit(page, unit);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => favoriteIds(request, resident.token)).toContain(unit.id);
  });

  test('an unknown or malformed unit goes to the 404 page', async ({ page }) => {
    await page.goto('/apartamento/99999999/qualquer');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/apartamento/abc');
    await expect(page).toHaveURL('/404');
  });
});

test.describe('while a widget’s code loads', () => {
  // The service worker would answer the code from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' });

  test('the heart: a press before its signed-in code has arrived shows at once, and is recorded once', async ({
    page,
    request,
  }) => {
    const { unit } = await findUnit(request, hireable);
    const resident = await registerResident(request);
    await signInWithToken(page, resident.token, resident.user);
    // The signed-in heart's code is held until the presses are made.
    const code = /\/assets\/signed-in-favorite-[^/]+\.js$/;
    const { requested, release } = await holdRequests(page, code);
    await openUnit(page, unit);
    await requested;

    const heart = page.getByRole('button', { name: `Favoritar ${unit.displayName}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A second press while the first waits is ignored (spec 4), not a second change.
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();

    await expect.poll(() => favoriteIds(request, resident.token)).toEqual([unit.id]);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0);
    await page.unroute(code);
    await openUnit(page, unit);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  test("the people counter: 'Contratar' pressed right after + books the people counted, not those from before", async ({
    page,
    request,
  }) => {
    const { unit, checkin, checkout } = await weekForTwo(request);
    const code = /\/assets\/Counter-[^/]+\.js$/;
    const { requested, release } = await holdRequests(page, code);
    await openUnit(page, unit, `?checkin=${br(checkin)}&checkout=${br(checkout)}`);
    await appHasTakenOver(page);
    const panel = await reservationPanel(page);

    await panel.getByRole('button', { name: 'Aumentar' }).click();
    await requested;
    await panel.getByRole('button', { name: 'Contratar' }).click();
    release();
    await expect(page).toHaveURL(
      `/book/${unit.id}/${checkin.toString()}/${checkout.toString()}/2/${unit.enterprise.data.shortUrl}`,
    );
  });
});
