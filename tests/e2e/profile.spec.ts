// /perfil 'Configurações de Conta' (issue 6, item 1) in real Chromium against the real server:
// the form from the session, locked documents, saving, the server's 422 messages per field, the
// city search (debounced, free text cleared on blur), the e-mail and celular confirmations, and
// opening offline. The verification success path needs the code from the server's mail and SMS
// outbox, which a browser test cannot read: it is covered by tests/api/user.test.ts.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { chooseOption, field } from './support/forms.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { rewriteJsonAnswer } from './support/rewrite-answer.ts';
import { savePageScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const CEP_SERVICE = 'https://viacep.com.br/ws/**';

failOnPageErrors();
test.beforeEach(async ({ context }) => {
  // With no internet the postcode service never answers: the same every run.
  await context.route(CEP_SERVICE, (route) => route.abort('internetdisconnected'));
});

async function openProfile(page: Page) {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações de Conta' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Dados da conta' });
  await expect(field(form, 'Nome completo')).toHaveValue('Joana Pereira');
  return { resident, form };
}

async function serverUser(page: Page, token: string) {
  const res = await page.request.get('/user/session', { headers: auth(token) });
  return (await res.json()).data as Record<string, unknown>;
}

test('the form comes filled from the session; CPF, RG and e-mail are locked; saving updates the account', async ({
  page,
}) => {
  const { resident, form } = await openProfile(page);
  await expect(page.getByRole('complementary', { name: 'O que você pode alterar' })).toBeVisible();

  await expect(field(form, 'E-mail')).toBeDisabled();
  await expect(field(form, 'E-mail')).toHaveValue(resident.email);
  await expect(field(form, 'CPF')).toBeDisabled();
  await expect(field(form, 'RG')).toBeDisabled();
  await expect(field(form, 'RG')).toHaveValue('23.456.789-0');
  await expect(field(form, 'Data de nascimento')).toHaveValue('20/05/1992');
  await expect(field(form, 'Celular')).toHaveValue('(11) 9 8888-7777');
  await expect(field(form, 'CEP')).toHaveValue('01310-100');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(form.getByRole('button', { name: /Estado/ })).toContainText('São Paulo');

  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'profile');

  // Masks as the person types: the phone (optional) and the celular.
  await field(form, 'Telefone').pressSequentially('1133334444');
  await expect(field(form, 'Telefone')).toHaveValue('(11) 3333-4444');
  await field(form, 'Celular').fill('');
  await field(form, 'Celular').pressSequentially('11977776666');
  await expect(field(form, 'Celular')).toHaveValue('(11) 9 7777-6666');
  await field(form, 'Bairro').fill('Jardim Paulista');
  await field(form, 'Número').fill('1500');
  await field(form, 'Complemento').fill('Apto 42');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();

  await expect(page.getByText('Informações atualizadas com sucesso!')).toBeVisible();
  const saved = await serverUser(page, resident.token);
  expect(saved).toMatchObject({
    neighborhood: 'Jardim Paulista',
    number: '1500',
    complement: 'Apto 42',
    phone: '1133334444',
    celphone: '11977776666',
    document_cpf: resident.user.document_cpf,
    email: resident.email,
  });
});

test("the server's 422 messages appear under each field and focus goes to the first", async ({ page }) => {
  const { resident, form } = await openProfile(page);
  await field(form, 'Endereço').fill('');
  await field(form, 'Celular').fill('');
  await field(form, 'Celular').pressSequentially('11123456789');
  await field(form, 'Data de nascimento').fill('');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();

  const birth = field(form, 'Data de nascimento');
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(birth).toHaveAccessibleDescription('O campo data de nascimento é obrigatório.');
  await expect(field(form, 'Celular')).toHaveAccessibleDescription('O campo celular não é válido.');
  await expect(field(form, 'Endereço')).toHaveAccessibleDescription('O campo endereço é obrigatório.');
  await expect(birth).toBeFocused();
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'profile-422');

  // Fixing a field clears its message; nothing was saved.
  await field(form, 'Endereço').fill('Rua Augusta');
  await expect(field(form, 'Endereço')).not.toHaveAttribute('aria-invalid', 'true');
  expect((await serverUser(page, resident.token)).address).toBe('Avenida Paulista');
});

test('Cidade searches by name (debounced), free text is cleared on blur, and a chosen city saves', async ({
  page,
}) => {
  const { resident, form } = await openProfile(page);
  const searches: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/city/city-by-name/')) searches.push(decodeURIComponent(path.slice(19)));
  });
  const city = form.getByRole('combobox', { name: 'Cidade' });

  // Text without choosing an option is cleared when the field loses focus.
  await city.fill('Cidade que não existe');
  await field(form, 'Bairro').click();
  await expect(city).toHaveValue('');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(city).toHaveAccessibleDescription('O campo cidade é obrigatório.');

  searches.length = 0;
  await city.pressSequentially('Campin', { delay: 40 });
  await chooseOption(page, city, 'Campinas');
  // Debounced 500 ms: one search for what was typed, not one per letter.
  expect(searches).toEqual(['Campin']);

  // A state that does not hold the city clears it; choosing the city sets its state back.
  await form.getByRole('button', { name: /Estado/ }).click();
  await page.getByRole('option', { name: 'Paraná', exact: true }).click();
  await expect(city).toHaveValue('');
  await city.pressSequentially('Campinas', { delay: 20 });
  await chooseOption(page, city, 'Campinas');
  await expect(form.getByRole('button', { name: /Estado/ })).toContainText('São Paulo');

  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações atualizadas com sucesso!')).toBeVisible();
  expect(await serverUser(page, resident.token)).toMatchObject({ city_name: 'Campinas', state: 'SP' });
});

test('celular confirmation: prompt, send a code (once a minute), a wrong code is refused; the e-mail was confirmed at sign-up', async ({
  page,
}) => {
  await openProfile(page);
  const sms = page.getByRole('region', { name: 'Confirme seu celular' });
  await expect(sms).toBeVisible();
  // The sign-up's mailed code confirmed the e-mail: no prompt for it.
  await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0);

  await sms.getByRole('button', { name: 'Enviar código' }).click();
  await expect(sms.getByText('Enviamos um código por SMS para o seu celular.')).toBeVisible();
  await sms.getByRole('button', { name: 'Enviar código' }).click();
  await expect(sms.getByText('Aguarde um minuto antes de pedir um novo código.')).toBeVisible();

  const code = sms.getByLabel('Código recebido por SMS');
  await expect(sms.getByRole('button', { name: 'Verificar' })).toBeDisabled();
  await code.pressSequentially('12a3456');
  await expect(code).toHaveValue('123456');
  // A wrong code (the real one went to the phone).
  await code.fill('000000');
  await sms.getByRole('button', { name: 'Verificar' }).click();
  await expect(code).toHaveAccessibleDescription('Código inválido ou expirado.');
  await expect(sms).toBeVisible();
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'profile-verification');
});

test('a verified resident sees no prompt', async ({ page, context }) => {
  // The API's answer says verified: the prompts are shown only while a channel is not.
  await context.route('**/user/session', (route) =>
    rewriteJsonAnswer<{ data: object }>(route, (body) => ({
      ...body,
      data: { ...body.data, email_verified: true, phone_verified: true },
    })),
  );
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, {
    ...resident.user,
    email_verified: true,
    phone_verified: true,
  });
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações de Conta' })).toBeVisible();
  await expect(field(page.getByRole('form', { name: 'Dados da conta' }), 'Nome completo')).toHaveValue(
    'Joana Pereira',
  );
  await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Confirme seu celular' })).toHaveCount(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('opens offline from the device and says saving needs the internet', async ({ page, context }) => {
  const { form } = await openProfile(page);
  await waitForServiceWorker(page);
  await goOffline(context as BrowserContext);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações de Conta' })).toBeVisible();
  await expect(field(form, 'Nome completo')).toHaveValue('Joana Pereira');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(form.getByRole('button', { name: /Estado/ })).toContainText('São Paulo');
  const offline = 'Sem conexão: salvar as alterações do perfil precisa de internet.';
  await expect(form.getByText(offline)).toBeVisible();
  await field(form, 'Bairro').fill('Pinheiros');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByRole('alert')).toHaveText(offline);
  await savePageScreen(page, test.info(), 'profile-offline');
  await goOnline(context as BrowserContext);
});
