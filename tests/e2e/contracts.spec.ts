// Minhas tokaas in real Chromium against the real server: the list (badges, empty state), the
// detail (buttons by status, cancel with the refund rule, renewal into the booking flow, the access
// code, unknown contracts), the invoices (receipt, paying by card and by Pix confirmed through the
// webhook, 'Fatura à vencer') and what opens with no network (detail, invoices with their Pix code, keys).
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import {
  addCard,
  cancel,
  confirmPix,
  day,
  fetchContract,
  hire,
  hireActive,
  pixTxid,
  VISA_DECLINED,
} from './support/resident-contracts.ts';
import { savePageScreen, saveViewportScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

type Resident = Awaited<ReturnType<typeof registerResident>>;

async function signIn(page: Page, resident: Resident) {
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
}

/** How many snapshots of /minhas-tokaas the device keeps (Dexie's `cache` table). */
function keptSnapshotCount(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('tokaas');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction('cache').objectStore('cache').count('snapshot:/minhas-tokaas');
      count.onerror = () => reject(count.error);
      count.onsuccess = () => {
        open.result.close();
        resolve(count.result);
      };
    };
  });
}

interface Takeover {
  /** Where the contracts list was first drawn: the snapshot's element or the app's #root. */
  firstIn: string | null;
  first: string[];
  /** The app's list when the snapshot went. */
  atTakeover: string[] | null;
}

/** An init script: records where the contracts list is first drawn, and what replaces the snapshot. */
function watchTakeover() {
  const log: Takeover = { firstIn: null, first: [], atTakeover: null };
  (window as unknown as { __takeover: Takeover }).__takeover = log;
  const texts = (scope: ParentNode) =>
    [...scope.querySelectorAll('ul[aria-label="Seus contratos"] > li')].map((li) =>
      (li as HTMLElement).innerText.trim(),
    );
  let snapshotSeen = false;
  new MutationObserver(() => {
    const list = document.querySelector('ul[aria-label="Seus contratos"]');
    if (!log.firstIn && list?.children.length) {
      log.firstIn = list.closest('#app-snapshot, #root')?.id ?? null;
      log.first = texts(document);
    }
    const snapshot = document.getElementById('app-snapshot');
    // The parser may hand the snapshot over in parts (a card cut after its address, CI): what it
    // showed is its last state before the app took its place.
    if (log.firstIn === 'app-snapshot' && snapshot && log.atTakeover === null) log.first = texts(snapshot);
    if (snapshot) snapshotSeen = true;
    const root = document.getElementById('root');
    if (snapshotSeen && !snapshot && log.atTakeover === null && root) log.atTakeover = texts(root);
  }).observe(document, { childList: true, subtree: true });
}

const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** How react-aria names a calendar day: 'terça-feira, 1 de dezembro de 2026'. */
function dayName(iso: string): RegExp {
  const date = new Date(`${iso}T12:00:00`);
  const month = date.toLocaleDateString('pt-BR', { month: 'long' });
  return new RegExp(`, ${date.getDate()} de ${month} de ${date.getFullYear()}`);
}

test.describe('Minhas tokaas', () => {
  test('says the resident has not reserved yet, with a way to search', async ({ page }, testInfo) => {
    const resident = await registerResident(page.request);
    await signIn(page, resident);
    await page.goto('/minhas-tokaas');
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas tokaas' })).toBeVisible();
    await expect(page.getByText('Você ainda não reservou uma Tokaas.', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page);
    await savePageScreen(page, testInfo, 'contracts-empty');
    await page.getByRole('link', { name: 'Buscar uma Tokaas' }).click();
    await expect(page).toHaveURL(/\/buscar/);
  });

  test('lists each contract with its status badge, unit, enterprise, address, dates and number', async ({
    page,
  }, testInfo) => {
    const resident = await registerResident(page.request);
    const active = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
    const pending = await hire(page.request, resident.token, { checkIn: 3, nights: 10 });
    const cancelled = await hire(page.request, resident.token, { checkIn: 20, nights: 5 });
    await cancel(page.request, resident.token, cancelled.id);
    await signIn(page, resident);
    await page.goto('/minhas-tokaas');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const cardOf = (c: { human_contract_id: string }) =>
      cards.filter({ hasText: `Contrato ${c.human_contract_id}` });
    await expect(cardOf(active).getByText('Ativo', { exact: true })).toHaveAttribute('data-tone', 'success');
    await expect(cardOf(cancelled).getByText('Cancelada', { exact: true })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(cardOf(pending).getByText(pending.status.name, { exact: true })).toHaveAttribute(
      'data-tone',
      'warning',
    );
    const first = cardOf(active);
    await expect(first.getByRole('heading', { name: active.apartment.data.displayName })).toBeVisible();
    await expect(first.getByText(active.apartment.data.enterprise.data.name)).toBeVisible();
    await expect(first.getByText(`${brDate(active.checkIn)} a ${brDate(active.checkOut)}`)).toBeVisible();
    await expect(first.getByText(/São Paulo - SP/)).toBeVisible();
    // Newest first.
    await expect(cards.first()).toContainText(cancelled.human_contract_id);

    await expectNoA11yViolations(page);
    await savePageScreen(page, testInfo, 'contracts-list');
    await first.getByRole('link', { name: active.apartment.data.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${active.id}$`));
  });

  test('an unknown contract goes back to /minhas-tokaas, also from invoices and inspection', async ({
    page,
  }) => {
    const resident = await registerResident(page.request);
    await signIn(page, resident);
    for (const path of [
      '/minhas-tokaas/987654',
      '/minhas-tokaas/987654/faturas',
      '/minhas-tokaas/987654/vistoria',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/minhas-tokaas$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Minhas tokaas' })).toBeVisible();
    }
  });
});

test.describe('contract detail', () => {
  test('Ativo: Chaves, Tutoriais and Faturas enabled; the access code has 6 digits and an expiry', async ({
    page,
  }, testInfo) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: contract.apartment.data.displayName }),
    ).toBeVisible();
    const actions = page.getByRole('navigation', { name: 'Ações do contrato' });
    await expect(actions.getByRole('link', { name: 'Chaves' })).toHaveAttribute(
      'href',
      `/minhas-tokaas/${contract.id}/chaves`,
    );
    await expect(actions.getByRole('link', { name: 'Tutoriais' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Faturas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar reserva' })).toBeVisible();

    await page.getByRole('button', { name: 'Gerar código de acesso' }).click();
    await expect(page.locator('.access-code__digits')).toHaveText(/^\d{6}$/);
    await expect(page.getByText(/Válido até \d{2}:\d{2} \(10 minutos\)/)).toBeVisible();
    await expectNoA11yViolations(page);
    await savePageScreen(page, testInfo, 'contract-detail-active');
  });

  test('not Ativo: Chaves disabled, no Tutoriais, Faturas still there', async ({ page }, testInfo) => {
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 3, nights: 10 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    const actions = page.getByRole('navigation', { name: 'Ações do contrato' });
    await expect(actions.getByRole('button', { name: 'Chaves' })).toBeDisabled();
    await expect(actions.getByRole('link', { name: 'Tutoriais' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Faturas' })).toBeVisible();
    await expect(
      page.getByText('Chaves e tutoriais ficam disponíveis quando o contrato estiver Ativo.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gerar código de acesso' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await savePageScreen(page, testInfo, 'contract-detail-pending');
  });

  test('cancelling shows the refund the rule gives and the status becomes Cancelada', async ({
    page,
  }, testInfo) => {
    const resident = await registerResident(page.request);
    // Hired today, 10 days before check-in: the full refund applies.
    const contract = await hireActive(page.request, resident.token, { checkIn: 10, nights: 35 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
    await expect(dialog.getByText('Esta ação não pode ser desfeita.', { exact: false })).toBeVisible();
    const paid = contract.billToReceive[0]?.value ?? 0;
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(paid);
    await expect(dialog.getByText('Reembolso integral:', { exact: false })).toContainText(money);
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'contract-cancel-dialog');

    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await expect(page.getByText('Contrato cancelado.')).toBeVisible();
    await expect(page.getByText('Cancelada', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Cancelar reserva' })).toHaveCount(0);
    expect((await fetchContract(page.request, resident.token, contract.id)).status.name).toBe('Cancelada');
  });

  test('cancelling with no network says it needs the internet and changes nothing', async ({
    page,
    context,
  }) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, { checkIn: 12, nights: 35 });
    await signIn(page, resident);
    // The device has the resident area (its dialogs' code loads when they open), as in the other
    // offline tests: the precache after sign-in is done.
    await waitForServiceWorker(page);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    await expect(page.getByRole('button', { name: 'Cancelar reserva' })).toBeVisible();
    await goOffline(context);
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await expect(dialog.getByText('Sem conexão: cancelar a reserva precisa de internet.')).toBeVisible();
    await goOnline(context);
    expect((await fetchContract(page.request, resident.token, contract.id)).status.name).toBe('Ativo');
  });

  test("'Renovar contrato' picks a new check-out from the current one and opens the booking flow", async ({
    page,
  }, testInfo) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, {
      checkIn: 0,
      nights: 20,
      freeNightsAfter: 12,
    });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    await page.getByRole('button', { name: 'Renovar contrato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renovar contrato' });
    await expect(
      dialog.getByText(`Seu check-out atual é ${brDate(contract.checkOut)}`, { exact: false }),
    ).toBeVisible();
    const grid = dialog.getByRole('grid');
    await expect(grid).toBeVisible();
    // The current check-out itself cannot end the renewal; the next day can.
    await expect(grid.getByRole('button', { name: dayName(contract.checkOut) })).toBeDisabled();
    await expect(grid.getByRole('button', { name: dayName(day(21)) })).toBeEnabled();
    const newCheckOut = day(20 + 10);
    // Move month by month until the day shows, then pick it.
    const target = dialog.getByRole('button', { name: dayName(newCheckOut) });
    for (let i = 0; i < 3 && (await target.count()) === 0; i++) {
      await dialog.getByRole('button', { name: 'Próximo mês' }).click();
    }
    await target.click();
    await expect(
      dialog.getByText(`Nova estadia: ${brDate(contract.checkOut)} a ${brDate(newCheckOut)}`),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'contract-renew-dialog');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const slug = contract.apartment.data.enterprise.data.shortUrl;
    await expect(page).toHaveURL(
      new RegExp(
        `/book/${contract.apartment_id}/${contract.checkOut}/${newCheckOut}/${contract.guests}/${slug}\\?renew=${contract.id}$`,
      ),
    );
  });

  test('the renewal stub page shows its title', async ({ page }) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 20 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}/renovar-contrato`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renovar contrato' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('invoices', () => {
  test('a paid invoice reads Fatura paga and opens its receipt', async ({ page }, testInfo) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
    const bill = contract.billToReceive[0];
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(bill?.number ?? 'x') });
    await expect(row.getByText('Fatura paga')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Mensal' })).toBeVisible();
    await expect(row.getByRole('cell', { name: brDate(day(0)) })).toBeVisible();
    await expectNoA11yViolations(page);
    await savePageScreen(page, testInfo, 'invoices');

    await row.getByRole('button', { name: /Ver recibo/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Recibo' });
    await expect(receipt.getByText('Cartão de crédito')).toBeVisible();
    await expect(receipt.getByText('Visa •••• 1111')).toBeVisible();
    await expect(receipt.getByText('Código de autorização')).toBeVisible();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'invoice-receipt');
    await page.keyboard.press('Escape');
    await expect(receipt).toHaveCount(0);
  });

  test('an unpaid invoice is paid with a saved sandbox card; a declined card shows the server message', async ({
    page,
  }, testInfo) => {
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 0, nights: 40 });
    await addCard(page.request, resident.token, VISA_DECLINED);
    await addCard(page.request, resident.token);
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    const row = page.getByRole('row', { name: new RegExp(contract.billToReceive[0]?.number ?? 'x') });
    await expect(row.getByText('Pagamento pendente')).toBeVisible();
    await row.getByRole('button', { name: /Pagar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
    // Pix is the default choice.
    await expect(dialog.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'invoice-pay-dialog');

    await dialog.getByText('Visa •••• 0002').click();
    await expect(dialog.getByRole('radio', { name: /•••• 0002/ })).toBeChecked();
    await dialog.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(dialog.getByText('Pagamento recusado pelo banco emissor do cartão.')).toBeVisible();

    await dialog.getByText('Visa •••• 1111').click();
    await dialog.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(page.getByText('Pagamento aprovado!')).toBeVisible();
    await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(row.getByText('Fatura paga')).toBeVisible();
    const after = await fetchContract(page.request, resident.token, contract.id);
    expect(after.billToReceive[0]?.received).toBe(true);
    expect(after.status.name).toBe('Ativo');
  });

  test('the pay modal opened from the keyboard takes focus; Escape closes it and gives focus back to the invoice', async ({
    page,
  }) => {
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 0, nights: 40 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    const pay = page.getByRole('button', { name: /Pagar fatura/ });
    await pay.focus();
    await page.keyboard.press('Enter');
    // The tap paints a stand-in first (issue 32); the dialog that replaces it has the focus.
    const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
    await expect(dialog.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await expect(dialog).toBeFocused();
    await expectNoA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(pay).toBeFocused();
    // Nothing of it is left over the page: the same button opens it again.
    await pay.click();
    await expect(dialog.getByRole('radio', { name: /^Pix/ })).toBeChecked();
  });

  test('Pix: the QR and copia-e-cola show, copy says so, and the webhook confirmation reaches the screen', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const resident = await registerResident(page.request);
    const contract = await hire(page.request, resident.token, { checkIn: 0, nights: 40 });
    await signIn(page, resident);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    await page.getByRole('button', { name: /Pagar fatura/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
    await expect(dialog.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    const code = dialog.getByLabel('Pix copia e cola');
    await expect(code).toHaveValue(/^000201/);
    await expect(dialog.getByText(/Válido até \d{2}:\d{2} de \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copiar código Pix' }).click();
    await expect(page.getByText('Código pix copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'invoice-pix');

    // A fresh charge for this invoice, then the bank's confirmation through the webhook.
    await dialog.getByRole('button', { name: 'Gerar novo código Pix' }).click();
    await expect(code).not.toHaveValue(contract.billToReceive[0]?.key ?? '');
    await confirmPix(page.request, pixTxid(await code.inputValue()));
    await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
    expect((await fetchContract(page.request, resident.token, contract.id)).status.name).toBe('Ativo');
  });
});

test.describe('with no network', () => {
  test('contract detail, invoices and keys open from the device; online-only actions say so', async ({
    page,
    context,
  }) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
    await signIn(page, resident);
    await waitForServiceWorker(page);
    await page.goto(`/minhas-tokaas/${contract.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: contract.apartment.data.displayName }),
    ).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: contract.apartment.data.displayName }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Gerar código de acesso' }).click();
    await expect(page.getByText('Sem conexão: gerar o código de acesso precisa de internet.')).toBeVisible();

    await page.getByRole('link', { name: 'Faturas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
    await expect(page.getByText('Fatura paga')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Fatura paga')).toBeVisible();

    await page.goto(`/minhas-tokaas/${contract.id}/chaves`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chaves' })).toBeVisible();
    await expect(page.getByText('Nenhuma chave cadastrada ainda.')).toBeVisible();
    await page.goto('/minhas-tokaas');
    await expect(page.getByRole('article')).toHaveCount(1);
    await goOnline(context);
  });

  test('the list opens from the device on an offline start; a token refused once the network is back signs out', async ({
    page,
    context,
  }) => {
    const resident = await registerResident(page.request);
    const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
    await signIn(page, resident);
    await waitForServiceWorker(page);
    await page.goto('/minhas-tokaas');
    const list = page.getByRole('list', { name: 'Seus contratos' });
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await goOffline(context);
    // Revoked elsewhere while this device is offline (page.request is not the device's network):
    // it cannot know until the network returns.
    const logout = await page.request.post('/auth/logout', { headers: auth(resident.token) });
    expect(logout.ok()).toBe(true);
    await page.goto('/minhas-tokaas');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(contract.apartment.data.displayName)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();

    await goOnline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('button', { name: 'Área do morador' })).toBeHidden({ timeout: 30_000 });
    await page.goto('/minhas-tokaas');
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test('an offline start shows the list as last drawn at once; the app takes its place unchanged, and sign-out forgets it', async ({
    page,
    context,
  }) => {
    const resident = await registerResident(page.request);
    const active = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
    await hire(page.request, resident.token, { checkIn: 3, nights: 10 });
    await signIn(page, resident);
    await waitForServiceWorker(page);
    await page.goto('/minhas-tokaas');
    const list = page.getByRole('list', { name: 'Seus contratos' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // Kept at an idle moment after the list was drawn.
    await expect.poll(() => page.evaluate(keptSnapshotCount)).toBe(1);

    await context.addInitScript(watchTakeover);
    await goOffline(context);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.locator('#app-snapshot')).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __takeover: Takeover }).__takeover);
    // First drawn by the service worker's snapshot, then the app's own list took its place in one
    // step: the same two contracts, with no moment without them.
    expect(seen.firstIn).toBe('app-snapshot');
    expect(seen.first).toHaveLength(2);
    expect(seen.atTakeover).toEqual(seen.first);
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual(seen.first);
    await expect(page).toHaveTitle(/Minhas tokaas/);

    // The app's own list answers.
    await list
      .getByRole('link', { name: new RegExp(active.apartment.data.displayName) })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: active.apartment.data.displayName }),
    ).toBeVisible();

    await goOnline(context);
    await page.getByRole('banner').getByRole('button', { name: 'Área do morador' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Área do morador' })).toBeHidden();
    await expect.poll(() => page.evaluate(keptSnapshotCount)).toBe(0);
  });

  test('an invoice not yet due reads Fatura à vencer; its Pix QR and code show offline, a new code needs the internet', async ({
    page,
    context,
  }, testInfo) => {
    const resident = await registerResident(page.request);
    // Unpaid (Pix) and starting in five days: the bill's competency is still ahead.
    const contract = await hire(page.request, resident.token, { checkIn: 5, nights: 40 });
    const bill = contract.billToReceive[0];
    await signIn(page, resident);
    await waitForServiceWorker(page);
    await page.goto(`/minhas-tokaas/${contract.id}/faturas`);
    const row = page.getByRole('row', { name: new RegExp(bill?.number ?? 'x') });
    await expect(row.getByText('Fatura à vencer')).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(row.getByText('Fatura à vencer')).toBeVisible();
    await row.getByRole('button', { name: /Pagar fatura/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
    await expect(dialog.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    await expect(dialog.getByLabel('Pix copia e cola')).toHaveValue(bill?.key ?? 'sem código');
    await expect(dialog.getByText(/Válido até \d{2}:\d{2} de \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expectNoA11yViolations(page);
    await saveViewportScreen(page, testInfo, 'invoice-pix-offline');
    await dialog.getByRole('button', { name: 'Gerar novo código Pix' }).click();
    await expect(dialog.getByText('Sem conexão: o pagamento precisa de internet.')).toBeVisible();
    await expect(dialog.getByLabel('Pix copia e cola')).toHaveValue(bill?.key ?? 'sem código');
    await goOnline(context);
    expect((await fetchContract(page.request, resident.token, contract.id)).billToReceive[0]?.key).toBe(
      bill?.key,
    );
  });
});
