// Home / (issue 4, spec 2 'Home'): hero slideshow with the search bar (locations from the server,
// stay period with no past dates, both dates required), four benefits, how it works (hidden in PWA
// mode), the video facade, the six home questions, the slogan; no 'Tokaas selecionadas para você'.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Faq, Location } from '../../src/api/catalogue.ts';
import { CONNECTION_ERROR } from '../../src/api/client.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { holdRequests } from './support/held-requests.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { saveScreen } from './support/screens.ts';
import { test } from './support/test.ts';
import { typedDigits as digits, today } from './support/typed-dates.ts';

const MISSING = 'Preencha todos os campos.';
const isPhone = () => test.info().project.name === 'phone';

/** Scrolls through the page so lazy pictures load, then back to the top, for a full-page screenshot. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sua casa mobiliada em São Paulo' }),
  ).toBeVisible();
}

const searchForm = (page: Page) => page.getByRole('search', { name: 'Buscar uma Tokaas' });
const periodSegments = (page: Page) => searchForm(page).getByRole('spinbutton');

/** The location dropdown is filled once GET /enterprise/locations has answered. */
async function locationButton(page: Page): Promise<Locator> {
  const button = searchForm(page).getByRole('button', { name: /Localização/ });
  await expect(button).toBeEnabled();
  await expect(button).toContainText('Todas as localizações');
  return button;
}

test.describe('home', () => {
  test('shows the hero, search, benefits, steps, video, six questions and slogan; axe; screenshots', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page).toHaveTitle('Moradia mobiliada em São Paulo | Tokaas');

    // The first hero photo is a real catalogue picture, loaded at once.
    const photo = page.locator('.home-hero-slides__photo').first();
    await expect(photo).toHaveAttribute('src', /^\/media\/catalogue\/.+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const search = searchForm(page);
    await locationButton(page);
    await expect(search.getByText('Período da estadia')).toBeVisible();
    await expect(periodSegments(page)).toHaveCount(6);
    await expect(search.getByRole('button', { name: 'Buscar' })).toBeVisible();

    const benefits = page.getByRole('region', { name: 'Por que morar em uma Tokaas' });
    for (const title of [
      'Contratação flexível',
      'Tudo incluso',
      'Segurança e zero burocracia',
      'Serviços sob demanda',
    ]) {
      await expect(benefits.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(benefits.getByRole('listitem')).toHaveCount(4);

    const steps = page.getByRole('region', { name: 'Como funciona' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    for (const title of ['Escolha sua unidade', 'Crie sua conta', 'Faça o pagamento', 'Receba sua chave']) {
      await expect(steps.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    await expect(
      page
        .getByRole('region', { name: 'Conheça a Tokaas' })
        .getByRole('button', { name: /Assistir ao vídeo/ }),
    ).toBeVisible();
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await expect(faq.getByRole('button')).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 2, name: 'Mais vida, menos burocracia.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Encontrar minha Tokaas' })).toHaveAttribute(
      'href',
      '/buscar',
    );

    // The spec: the 'selected for you' section exists but is not part of the home page.
    await expect(page.getByText('Tokaas selecionadas para você')).toHaveCount(0);

    await expectNoA11yViolations(page);
    await settle(page);
    await saveScreen(page, test.info(), 'home');
  });

  test('the location dropdown lists the buildings from GET /enterprise/locations', async ({
    page,
    request,
  }) => {
    const { data: locations }: { data: Location[] } = await (
      await request.get('/enterprise/locations')
    ).json();
    expect(locations.length).toBeGreaterThan(5);
    await openHome(page);
    await (await locationButton(page)).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveCount(locations.length + 1);
    await expect(listbox.getByRole('option').first()).toHaveText('Todas as localizações');
    for (const location of locations) {
      await expect(listbox.getByRole('option', { name: location.name, exact: true })).toBeAttached();
    }
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
  });

  test("'Buscar' without both dates says 'Preencha todos os campos.' and stays on the home", async ({
    page,
  }) => {
    await openHome(page);
    const search = searchForm(page);
    await expect(periodSegments(page)).toHaveCount(6);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText(MISSING)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The message belongs to the period field and focus goes there, so it is read out.
    const firstDay = periodSegments(page).first();
    await expect(firstDay).toBeFocused();
    await expect(firstDay).toHaveAccessibleDescription(new RegExp(MISSING.replace('.', '\\.')));

    // Only the check-in is still not enough.
    await page.keyboard.type(digits(today().add({ days: 5 })));
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText(MISSING)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await saveScreen(page, test.info(), 'home-search-error');
  });

  test("offline before the search rules were ever loaded, 'Buscar' says so; online again, it searches", async ({
    page,
    context,
  }) => {
    await openHome(page);
    // A visitor's install keeps the home page, not the rules its first search loads.
    await waitForServiceWorker(page);
    await goOffline(context);
    const search = searchForm(page);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText(CONNECTION_ERROR)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await goOnline(context);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText(MISSING)).toBeVisible();
    await expect(search.getByText(CONNECTION_ERROR)).toHaveCount(0);
  });

  test('a check-in typed in the past is refused', async ({ page }) => {
    await openHome(page);
    await expect(periodSegments(page)).toHaveCount(6);
    await periodSegments(page).first().focus();
    const yesterday = today().subtract({ days: 1 });
    await page.keyboard.type(`${digits(yesterday)}${digits(today().add({ days: 3 }))}`);
    await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(searchForm(page).getByText('A data de check-in não pode estar no passado.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('keyboard only: choose a building, type the period and search → /buscar?location&checkin&checkout', async ({
    page,
    request,
  }) => {
    const { data: locations }: { data: Location[] } = await (
      await request.get('/enterprise/locations')
    ).json();
    const target = locations.find((l) => l.name === 'Tokaas Pinheiros') ?? (locations[1] as Location);
    await openHome(page);
    const button = await locationButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    // Typing goes to the list once it has focus (the list may open as its code arrives).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
    await page.keyboard.type(target.name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(button).toContainText(target.name);

    const checkin = today().add({ days: 10 });
    const checkout = checkin.add({ days: 35 });
    await page.keyboard.press('Tab'); // into the first date segment
    await expect(periodSegments(page).first()).toBeFocused();
    await page.keyboard.type(`${digits(checkin)}${digits(checkout)}`);
    // Tab past the calendar button to 'Buscar', then press it.
    const buscar = searchForm(page).getByRole('button', { name: 'Buscar' });
    for (let i = 0; i < 4 && !(await buscar.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(buscar).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      `/buscar?location=${target.id}&checkin=${checkin.toString()}&checkout=${checkout.toString()}`,
    );
  });

  test('the calendar shows two months on wide screens, disables the past and picks a range by keyboard', async ({
    page,
  }) => {
    await openHome(page);
    await expect(periodSegments(page)).toHaveCount(6);
    const calendarButton = searchForm(page).getByRole('button', { name: /calendário/i });
    await calendarButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('grid')).toHaveCount(isPhone() ? 1 : 2);
    // Nothing before today: the previous month cannot be shown and yesterday cannot be chosen.
    await expect(dialog.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
    const now = today();
    if (now.day > 1) {
      const yesterday = dialog
        .getByRole('grid')
        .first()
        .locator('[role="button"]:not([data-outside-month])', { hasText: new RegExp(`^${now.day - 1}$`) });
      await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    }

    // Focus starts on today: Enter picks the check-in, then arrows to three days later and Enter.
    const focused = dialog.locator('[role="button"][data-focused]');
    await expect(focused).toHaveAttribute('aria-label', /^Hoje/);
    await page.keyboard.press('Enter');
    const checkout = now.add({ days: 3 });
    const label = new RegExp(`\\b${checkout.day} de `);
    for (let i = 0; i < 6 && !label.test((await focused.getAttribute('aria-label')) ?? ''); i++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(focused).toHaveAttribute('aria-label', label);
    await saveScreen(page, test.info(), 'home-calendar');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(`/buscar?checkin=${now.toString()}&checkout=${checkout.toString()}`);
  });

  test('PWA mode hides how it works and keeps the rest', async ({ page }) => {
    await openHome(page, '/?source=pwa');
    await expect(page.getByRole('region', { name: 'Por que morar em uma Tokaas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Como funciona', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Perguntas frequentes' }).getByRole('button')).toHaveCount(
      6,
    );
    await expect(page.getByRole('heading', { name: 'Mais vida, menos burocracia.' })).toBeVisible();
    await expect(page.getByText('Tokaas selecionadas para você')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await settle(page);
    await saveScreen(page, test.info(), 'home-pwa');
  });

  test('the six home questions come from the API and open by keyboard', async ({ page, request }) => {
    const body = await (await request.get('/api/frequently-asked-questions?home=1')).json();
    const faqs: Faq[] = body.data.data;
    expect(faqs).toHaveLength(6);
    await openHome(page);
    const region = page.getByRole('region', { name: 'Perguntas frequentes' });
    const triggers = region.getByRole('button');
    await expect(triggers).toHaveText(faqs.map((f) => f.title));

    const first = triggers.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getByText(faqs[0]!.description)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(region.getByRole('link', { name: 'Veja todas as perguntas' })).toHaveAttribute(
      'href',
      '/perguntas-frequentes',
    );
  });

  test('the video loads nothing from YouTube until played, then embeds youtube-nocookie', async ({
    page,
  }) => {
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (/youtube/.test(r.url())) youtube.push(r.url());
    });
    // No internet in tests: answer for YouTube.
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vídeo</title><p>Vídeo</p>' }),
    );
    await openHome(page);
    const region = page.getByRole('region', { name: 'Conheça a Tokaas' });
    const play = region.getByRole('button', { name: 'Assistir ao vídeo: Como funciona a Tokaas' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await expect(region.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const frame = region.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    await expect(frame).toHaveAttribute('title', 'Vídeo: Como funciona a Tokaas');
    await expect(frame).toBeFocused();
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
  });

  test('the slideshow can be paused', async ({ page }) => {
    await openHome(page);
    const pause = page.getByRole('button', { name: 'Pausar a troca de fotos' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    const resume = page.getByRole('button', { name: 'Retomar a troca de fotos' });
    await expect(resume).toHaveAttribute('aria-pressed', 'true');
    await resume.click();
    await expect(page.getByRole('button', { name: 'Pausar a troca de fotos' })).toBeVisible();
  });
});

test.describe('the stay period while its code loads', () => {
  // The service worker would answer the code from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' });

  test("'Buscar' pressed right after the dates were typed searches with them", async ({ page }) => {
    const code = /\/assets\/DateRangePicker-[^/]+\.js$/;
    const { requested, release } = await holdRequests(page, code);
    await openHome(page);
    const checkin = today().add({ days: 10 });
    const checkout = checkin.add({ days: 35 });
    await periodSegments(page).first().focus();
    await page.keyboard.type(`${digits(checkin)}${digits(checkout)}`);
    await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
    // Asked for on focus, or (focus before the app ran) once the app types the kept digits again.
    await requested;
    release();
    await expect(page).toHaveURL(`/buscar?checkin=${checkin.toString()}&checkout=${checkout.toString()}`);
    await expect(page.getByText(MISSING)).toHaveCount(0);
  });
  test('keyboard: the dates typed and Tab pressed before the code arrives, Tab goes on past the period and Buscar searches with them', async ({
    page,
  }) => {
    const { requested, release } = await holdRequests(page, /\/assets\/DateRangePicker-[^/]+\.js$/);
    await openHome(page);
    const checkin = today().add({ days: 10 });
    const checkout = checkin.add({ days: 35 });
    await periodSegments(page).first().focus();
    await page.keyboard.type(`${digits(checkin)}${digits(checkout)}`);
    // As on the real field: the digits show as typed, and leave focus on the end date's year, the
    // calendar button is next.
    const shown = (d: Temporal.PlainDate) => [digits(d).slice(0, 2), digits(d).slice(2, 4), String(d.year)];
    await expect(periodSegments(page)).toHaveText([...shown(checkin), ...shown(checkout)]);
    await expect(periodSegments(page).last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(searchForm(page).getByRole('button', { name: /calendário/i })).toBeFocused();
    await page.keyboard.press('Tab');
    const buscar = searchForm(page).getByRole('button', { name: 'Buscar' });
    await expect(buscar).toBeFocused();
    await requested;
    release();
    await expect(periodSegments(page).first()).toHaveAttribute('aria-valuenow', String(checkin.day));
    await expect(buscar).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/buscar?checkin=${checkin.toString()}&checkout=${checkout.toString()}`);
    await expect(page.getByText(MISSING)).toHaveCount(0);
  });
});
