// Server rendering (issue 8): '/', '/buscar' and the unit page come drawn in the HTML — readable
// with JavaScript off — and, with it on, the app takes the page over without a hydration error
// and answers at once (the first filter, the heart's login dialog).
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Apartment } from '../../src/api/catalogue.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { holdRequests } from './support/held-requests.ts';
import { appHasTakenOver } from './support/in-app.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { test } from './support/test.ts';
import { today, typedDigits } from './support/typed-dates.ts';

failOnPageErrors();

const HOME_TITLE = 'Sua casa mobiliada em São Paulo';
const count = new Intl.NumberFormat('pt-BR');

async function firstSearchPage(request: APIRequestContext) {
  const res = await request.get('/enterprise/apartment/list?perPage=24&page=1');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { data: Apartment[]; meta: { pagination: { total: number } } };
}

async function someUnit(request: APIRequestContext): Promise<Apartment> {
  const [first] = (await firstSearchPage(request)).data;
  if (!first) throw new Error('catálogo vazio');
  const res = await request.get(`/enterprise/apartment/find/${first.id}?include=amenities,enterprise`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

const totalText = (total: number) =>
  `${count.format(total)} ${total === 1 ? 'imóvel encontrado' : 'imóveis encontrados'}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows its hero, search bar and questions', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Moradia mobiliada em São Paulo | Tokaas');
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await expect(search).toBeVisible();
    // The period field is drawn whole (its code loads only when touched): six empty segments.
    const period = search.getByRole('group', { name: 'Período da estadia' });
    await expect(period.getByRole('spinbutton')).toHaveText(['dd', 'mm', 'aaaa', 'dd', 'mm', 'aaaa']);
    await expect(period.getByRole('button', { name: /Calendário/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
  });

  test('the search shows the first page of results with the total', async ({ page, request }) => {
    const { data, meta } = await firstSearchPage(request);
    await page.goto('/buscar');
    await expect(page).toHaveTitle('Resultados da busca | Tokaas');
    await expect(page.getByText(totalText(meta.pagination.total))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(data.length);
    await expect(page.getByRole('link', { name: data[0]?.displayName, exact: true }).first()).toBeVisible();
  });

  test('the unit page shows the unit, its price and its photos', async ({ page, request }) => {
    const unit = await someUnit(request);
    await page.goto(`/apartamento/${unit.id}/${unit.enterprise.data.shortUrl}`);
    await expect(page).toHaveTitle(`${unit.displayName} | Tokaas`);
    await expect(page.getByRole('heading', { level: 1, name: unit.displayName })).toBeVisible();
    await expect(page.getByText(`${formatMoney(unit.priceHosting)} / mês`).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fotos' })).toBeVisible();
  });

  test('an unknown unit answers 404 and other pages come as the plain shell', async ({ page }) => {
    const missing = await page.goto('/apartamento/99999999');
    expect(missing?.status()).toBe(404);
    await page.goto('/sobre');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('with JavaScript', () => {
  /** Console errors of the page (hydration mismatches are reported there). */
  function consoleErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return errors;
  }
  const hydrationErrors = (errors: string[]) =>
    errors.filter((text) => /hydrat|hidrata|recoverable|recuperável|#418|#423|#425/i.test(text));

  test('the home hydrates without errors and its search answers', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await expect(search.getByRole('spinbutton')).toHaveCount(6);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText('Preencha todos os campos.')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(hydrationErrors(errors)).toEqual([]);
  });

  test('the app downloads none of the stylesheets the page came with', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(request.url());
    });
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText('Preencha todos os campos.')).toBeVisible();
    // The home screen's chunk has stylesheets of its own; the server inlined them in the page.
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
        (link) => link.href,
      ),
    );
    expect(inlined.length).toBeGreaterThan(2);
    expect(fetched.filter((url) => inlined.includes(url))).toEqual([]);
  });

  test('react-aria’s press style comes with the page: the app adds no style first in the head, which made the browser restyle and lay out the whole page again', async ({
    page,
  }) => {
    // The style elements in the head as the page came, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { servedStyles?: Element[] }).servedStyles = [...document.head.querySelectorAll('style')];
      });
    });
    await page.goto('/');
    await appHasTakenOver(page);
    // A react-aria button has been pressed, as usePress inserts its style on first use.
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText('Preencha todos os campos.')).toBeVisible();
    const styles = await page.evaluate(() => {
      const served = (window as { servedStyles?: Element[] }).servedStyles ?? [];
      const now = [...document.querySelectorAll('#react-aria-pressable-style')];
      return {
        count: now.length,
        served: now.every((style) => served.includes(style)),
        firstInHead: document.head.firstElementChild?.tagName,
        pressables: document.querySelectorAll('[data-react-aria-pressable]').length,
      };
    });
    expect(styles).toEqual({ count: 1, served: true, firstInHead: 'META', pressables: expect.any(Number) });
    expect(styles.pressables).toBeGreaterThan(0);
  });

  test('the search hydrates without errors and a filter works', async ({ page, request }) => {
    const errors = consoleErrors(page);
    const { meta } = await firstSearchPage(request);
    await page.goto('/buscar');
    await expect(page.getByText(totalText(meta.pagination.total))).toBeVisible();
    // The heart of a visitor opens the login dialog (a press before hydration is replayed).
    await page
      .getByRole('button', { name: /^Favoritar / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0);
    await page.getByRole('button', { name: /Ordenar/ }).click();
    await page.getByRole('menuitemradio', { name: 'Menor Preço' }).click();
    await expect(page).toHaveURL(/order=price_asc/);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  test('after the server-rendered first page, scrolling asks the API for the second', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/enterprise/apartment/list?'))
        asked.push(new URL(r.url()).searchParams.get('page') ?? '');
    });
    await page.goto('/buscar');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect
      .poll(async () => {
        await cards.last().scrollIntoViewIfNeeded();
        return cards.count();
      })
      .toBeGreaterThan(24);
    // The first page came with the HTML: the browser asked only for the next.
    expect(asked[0]).toBe('2');
    expect(asked).not.toContain('1');
  });

  test('the unit page hydrates without errors and its heart asks a visitor to sign in', async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const unit = await someUnit(request);
    await page.goto(`/apartamento/${unit.id}`);
    await expect(page.getByRole('heading', { level: 1, name: unit.displayName })).toBeVisible();
    await page.getByRole('button', { name: `Favoritar ${unit.displayName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    expect(hydrationErrors(errors)).toEqual([]);
  });

  /**
   * Opens `path` as the server rendered it, with the app's entry script held until the returned
   * function is called: the page is the server's until then.
   */
  async function openWithTheAppHeld(page: Page, path: string): Promise<() => void> {
    const entry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return entry.release;
  }

  test('a press before the app has taken the page over is pressed once it has', async ({ page, request }) => {
    const unit = await someUnit(request);
    const release = await openWithTheAppHeld(page, `/apartamento/${unit.id}`);
    await page.getByRole('button', { name: `Favoritar ${unit.displayName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  /** Puts the mouse's button down on `target` and leaves it there. */
  async function pressDown(page: Page, target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error('sem caixa');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
  }

  // A finger put down while the page is still the server's and lifted once the app has it: the app
  // never saw the press begin, and react-aria takes a click without its pointerdown for nothing.
  // The top bar's button is pressed: it stays under the pointer while the app takes over, where the
  // unit page's content moves on a wide screen (its wide layout is drawn after hydration).
  test('a press begun before the app took the page over and ended after is pressed', async ({
    page,
    request,
  }) => {
    const unit = await someUnit(request);
    const release = await openWithTheAppHeld(page, `/apartamento/${unit.id}`);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Entrar' });
    await pressDown(page, signIn);
    release();
    await appHasTakenOver(page);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('a plain button pressed across the takeover is pressed once, not twice', async ({ page }) => {
    const release = await openWithTheAppHeld(page, '/buscar');
    const card = page.getByRole('list', { name: 'Imóveis encontrados' }).getByRole('listitem').first();
    await card.hover();
    const next = card.getByRole('button', { name: 'Próxima foto' });
    await pressDown(page, next);
    release();
    await appHasTakenOver(page);
    await page.mouse.up();
    await expect(card.getByText(/^Foto 2 de \d+$/)).toBeAttached();
    await expect(card.getByText(/^Foto 3 de \d+$/)).toHaveCount(0);
  });

  test('a card’s photo clicked before the app runs opens the unit once it has', async ({ page, request }) => {
    const [first] = (await firstSearchPage(request)).data;
    if (!first) throw new Error('catálogo vazio');
    const release = await openWithTheAppHeld(page, '/buscar');
    const card = page.getByRole('list', { name: 'Imóveis encontrados' }).getByRole('listitem').first();
    await card.getByRole('img').first().click();
    await expect(page).toHaveURL('/buscar');
    release();
    await expect(page).toHaveURL(`/apartamento/${first.id}/${first.enterprise.data.shortUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: first.displayName })).toBeVisible();
  });

  test('a menu opened by a key before the app runs puts focus on its items, as on the live page', async ({
    page,
  }) => {
    const release = await openWithTheAppHeld(page, '/buscar');
    await page.getByRole('button', { name: /Ordenar por: Relevantes/ }).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('menuitemradio', { name: 'Relevantes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/buscar?order=price_asc');
  });

  test('a plain button pressed by a key before the app runs is pressed once it has', async ({
    page,
    request,
  }) => {
    const unit = await someUnit(request);
    const release = await openWithTheAppHeld(page, `/apartamento/${unit.id}`);
    await page.getByRole('button', { name: `Favoritar ${unit.displayName}` }).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('the location list of the home, pressed before the app runs, opens when its code arrives', async ({
    page,
  }) => {
    const release = await openWithTheAppHeld(page, '/');
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await search.getByRole('button', { name: /Localização/ }).click();
    release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Todas as localizações' })).toBeVisible();
  });

  test('a search sent before the app runs is sent by the app, not by the browser', async ({ page }) => {
    const release = await openWithTheAppHeld(page, '/');
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    await search.getByRole('button', { name: 'Buscar' }).click();
    release();
    // The app's own check answers (the browser would have left the page with the form's fields).
    await expect(search.getByText('Preencha todos os campos.')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('dates typed before the app runs are kept, and a search pressed after them is sent with them', async ({
    page,
  }) => {
    const release = await openWithTheAppHeld(page, '/');
    const search = page.getByRole('search', { name: 'Buscar uma Tokaas' });
    const segments = search.getByRole('spinbutton');
    const checkin = today().add({ days: 10 });
    const checkout = checkin.add({ days: 35 });
    await segments.first().focus();
    await page.keyboard.type(`${typedDigits(checkin)}${typedDigits(checkout)}`);
    // The page is not the app's yet: what is typed is kept, not written into the drawn field.
    await expect(segments.first()).toHaveText('dd');
    await search.getByRole('button', { name: 'Buscar' }).click();
    release();
    await expect(page).toHaveURL(`/buscar?checkin=${checkin.toString()}&checkout=${checkout.toString()}`);
  });

  /** Where `target` starts from the top of the document, wherever the page is scrolled. */
  const documentTop = (target: Locator) =>
    target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

  // The server cannot know the screen's width: it draws each width's layout and CSS shows the one
  // that fits, so the page a visitor starts reading (or pressing) does not move when the app runs.
  // 390: phone (carousel, bottom bar); 800: tablet (photo grid, bottom bar); 1280: grid and panel.
  for (const width of [390, 800, 1280]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the unit page is drawn for the width and does not move when the app takes it over', async ({
        page,
        request,
      }) => {
        const unit = await someUnit(request);
        const release = await openWithTheAppHeld(page, `/apartamento/${unit.id}`);
        const photos = page.getByRole('region', { name: 'Fotos' });
        const grid = photos.getByRole('button', { name: /^Ampliar foto 1 de/ });
        const carousel = photos.getByRole('group', { name: `Fotos de ${unit.displayName}` });
        const panel = page.getByRole('heading', { level: 2, name: 'Plano de Assinatura Tokaas' });
        const bar = page.getByRole('region', { name: 'Plano de Assinatura Tokaas' });
        const drawnForTheWidth = async () => {
          await expect(grid).toBeVisible({ visible: width >= 768 });
          await expect(carousel).toBeVisible({ visible: width < 768 });
          await expect(panel).toBeVisible({ visible: width >= 960 });
          await expect(bar).toBeVisible({ visible: width < 960 });
        };
        await drawnForTheWidth();

        const nearby = page.getByRole('heading', { level: 2, name: 'O que há por perto' });
        await nearby.scrollIntoViewIfNeeded();
        const before = { nearby: await documentTop(nearby), height: await documentHeight(page) };
        release();
        await appHasTakenOver(page);
        // The app answers a press once it has the page, and has drawn its own layout by then.
        await photos.getByRole('button', { name: 'Mostrar todas as fotos' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await drawnForTheWidth();
        expect({ nearby: await documentTop(nearby), height: await documentHeight(page) }).toEqual(before);
      });
    });
  }

  for (const width of [390, 1280]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the search draws the map beside the list or the Mapa button, for the width, before the app runs', async ({
        page,
      }) => {
        const release = await openWithTheAppHeld(page, '/buscar');
        const mapButton = page.getByRole('button', { name: 'Mapa' });
        const firstCard = page
          .getByRole('list', { name: 'Imóveis encontrados' })
          .getByRole('listitem')
          .first();
        await expect(firstCard).toBeVisible();
        await expect(mapButton).toBeVisible({ visible: width < 1024 });
        const cardBox = await firstCard.boundingBox();

        release();
        await appHasTakenOver(page);
        await expect(page.getByRole('region', { name: 'Mapa dos empreendimentos' })).toBeVisible({
          visible: width >= 1024,
        });
        await expect(mapButton).toBeVisible({ visible: width < 1024 });
        expect(await firstCard.boundingBox()).toEqual(cardBox);
      });
    });
  }

  test('an unknown unit goes to the not-found page, as without the server render', async ({ page }) => {
    await page.goto('/apartamento/99999999');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
