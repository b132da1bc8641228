// Auth UI (issue 4, item 4): the login dialog and its three views, /login, /registro and
// /redefinir-senha, against the real server. Strings are the spec's, verbatim.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { escapeRegExp, field } from './support/forms.ts';
import { holdRequests } from './support/held-requests.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { fillRegisterForm } from './support/register-form.ts';
import { savePageScreen, saveViewportScreen } from './support/screens.ts';
import { mailedCode, registerResident, validCpf } from './support/session.ts';
import { test } from './support/test.ts';

const DEMO = { email: 'morador@tokaas.com.br', password: 'Tokaas@2026' };
const RED = 'rgb(185, 28, 28)'; // --color-danger
const CEP_SERVICE = 'https://viacep.com.br/ws/**';

let seq = 0;
const unique = () => `${Date.now()}${++seq}${Math.floor(Math.random() * 1000)}`;

async function openLoginDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectRedField(input: Locator, message?: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveCSS('border-top-color', RED);
  // Tied to the field (aria-describedby), after any help text the field has.
  if (message) await expect(input).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}

/** With no internet the postcode service never answers: simulate it the same way every run. */
async function cepServiceOffline(context: BrowserContext) {
  await context.route(CEP_SERVICE, (route) => route.abort('internetdisconnected'));
}

// No screen of this spec may throw.
failOnPageErrors();

test.describe('login dialog', () => {
  test('wrong password: the message under the password and both fields red; axe and screenshot', async ({
    page,
    request,
  }) => {
    const resident = await registerResident(request);
    const dialog = await openLoginDialog(page);
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-login-dialog');

    await field(dialog, 'Email').fill(resident.email);
    await field(dialog, 'Senha').fill('senha-errada-1');
    await dialog.getByRole('button', { name: 'Entrar' }).click();

    await expect(dialog.getByText('Email ou senha inválidos.')).toBeVisible();
    await expectRedField(field(dialog, 'Senha'), 'Email ou senha inválidos.');
    await expectRedField(field(dialog, 'Email'));
    await expect(dialog.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeAttached();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-login-error');
  });

  test("too many attempts shows the server's message", async ({ page, request }) => {
    const email = `tentativas.${unique()}@exemplo.com.br`;
    for (let i = 0; i < 10; i++) {
      expect((await request.post('/auth/login', { data: { email, password: 'x' } })).status()).toBe(422);
    }
    const dialog = await openLoginDialog(page);
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Senha').fill('mais-uma-1');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
  });

  test("a press on 'Área do morador' before its menu's code has arrived opens the menu when it does", async ({
    page,
  }) => {
    // The menu's code is held back until the button has been pressed.
    const menuCode = await holdRequests(page, /\/assets\/Menu-[\w-]+\.js$/);
    const dialog = await openLoginDialog(page);
    await field(dialog, 'Email').fill(DEMO.email);
    await field(dialog, 'Senha').fill(DEMO.password);
    await field(dialog, 'Senha').press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Área do morador' }).click();
    menuCode.release();
    await expect(page.getByRole('menuitem', { name: 'Minha conta' })).toBeVisible();
  });

  test('the demo resident signs in: toast, signed-in menu, and it survives a reload', async ({ page }) => {
    const dialog = await openLoginDialog(page);
    await field(dialog, 'Email').fill(DEMO.email);
    await field(dialog, 'Senha').fill(DEMO.password);
    await field(dialog, 'Senha').press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    const menu = page.getByRole('banner').getByRole('button', { name: 'Área do morador' });
    await menu.click();
    for (const item of ['Minha conta', 'Cartões', 'Minhas tokaas', 'Sair']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
    // Guests only: signed in, /login and /registro go to /.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/registro');
    await expect(page).toHaveURL(/\/$/);
  });

  test('views switch by links (mouse and keyboard) and Escape closes', async ({ page }) => {
    test.slow(); // axe runs on three views
    const dialog = await openLoginDialog(page);
    await expect(field(dialog, 'Email')).toBeFocused();

    await dialog.getByRole('link', { name: 'Esqueci minha senha' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(forgot).toBeVisible();
    await expect(field(forgot, 'Email')).toBeFocused();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-forgot-dialog');

    // Keyboard only: Tab to the link and press Enter.
    const back = forgot.getByRole('link', { name: 'Voltar para o login' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();

    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    const register = page.getByRole('dialog', { name: 'Criar conta' });
    await expect(register).toBeVisible();
    await expect(field(register, 'Nome')).toBeVisible();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-register-dialog');

    await register.getByRole('link', { name: 'Fazer login' }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeFocused();
  });
});

test.describe('forgot password', () => {
  test("blank e-mail: 'Email inválido' and no request; an e-mail gets the server's neutral answer", async ({
    page,
    request,
  }) => {
    const resident = await registerResident(request);
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/auth/forgot-password') sent.push(req.method());
    });
    await openLoginDialog(page);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });

    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await expect(dialog.getByText('Email inválido')).toBeVisible();
    await expectRedField(field(dialog, 'Email'), 'Email inválido');
    await field(dialog, 'Email').fill('   ');
    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await expect(dialog.getByText('Email inválido')).toBeVisible();
    expect(sent).toEqual([]);
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-forgot-blank');

    await field(dialog, 'Email').fill(resident.email);
    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Se o email estiver cadastrado, você receberá as instruções para redefinir a senha.',
    );
    expect(sent).toEqual(['POST']);
    await saveViewportScreen(page, test.info(), 'auth-forgot-sent');
    await expect(field(dialog, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('/redefinir-senha', () => {
  test("an invalid link shows the server's message and a way to ask for a new one", async ({ page }) => {
    await page.goto(`/redefinir-senha?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expect(page).toHaveTitle('Redefinir senha | Tokaas');
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'auth-reset-page');

    await field(page, 'Nova senha').fill('NovaSenha!2027');
    await field(page, 'Confirme a nova senha').fill('NovaSenha!2027');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('alert')).toHaveText('Este link de redefinição é inválido ou expirou.');
    // react-aria announced the pending button through a transient role="img" labelled by that button,
    // which this view has replaced; the announcer is invisible and clears itself after 7 s.
    await expectNoA11yViolations(page, { exclude: ['[data-live-announcer]'] });
    await savePageScreen(page, test.info(), 'auth-reset-invalid');

    await page.getByRole('button', { name: 'Pedir um novo link' }).click();
    await expect(page.getByRole('dialog', { name: 'Recuperar senha' })).toBeVisible();
  });

  test('a link without a token says so at once', async ({ page }) => {
    await page.goto('/redefinir-senha');
    await expect(page.getByRole('alert')).toHaveText('Este link de redefinição é inválido ou expirou.');
  });
});

test.describe('/login page', () => {
  test('signs in and goes to the same-origin next path; axe and screenshot', async ({ page, request }) => {
    const resident = await registerResident(request);
    await page.goto('/login?next=%2Fsobre%3Fa%3D1');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveTitle('Entrar | Tokaas');
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'auth-login-page');
    const main = page.getByRole('main');
    await field(main, 'Email').fill(resident.email);
    await field(main, 'Senha').fill(resident.password);
    await main.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/sobre\?a=1$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
  });

  test('a next pointing at another site goes to / instead', async ({ page, request }) => {
    const resident = await registerResident(request);
    await page.goto('/login?next=%2F%2Fexemplo.com%2Froubo');
    const main = page.getByRole('main');
    await field(main, 'Email').fill(resident.email);
    await field(main, 'Senha').fill(resident.password);
    await main.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('forgot password in the page, and the link to /registro', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
    await main.getByRole('link', { name: 'Voltar para o login' }).click();
    await main.getByRole('link', { name: 'Cadastre-se' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  });
});

test.describe('registration', () => {
  test('the required fields are marked and the masks format what is typed', async ({ page, context }) => {
    await cepServiceOffline(context);
    await page.goto('/registro');
    const main = page.getByRole('main');
    for (const label of [
      'Nome',
      'Sobrenome',
      'Data de Nascimento',
      'Nacionalidade',
      'CPF',
      'RG',
      'Profissão',
      'CEP',
      'Endereço',
      'Complemento',
      'Email',
      'Celular',
      'Senha',
      'Confirme a senha',
    ]) {
      await expect(field(main, label), label).toHaveAttribute('aria-required', 'true');
    }
    await expect(main.getByRole('combobox', { name: 'Cidade' })).toHaveAttribute('aria-required', 'true');
    for (const label of ['Número', 'Bairro']) {
      await expect(field(main, label), label).not.toHaveAttribute('aria-required', 'true');
    }
    const typed: [string, string, string][] = [
      ['Data de Nascimento', '14031990', '14/03/1990'],
      ['CPF', '52998224725', '529.982.247-25'],
      ['RG', '234567890', '23.456.789-0'],
      ['CEP', '01310100', '01310-100'],
      ['Celular', '11987654321', '(11) 98765-4321'],
    ];
    for (const [label, keys, shown] of typed) {
      await field(main, label).pressSequentially(keys);
      await expect(field(main, label)).toHaveValue(shown);
    }
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'auth-register-page');

    // Sent as typed: the server's messages land under the fields still blank.
    await main.getByRole('button', { name: 'Cadastrar' }).click();
    await expectRedField(field(main, 'Nome'), 'O campo nome e sobrenome não é válido.');
    await expect(field(main, 'CPF')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    await savePageScreen(page, test.info(), 'auth-register-page-errors');
  });

  test('server 422 messages per field, red outlines, button active again; then a successful sign-up', async ({
    page,
    context,
  }) => {
    test.slow(); // two rounds of errors, a sign-up and axe over the dialog on a busy machine
    await cepServiceOffline(context);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('link', { name: 'Cadastre-se' }).click();
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    const submit = form.getByRole('button', { name: 'Cadastrar' });

    await submit.click();
    const expected: [string, string][] = [
      ['Nome', 'O campo nome e sobrenome não é válido.'],
      ['Data de Nascimento', 'O campo data de nascimento é obrigatório.'],
      ['Nacionalidade', 'O campo nacionalidade não é válido.'],
      ['CPF', 'O campo CPF não é válido.'],
      ['RG', 'O campo RG não é válido.'],
      ['Profissão', 'O campo profissão é obrigatório.'],
      ['CEP', 'O campo CEP é obrigatório.'],
      ['Endereço', 'O campo endereço é obrigatório.'],
      ['Email', 'O campo Email não é válido.'],
      ['Celular', 'O campo celular não é válido.'],
      ['Senha', 'O campo senha não é válido.'],
    ];
    for (const [label, message] of expected) await expectRedField(field(form, label), message);
    await expectRedField(field(form, 'Sobrenome'));
    await expect(form.getByText('O campo cidade é obrigatório.')).toBeVisible();
    await expect(form.getByText('O campo estado é obrigatório.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeEnabled();
    await expect(field(form, 'Nome')).toBeFocused();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-register-errors');

    // Editing a field clears its red outline; a wrong CPF and a different confirmation are refused.
    const id = unique();
    await field(form, 'Nome').fill('Marina');
    await expect(field(form, 'Nome')).not.toHaveAttribute('aria-invalid', 'true');
    await fillRegisterForm(form, page, {
      Nome: null,
      CPF: '111.111.111-11',
      Email: `marina.${id}@exemplo.com.br`,
      'Confirme a senha': 'Outra!2026',
    });
    await submit.click();
    await expectRedField(field(form, 'CPF'), 'O campo CPF não é válido.');
    await expectRedField(field(form, 'Confirme a senha'), 'O campo confirme a senha não é válido.');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expect(submit).toBeEnabled();

    await field(form, 'CPF').fill(validCpf(Number(id.slice(-9))));
    await field(form, 'Confirme a senha').fill('Segura!2026');
    await submit.click();

    // The account is made only with the code mailed to the e-mail (the answer is the same whether or
    // not the e-mail has an account). A wrong code is refused on its field; a new one can be sent.
    const email = `marina.${id}@exemplo.com.br`;
    await expect(
      form.getByText(
        `Enviamos um código de confirmação para ${email}. Digite-o abaixo para concluir o cadastro.`,
      ),
    ).toBeVisible();
    const code = form.getByLabel('Código recebido por e-mail');
    await expect(code).toBeFocused();
    const finish = form.getByRole('button', { name: 'Concluir cadastro' });
    await expect(finish).toBeDisabled();
    const sent = await mailedCode(page.request, email);
    await code.fill(sent === '000000' ? '111111' : '000000');
    await finish.click();
    await expect(code).toHaveAccessibleDescription('Código inválido ou expirado.');
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, test.info(), 'auth-register-code');
    await form.getByRole('button', { name: 'Reenviar código' }).click();
    await expect.poll(() => mailedCode(page.request, email)).not.toBe(sent);
    await code.fill(await mailedCode(page.request, email));
    await finish.click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
    // The postcode service could not be reached: only logged, nothing on screen broke.
    expect(warnings.some((w) => w.includes('Consulta de CEP falhou'))).toBe(true);
  });

  test('a complete CEP fills state, city, street and neighbourhood from the postcode service', async ({
    page,
    context,
  }) => {
    test.slow(); // a whole sign-up after the autofill
    const asked: string[] = [];
    await context.route(CEP_SERVICE, async (route) => {
      asked.push(route.request().url());
      expect(route.request().headers().authorization).toBeUndefined();
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        json: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          complemento: 'de 612 a 1510 - lado par',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        },
      });
    });
    await page.goto('/registro');
    const main = page.getByRole('main');
    await field(main, 'Complemento').fill('Apto 42');
    await field(main, 'CEP').pressSequentially('0131010');
    expect(asked).toEqual([]);
    await field(main, 'CEP').press('0');
    await expect(field(main, 'Endereço')).toHaveValue('Avenida Paulista');
    await expect(field(main, 'Bairro')).toHaveValue('Bela Vista');
    await expect(main.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
    await expect(main.getByRole('button', { name: /Estado/ })).toContainText('São Paulo');
    // What the person typed in Complemento stays.
    await expect(field(main, 'Complemento')).toHaveValue('Apto 42');
    expect(asked).toEqual(['https://viacep.com.br/ws/01310100/json/']);

    // The filled city is a chosen city: the sign-up goes through with it.
    const id = unique();
    // The CEP filled the address; Complemento was typed above.
    await fillRegisterForm(main, page, {
      CPF: validCpf(Number(id.slice(-9))),
      Email: `paulo.${id}@exemplo.com.br`,
      CEP: null,
      place: null,
      Endereço: null,
      Número: '900',
      Complemento: null,
      Bairro: null,
    });
    await main.getByRole('button', { name: 'Cadastrar' }).click();
    const code = main.getByLabel('Código recebido por e-mail');
    await expect(code).toBeVisible();
    await code.fill(await mailedCode(page.request, `paulo.${id}@exemplo.com.br`));
    await main.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeVisible();
  });

  test('an e-mail that has an account gets the same answer (its owner is told by mail); back to the form keeps what was typed', async ({
    page,
    request,
    context,
  }) => {
    test.slow(); // a whole form typed
    await cepServiceOffline(context);
    const owner = await registerResident(request);
    await page.goto('/registro');
    const main = page.getByRole('main');
    const id = unique();
    await fillRegisterForm(main, page, {
      Nome: 'Rita',
      CPF: validCpf(Number(id.slice(-9))),
      Email: owner.email,
    });
    await main.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(
      main.getByText(
        `Enviamos um código de confirmação para ${owner.email}. Digite-o abaixo para concluir o cadastro.`,
      ),
    ).toBeVisible();
    // The owner's mailbox got a notice, not a code.
    const mailbox = await (
      await request.get(`/api/dev/mailbox?to=${encodeURIComponent(owner.email)}`)
    ).json();
    expect(mailbox.data[0].subject).toBe('Sua conta Tokaas');
    await main.getByLabel('Código recebido por e-mail').fill('123456');
    await main.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(main.getByLabel('Código recebido por e-mail')).toHaveAccessibleDescription(
      'Código inválido ou expirado.',
    );

    await main.getByRole('button', { name: 'Corrigir dados' }).click();
    await expect(field(main, 'Email')).toHaveValue(owner.email);
    await expect(field(main, 'Nome')).toHaveValue('Rita');
    await expect(main.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  });

  test('without a state, Cidade searches the server by name and choosing one sets the state', async ({
    page,
    context,
  }) => {
    await cepServiceOffline(context);
    const searches: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/city/city-by-name/')) searches.push(decodeURIComponent(path.slice(19)));
    });
    await page.goto('/registro');
    const main = page.getByRole('main');
    const city = main.getByRole('combobox', { name: 'Cidade' });
    await city.pressSequentially('Campin', { delay: 30 });
    await page.getByRole('option', { name: 'Campinas', exact: true }).click();
    await expect(city).toHaveValue('Campinas');
    await expect(main.getByRole('button', { name: /Estado/ })).toContainText('São Paulo');
    // Debounced (500 ms): not one search per letter typed (5 from the second letter on).
    expect(searches.at(-1)).toBe('Campin');
    expect(searches.length).toBeLessThan(5);
  });
});
