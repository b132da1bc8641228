// The offline-first promise, in real Chromium against the real server: what a resident owns opens
// with no signal, and what they do offline reaches the server exactly once when it returns.
import { expect, type Page } from '@playwright/test';
import { waitUntilKeptForOffline } from './support/kept-answers.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { formatOutboxRows, readOutboxRows } from './support/outbox-rows.ts';
import { untilPulledSince } from './support/pulled.ts';
import { auth, favoriteIds, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

async function serverTickets(page: Page, token: string) {
  const res = await page.request.get('/api/enterprise/tickets?per_page=100', {
    headers: auth(token),
  });
  return (await res.json()).data as { id: number; title: string; replies: { description: string }[] }[];
}

/** The drafts kept in the device's IndexedDB (idb-keyval's store), by key. */
function storedDraftKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
      keys.onerror = () => reject(keys.error);
      keys.onsuccess = () => {
        open.result.close();
        resolve(keys.result.map(String).filter((key) => key.startsWith('draft:')));
      };
    };
  });
}

async function signedIn(page: Page) {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return resident;
}

test('a ticket and a reply written offline show at once and reach the server exactly once', async ({
  page,
  context,
}) => {
  const resident = await signedIn(page);
  const opened = Date.now();
  await page.goto('/tickets');
  await expect(page.getByText('Você ainda não abriu nenhum chamado.', { exact: false })).toBeVisible();
  await untilPulledSince(page, opened);

  await goOffline(context);
  await page.getByRole('link', { name: 'Novo chamado' }).click();
  await page.getByLabel('Assunto').fill('Chuveiro sem água quente');
  await page.getByLabel('Descrição').fill('Desde ontem à noite o chuveiro do banheiro não esquenta.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByRole('heading', { name: 'Chuveiro sem água quente' })).toBeVisible();
  await expect(page.getByText('Aguardando envio').first()).toBeVisible();

  await page.getByLabel('Sua resposta').fill('Já desliguei e liguei o disjuntor.');
  await page.getByRole('button', { name: 'Responder' }).click();
  // In the thread (the reply box's own text would match getByText too).
  await expect(
    page.getByRole('region', { name: 'Respostas' }).getByText('Já desliguei e liguei o disjuntor.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /2 alterações pendentes/ })).toBeVisible();

  // Reload with no signal: the shell, the ticket and the pending changes are all still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chuveiro sem água quente' })).toBeVisible();
  await expect(page.getByText('Já desliguei e liguei o disjuntor.')).toBeVisible();
  expect(await serverTickets(page, resident.token)).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await serverTickets(page, resident.token)).length, { timeout: 30_000 })
    .toBe(1);
  const [ticket] = await serverTickets(page, resident.token);
  expect(ticket?.title).toBe('Chuveiro sem água quente');
  await expect
    .poll(async () => (await serverTickets(page, resident.token))[0]?.replies.length, { timeout: 30_000 })
    .toBe(1);
  // The page follows the ticket to its server number.
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket?.id}$`));
  await expect(page.getByRole('link', { name: /pendente/ })).toHaveCount(0);
  // And nothing is sent twice afterwards.
  await page.reload();
  await expect(page.getByText('Já desliguei e liguei o disjuntor.')).toBeVisible();
  expect(await serverTickets(page, resident.token)).toHaveLength(1);
});

test('a ticket and a reply typed but not sent are still there after a reload with no signal', async ({
  page,
  context,
}) => {
  const resident = await signedIn(page);
  const opened = Date.now();
  await page.goto('/tickets/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo chamado' })).toBeVisible();
  await untilPulledSince(page, opened);

  await goOffline(context);
  await page.getByLabel('Assunto').fill('Porta do armário solta');
  await page.getByLabel('Descrição').fill('A dobradiça de cima saiu do lugar.');
  // Kept as typed (a person does not reload within the same millisecond).
  await expect.poll(() => page.evaluate(storedDraftKeys)).toHaveLength(1);
  await page.reload();
  await expect(page.getByLabel('Assunto')).toHaveValue('Porta do armário solta');
  await expect(page.getByLabel('Descrição')).toHaveValue('A dobradiça de cima saiu do lugar.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByRole('heading', { name: 'Porta do armário solta' })).toBeVisible();

  await page.getByLabel('Sua resposta').fill('Posso deixar a chave na portaria.');
  await expect.poll(() => page.evaluate(storedDraftKeys)).toHaveLength(1);
  await page.reload();
  await expect(page.getByLabel('Sua resposta')).toHaveValue('Posso deixar a chave na portaria.');
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(
    page.getByRole('region', { name: 'Respostas' }).getByText('Posso deixar a chave na portaria.'),
  ).toBeVisible();
  await expect(page.getByLabel('Sua resposta')).toHaveValue('');

  // Sent, so no longer drafts: nothing is left on the device to fill a form again.
  await expect.poll(() => page.evaluate(storedDraftKeys)).toEqual([]);
  // And what was sent reaches the server once.
  await goOnline(context);
  await expect
    .poll(async () => (await serverTickets(page, resident.token))[0]?.replies.length, { timeout: 30_000 })
    .toBe(1);
  const tickets = await serverTickets(page, resident.token);
  expect(tickets.map((t) => [t.title, t.replies.map((r) => r.description)])).toEqual([
    ['Porta do armário solta', ['Posso deixar a chave na portaria.']],
  ]);
});

test('after one online visit, /tickets and /favoritos open offline from local data', async ({
  page,
  context,
}) => {
  const resident = await signedIn(page);
  const list = await (await page.request.get('/enterprise/apartment/list?perPage=3')).json();
  const apartmentId = list.data[0].id as number;
  await page.request.post('/api/enterprise/apartment/favorites', {
    headers: auth(resident.token),
    data: { apartment_id: apartmentId },
  });
  await page.request.post('/api/enterprise/tickets', {
    headers: auth(resident.token),
    data: { title: 'Barulho no corredor', description: 'Vizinho com som alto depois das 22h.' },
  });
  await page.goto('/favoritos');
  await expect(page.getByRole('link', { name: list.data[0].displayName })).toBeVisible();
  await page.goto('/tickets');
  await expect(page.getByRole('link', { name: 'Barulho no corredor' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Barulho no corredor' })).toBeVisible();
  await page.goto('/favoritos');
  await expect(page.getByRole('link', { name: list.data[0].displayName })).toBeVisible();
  await goOnline(context);
});

test('a favourite made offline on a search seen before is on the server once after reconnecting', async ({
  page,
  context,
}) => {
  const resident = await signedIn(page);
  await page.goto('/buscar');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // The first page came with the server's render: seen once the app has kept it on the device.
  await waitUntilKeptForOffline(page, '/enterprise/apartment/list');
  const name = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /favorit/i })
    .click();
  await expect(page.getByRole('link', { name: /1 alteração pendente/ })).toBeVisible();
  expect(await favoriteIds(page.request, resident.token)).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await favoriteIds(page.request, resident.token)).length, { timeout: 30_000 })
    .toBe(1);
  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  expect(await favoriteIds(page.request, resident.token)).toHaveLength(1);
});

test('a change the server refuses is shown with edit, retry and discard, not lost', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await goOffline(context);
  await page.goto('/tickets/novo');
  await page.getByLabel('Assunto').fill('A'.repeat(200));
  await page.getByLabel('Descrição').fill('Um assunto longo demais para o servidor.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('link', { name: /1 alteração recusada/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: /1 alteração recusada/ }).click();
  await expect(page.getByRole('heading', { name: 'Alterações pendentes' })).toBeVisible();
  await expect(page.getByText('Recusada', { exact: true })).toBeVisible();
  // What the chaos test reports on failure: the refused row, with the server's answer.
  const rows = await readOutboxRows(page);
  expect(rows.map((r) => [r.kind, r.status, r.error?.status])).toEqual([['ticket.create', 'rejected', 422]]);
  expect(formatOutboxRows(rows)).toContain('rejected');
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();

  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByLabel('Assunto').fill('Assunto corrigido');
  await page.getByRole('button', { name: 'Salvar e enviar' }).click();
  await expect(page.getByText('Tudo em dia: nenhuma alteração aguardando envio.')).toBeVisible({
    timeout: 30_000,
  });
});

test('the connectivity snackbars appear when the connection drops and returns', async ({ page, context }) => {
  await signedIn(page);
  await goOffline(context);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Ocorreu um erro de conexão, tente novamente em instantes.')).toBeVisible({
    timeout: 30_000,
  });
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Reconectado a Internet')).toBeVisible({ timeout: 30_000 });
});
