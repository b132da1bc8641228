// Static and support pages (issue 4, spec 2): About /sobre (mission, pillars, twelve benefits),
// Contact /contato (required fields, 'Enviar', the thank-you snack, server messages per field, an
// error toast on failure), FAQ /perguntas-frequentes (every question, videos on demand,
// 'Envie um ticket' signed out and in) and the 404 page with its way back to the start.
import { expect, type Page } from '@playwright/test';
import type { Faq } from '../../src/api/catalogue.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { saveScreen } from './support/screens.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const THANKS = 'Agradecemos o contato, responderemos o mais breve possível';
const RED = 'rgb(185, 28, 28)'; // --color-danger

let seq = 0;
const uniqueEmail = () => `contato.${Date.now()}.${++seq}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificações' });

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

test.describe('about', () => {
  test('presents the mission, the pillars and the twelve benefits; axe; screenshots', async ({ page }) => {
    await page.goto('/sobre');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre a Tokaas' })).toBeVisible();
    await expect(page).toHaveTitle('Sobre nós | Tokaas');
    await expect(page.getByRole('heading', { level: 2, name: 'Nossa missão' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nossos pilares' }).getByRole('listitem')).toHaveCount(4);

    const benefits = page.getByRole('region', { name: '12 benefícios de morar em uma Tokaas' });
    await expect(benefits.getByRole('listitem')).toHaveCount(12);
    for (const title of [
      'Custo baixo',
      'Para os pais',
      'Para os moradores',
      'Locação a partir de 1 mês',
      'Unidades prontas para morar',
      'Mude-se em até 24h',
      'Colaborativo',
      'Sem fiador',
      'Extras pagos pelo uso',
      'Containers sustentáveis',
      'Comunidade',
      'Tudo incluso',
    ]) {
      await expect(benefits.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Ver unidades' })).toHaveAttribute('href', '/buscar');
    await expectNoA11yViolations(page);
    await settle(page);
    await saveScreen(page, test.info(), 'about');
  });
});

test.describe('contact', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Formulário de contato' });

  test('every field is required, with the server schema messages, and focus goes to the first', async ({
    page,
  }) => {
    await page.goto('/contato');
    await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible();
    await expect(page).toHaveTitle('Contato | Tokaas');
    const name = page.getByRole('textbox', { name: 'Nome' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const message = page.getByRole('textbox', { name: 'Mensagem' });
    await expect(email).toHaveAttribute('type', 'email');

    await form(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(name).toHaveAccessibleDescription('O campo nome é obrigatório.');
    await expect(email).toHaveAccessibleDescription('O campo Email não é válido.');
    await expect(message).toHaveAccessibleDescription('O campo mensagem é obrigatório.');
    for (const field of [name, email, message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveCSS('border-top-color', RED);
    }
    await expect(name).toBeFocused();
    await expectNoA11yViolations(page);
    await saveScreen(page, test.info(), 'contact-errors');

    // Typing clears a field's message; a bad e-mail is still refused.
    await name.fill('Joana Pereira');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('joana@');
    await message.fill('Gostaria de saber mais.');
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(email).toHaveAccessibleDescription('O campo Email não é válido.');
    await expect(email).toBeFocused();
    await expect(name).toHaveValue('Joana Pereira');
  });

  test("sending shows 'Agradecemos o contato…' and clears the form; axe; screenshots", async ({ page }) => {
    await page.goto('/contato');
    await saveScreen(page, test.info(), 'contact');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Joana Pereira');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail());
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Vocês têm unidades com varanda em Pinheiros?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/contact/create'));
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toasts(page).getByText(THANKS)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    await expectNoA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, test.info(), 'contact-sent');
  });

  test("the server's 422 messages show per field and the text is kept", async ({ page }) => {
    await page.route('**/contact/create', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'O campo Email não é válido.',
          errors: { email: ['O campo Email não é válido.'] },
        }),
      }),
    );
    await page.goto('/contato');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Joana Pereira');
    await page.getByRole('textbox', { name: 'Email' }).fill('joana@dominio-que-nao-existe.com');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Olá!');
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('O campo Email não é válido.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('joana@dominio-que-nao-existe.com');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Olá!');
    await expect(form(page).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  test('a failure shows an error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/contact/create', (route) => route.abort('internetdisconnected'));
    await page.goto('/contato');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Joana Pereira');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail());
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Mensagem que não pode se perder.');
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(
      toasts(page).getByText(
        'Não foi possível enviar sua mensagem. Verifique sua conexão e tente novamente.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Joana Pereira');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Mensagem que não pode se perder.',
    );
    await expect(toasts(page).getByText(THANKS)).toHaveCount(0);

    // Back online, the same text goes through.
    await page.unroute('**/contact/create');
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(toasts(page).getByText(THANKS)).toBeVisible();
  });
});

test.describe('faq', () => {
  test('lists every question from the API with answers and videos on demand; axe; screenshots', async ({
    page,
    request,
  }) => {
    const faqs: Faq[] = (await (await request.get('/api/frequently-asked-questions')).json()).data.data;
    expect(faqs.length).toBeGreaterThan(6);
    const withVideo = faqs.find((f) => f.youtube_url) as Faq;
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vídeo</title>' }),
    );

    await page.goto('/perguntas-frequentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page).toHaveTitle('Perguntas frequentes | Tokaas');
    const list = page.getByRole('region', { name: 'Perguntas e respostas' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(faqs.map((f) => f.title));
    await expectNoA11yViolations(page);
    await saveScreen(page, test.info(), 'faq');

    const trigger = list.getByRole('button', { name: withVideo.title, exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByText(withVideo.description)).toBeVisible();
    const play = list.getByRole('button', { name: `Assistir ao vídeo: ${withVideo.title}` });
    await expect(play).toBeVisible();
    await expect(list.locator('iframe')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, test.info(), 'faq-open');
    await play.click();
    await expect(list.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expectNoA11yViolations(page, { exclude: ['iframe'] });
  });

  test("'Envie um ticket' signed out says 'Faça login para continuar' and opens the login", async ({
    page,
  }) => {
    await page.goto('/perguntas-frequentes');
    await page.getByRole('button', { name: 'Envie um ticket' }).click();
    await expect(toasts(page).getByText('Faça login para continuar')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/perguntas-frequentes$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeHidden();
  });

  test("'Envie um ticket' signed in opens /tickets/novo", async ({ page, request }) => {
    const resident = await registerResident(request);
    await signInWithToken(page, resident.token, resident.user);
    await page.goto('/perguntas-frequentes');
    await expect(page.getByRole('button', { name: 'Envie um ticket' })).toBeEnabled();
    await page.getByRole('button', { name: 'Envie um ticket' }).click();
    await expect(page).toHaveURL(/\/tickets\/novo$/);
    await expect(toasts(page).getByText('Faça login para continuar')).toHaveCount(0);
  });

  test('signing in from the ticket prompt continues to /tickets/novo', async ({ page, request }) => {
    const resident = await registerResident(request);
    await page.goto('/perguntas-frequentes');
    await page.getByRole('button', { name: 'Envie um ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByLabel('Email', { exact: true }).fill(resident.email);
    await dialog.getByLabel('Senha', { exact: true }).fill(resident.password);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/tickets\/novo$/);
  });
});

test.describe('not found', () => {
  for (const path of ['/pagina-que-nao-existe', '/404']) {
    test(`${path} says the page cannot be found and leads back to the start`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page).toHaveTitle('Página não encontrada | Tokaas');
      await expect(page.getByText('Não conseguimos encontrar a página que você procura.')).toBeVisible();
      if (path === '/404') {
        await expectNoA11yViolations(page);
        await saveScreen(page, test.info(), 'not-found');
      }
      await page.getByRole('link', { name: 'Voltar ao início' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sua casa mobiliada em São Paulo' }),
      ).toBeVisible();
    });
  }
});
