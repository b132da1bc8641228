// /metodos-pagamento (issue 6, item 2) in real Chromium against the real server and its sandbox
// gateway (README 'Pagamentos (sandbox)'): the list from the device, adding with the spec's masks
// and rules, the brand from the 6th digit, amex's 4-digit CVV, 'Processando, aguarde...', deleting
// with the confirmation, a declined card, offline — and no full card number anywhere on the device.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { field } from './support/forms.ts';
import { holdRequests } from './support/held-requests.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { savePageScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const REFUSED = '4000000000000069';
const YEAR = new Date().getFullYear();
const HOLDER = { name: 'JOANA PEREIRA', cpf: '529.982.247-25', birthdate: '20/05/1992' };

failOnPageErrors();

async function openCards(page: Page, before?: (token: string) => Promise<void>) {
  const resident = await registerResident(page.request);
  await before?.(resident.token);
  await signInWithToken(page, resident.token, resident.user);
  await page.goto('/metodos-pagamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();
  return resident;
}

async function serverCards(page: Page, token: string) {
  const res = await page.request.get('/user/payment/list-credit-card', {
    headers: auth(token),
  });
  return (await res.json()).data as { last_digits: string; brand: string }[];
}

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Adicionar cartão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar cartão' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillCard(dialog: Locator, card: { number: string; cvv?: string; expiry?: string }) {
  await field(dialog, 'Número do cartão').fill(card.number);
  await field(dialog, 'Nome do titular').fill(HOLDER.name);
  await field(dialog, 'Validade').fill(card.expiry ?? `08/${YEAR + 2}`);
  await field(dialog, 'CVV').fill(card.cvv ?? '123');
  await field(dialog, 'CPF do titular').fill(HOLDER.cpf);
  await field(dialog, 'Nascimento do titular').fill(HOLDER.birthdate);
}

/** Everything the app keeps in IndexedDB, localStorage and sessionStorage, as text. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const chunks: string[] = [];
    for (const info of await indexedDB.databases()) {
      const name = info.name;
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const [values, keys] = await new Promise<[unknown[], IDBValidKey[]]>((resolve, reject) => {
          const tx = db.transaction(store, 'readonly');
          const all = tx.objectStore(store).getAll();
          const allKeys = tx.objectStore(store).getAllKeys();
          tx.oncomplete = () => resolve([all.result, allKeys.result]);
          tx.onerror = () => reject(tx.error);
        });
        chunks.push(`${name}/${store}`, JSON.stringify(keys), JSON.stringify(values));
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) as string;
        chunks.push(key, storage.getItem(key) ?? '');
      }
    }
    return chunks.join('\n');
  });
}

function expectNoCardNumber(text: string, number: string) {
  const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
  expect(text).not.toContain(number);
  expect(text).not.toContain(grouped);
}

test('empty state, add a Visa (brand from the 6th digit, "Processando, aguarde..."), then delete it with the confirmation', async ({
  page,
}) => {
  const resident = await openCards(page);
  await expect(page.getByText('Você ainda não tem cartões salvos.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'cards-empty');

  const dialog = await openAddDialog(page);
  const number = field(dialog, 'Número do cartão');
  await number.pressSequentially('41111');
  await expect(dialog.getByRole('img', { name: 'Visa' })).toHaveCount(0);
  await number.pressSequentially('1');
  await expect(dialog.getByRole('img', { name: 'Visa' })).toBeVisible();
  await number.pressSequentially('1111111111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await fillCard(dialog, { number: VISA });
  await expect(field(dialog, 'Validade')).toHaveValue(`08/${YEAR + 2}`);
  await expect(field(dialog, 'CPF do titular')).toHaveValue(HOLDER.cpf);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `test-results/screens/cards-add-${test.info().project.name}.png` });

  // Hold the request until the wait message has been seen.
  const { release } = await holdRequests(page, '**/user/payment/add-credit-card');
  await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(page.getByText('Processando, aguarde...')).toBeVisible();
  release();

  const added = page.getByText('Cartão adicionado com sucesso!');
  await expect(added).toBeVisible();
  // Toasts wait while the pointer rests on them: take it away, as a finger would.
  await page.mouse.move(0, 0);
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Cartões salvos' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Cartão com final 1111')).toBeAttached();
  await expect(list.getByText(`Validade 08/${YEAR + 2}`)).toBeVisible();
  await expect(list.getByRole('img', { name: 'Visa' })).toBeVisible();
  // Card notices close by themselves after 3 s (spec 9).
  await expect(added).toBeHidden({ timeout: 6_000 });
  expect(await serverCards(page, resident.token)).toMatchObject([{ last_digits: '1111', brand: 'visa' }]);

  // The mirror has the card's display fields, never its number.
  await expect.poll(async () => storedText(page)).toContain('"last_digits":"1111"');
  expectNoCardNumber(await storedText(page), VISA);
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'cards-list');

  await list.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir cartão' });
  await expect(confirm.getByText('Você está prestes a excluir um cartão', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `test-results/screens/cards-delete-${test.info().project.name}.png` });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Cartão apagado com sucesso!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Você ainda não tem cartões salvos.', { exact: false })).toBeVisible();
  expect(await serverCards(page, resident.token)).toEqual([]);
  expectNoCardNumber(await storedText(page), VISA);
});

test("the form's rules: all fields, validity, Luhn, and amex's 4-digit CVV", async ({ page }) => {
  const resident = await openCards(page);
  const dialog = await openAddDialog(page);
  const save = dialog.getByRole('button', { name: 'Salvar cartão' });

  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, Preencha todos os campos');
  await expect(field(dialog, 'Número do cartão')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'Número do cartão')).toBeFocused();
  await page.screenshot({ path: `test-results/screens/cards-rules-${test.info().project.name}.png` });

  // Luhn: one digit off.
  await fillCard(dialog, { number: '4111111111111112' });
  await save.click();
  await expect(field(dialog, 'Número do cartão')).toHaveAccessibleDescription(
    'Número do cartão inválido. Confira os dígitos.',
  );

  // Validity: a month that does not exist, then last year.
  await field(dialog, 'Número do cartão').fill(VISA);
  await field(dialog, 'Validade').fill(`13/${YEAR + 1}`);
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, verifique a validade do cartão!');
  await field(dialog, 'Validade').fill(`12/${YEAR - 1}`);
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, verifique a validade do cartão!');
  await expect(field(dialog, 'Validade')).toHaveAttribute('aria-invalid', 'true');
  await field(dialog, 'Validade').fill(`08/${YEAR + 2}`);

  // Visa takes 3 digits of CVV, amex 4.
  const cvv = field(dialog, 'CVV');
  await cvv.fill('');
  await cvv.pressSequentially('1234');
  await expect(cvv).toHaveValue('123');
  await field(dialog, 'Número do cartão').fill(AMEX);
  await expect(dialog.getByRole('img', { name: 'American Express' })).toBeVisible();
  await save.click();
  await expect(cvv).toHaveAccessibleDescription(
    /Código de segurança inválido: cartões Amex têm 4 dígitos\.$/,
  );
  await cvv.fill('1234');
  await expect(cvv).toHaveValue('1234');
  await save.click();
  await expect(page.getByText('Cartão adicionado com sucesso!')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Cartões salvos' }).getByRole('img', { name: 'American Express' }),
  ).toBeVisible();
  expect(await serverCards(page, resident.token)).toMatchObject([{ last_digits: '0005', brand: 'amex' }]);
  expectNoCardNumber(await storedText(page), AMEX);
});

test("a card the bank refuses shows the server's message and nothing is saved", async ({ page }) => {
  const resident = await openCards(page);
  const dialog = await openAddDialog(page);
  await fillCard(dialog, { number: REFUSED });
  await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'O banco emissor informou que este cartão está vencido ou bloqueado.',
  );
  await expect(field(dialog, 'Número do cartão')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `test-results/screens/cards-refused-${test.info().project.name}.png` });
  expect(await serverCards(page, resident.token)).toEqual([]);
  expectNoCardNumber(await storedText(page), REFUSED);

  // Keyboard: Escape closes the dialog and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Adicionar cartão' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Número do cartão')).toHaveValue('');
});

test('offline: the list opens from the device; adding and deleting say they need the internet, nothing is queued', async ({
  page,
  context,
}) => {
  const resident = await openCards(page, async (token) => {
    const res = await page.request.post('/user/payment/add-credit-card', {
      headers: auth(token),
      data: {
        type: 'credit',
        holder: HOLDER.name,
        holder_birthdate: HOLDER.birthdate,
        holder_cpf: HOLDER.cpf,
        brand: 'mastercard',
        card_number: '5555 5555 5555 4444',
        security_code: '321',
        expiration: `11/${YEAR + 3}`,
      },
    });
    expect(res.status()).toBe(201);
  });
  const list = page.getByRole('list', { name: 'Cartões salvos' });
  await expect(list.getByText('Cartão com final 4444')).toBeAttached();
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.reload();
  await expect(list.getByText('Cartão com final 4444')).toBeAttached();
  await expect(list.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await expect(
    page.getByText('Sem conexão: adicionar ou excluir cartões precisa de internet.'),
  ).toBeVisible();
  await savePageScreen(page, test.info(), 'cards-offline');

  await list.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir cartão' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Sem conexão: excluir um cartão precisa de internet.');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByText('Cartão com final 4444')).toBeAttached();

  const dialog = await openAddDialog(page);
  await fillCard(dialog, { number: VISA });
  await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sem conexão: adicionar um cartão precisa de internet.');
  expectNoCardNumber(await storedText(page), VISA);
  await goOnline(context);

  // Back online nothing was sent on its own: the card is still there and no other was added.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await serverCards(page, resident.token)).map((c) => c.last_digits))
    .toEqual(['4444']);
});
