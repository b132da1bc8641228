// The notification centre (issue 33) in real Chromium against the real server: a paid hire tells
// the resident 'Pagamento confirmado' and 'Bem-vindo à Tokaas!'; the bell counts them, the list
// opens what each is about, and with no signal the list still opens from the device and marking
// read still counts at once, reaching the server once the connection returns.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { formatOutboxRows, readOutboxRows } from './support/outbox-rows.ts';
import { hireActive } from './support/resident-contracts.ts';
import { saveScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

interface ServerNotification {
  id: number;
  kind: string;
  title: string;
  read_at: string | null;
}

async function serverNotifications(page: Page, token: string) {
  const res = await page.request.get('/api/notifications', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: ServerNotification[]; unread: number };
}

const bar = (page: Page) => page.getByRole('banner');
const bell = (page: Page, name: string) => bar(page).getByRole('link', { name, exact: true });

async function residentWithHire(page: Page) {
  const resident = await registerResident(page.request);
  const contract = await hireActive(page.request, resident.token);
  await signInWithToken(page, resident.token, resident.user);
  await waitForServiceWorker(page);
  await expect(bar(page).getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return { resident, contract };
}

test('the bell counts unread notifications; the list opens offline and marking read is sent once', async ({
  page,
  context,
}, testInfo) => {
  const { resident, contract } = await residentWithHire(page);
  expect((await serverNotifications(page, resident.token)).unread).toBe(2);

  // The bell: the count drawn as a badge and said in its name.
  const twoUnread = bell(page, 'Notificações, 2 não lidas');
  await expect(twoUnread).toBeVisible();
  await expect(twoUnread).toHaveText('2', { useInnerText: true });
  await twoUnread.click();

  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page).toHaveTitle(/^Notificações/);
  const list = page.getByRole('list', { name: 'Suas notificações' });
  // Newest first, both unread (in words for screen readers).
  await expect(list.getByRole('link')).toHaveText([
    /^Não lida: Bem-vindo à Tokaas!Seu contrato está ativo\./,
    /^Não lida: Pagamento confirmadoRecebemos seu pagamento de R\$/,
  ]);
  await expect(page.getByRole('link', { name: 'Preferências de notificação' })).toHaveAttribute(
    'href',
    '/perfil/notificacoes',
  );
  await expectNoA11yViolations(page);
  await saveScreen(page, testInfo, 'notifications-centre-list');

  // A tap opens what it is about (the welcome: the keys) and counts as read.
  await list.getByRole('link', { name: /Bem-vindo à Tokaas!/ }).click();
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}/chaves$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Chaves' })).toBeVisible();
  await expect(bell(page, 'Notificações, 1 não lida')).toHaveText('1', { useInnerText: true });
  await expect
    .poll(async () => (await serverNotifications(page, resident.token)).unread, { timeout: 30_000 })
    .toBe(1);

  // Back on the list, now drawn from the device: the welcome read, the payment not.
  await bell(page, 'Notificações, 1 não lida').click();
  await expect(list.getByRole('link', { name: /^Não lida: Pagamento confirmado/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Bem-vindo à Tokaas!/ })).toBeVisible();

  // No signal: a reload still opens the list from the device.
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Não lida: Pagamento confirmado/ })).toBeVisible();
  await expect(bell(page, 'Notificações, 1 não lida')).toBeVisible();

  // Marked read offline: the count drops at once; the change waits to be sent.
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page, 'Notificações')).toBeVisible();
  await expect(bell(page, 'Notificações')).toHaveText('', { useInnerText: true });
  await expect(list.getByRole('link', { name: /^Pagamento confirmado/ })).toBeVisible();
  await expect(page.getByText('Todas lidas.')).toBeVisible();
  await expect(bar(page).getByRole('link', { name: '1 alteração pendente' })).toBeVisible();
  // The bar keeps its layout on a 360 px phone with the bell and the pending badge in it: each of
  // its controls whole and in view, none drawn over another.
  await page.setViewportSize({ width: 360, height: 740 });
  const parts = {
    logo: bar(page).getByRole('link', { name: 'Tokaas, página inicial' }).getByText('Tokaas'),
    search: bar(page).getByRole('button', { name: 'Buscar por estado' }),
    bell: bell(page, 'Notificações'),
    pending: bar(page).getByRole('link', { name: '1 alteração pendente' }),
    menu: bar(page).getByRole('button', { name: 'Área do morador' }),
  };
  const boxes: [string, { x: number; y: number; width: number; height: number }][] = [];
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, name).toBeInViewport({ ratio: 1 });
    const box = await part.boundingBox();
    if (box) boxes.push([name, box]);
  }
  const overlaps = boxes.flatMap(([a, p], i) =>
    boxes
      .slice(i + 1)
      .filter(
        ([, q]) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height,
      )
      .map(([b]) => `${a} × ${b}`),
  );
  expect(overlaps).toEqual([]);
  await saveScreen(page, testInfo, 'notifications-centre-360');
  const payment = (await serverNotifications(page, resident.token)).data.find(
    (n) => n.kind === 'payment-confirmed',
  );
  expect(payment?.read_at).toBeNull();

  // Back online: sent, and the server holds it read, once.
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await serverNotifications(page, resident.token)).unread, { timeout: 30_000 })
    .toBe(0);
  await expect(bar(page).getByRole('link', { name: /alteração pendente/ })).toHaveCount(0);
  expect(await readOutboxRows(page), formatOutboxRows(await readOutboxRows(page))).toEqual([]);
  const readAt = (await serverNotifications(page, resident.token)).data.map((n) => [n.kind, n.read_at]);
  expect(readAt.every(([, at]) => typeof at === 'string')).toBe(true);
  // A reload sends nothing again: the first read_at of each stands.
  await page.reload();
  await expect(list.getByRole('link', { name: /^Pagamento confirmado/ })).toBeVisible();
  await expect(bell(page, 'Notificações')).toBeVisible();
  expect((await serverNotifications(page, resident.token)).data.map((n) => [n.kind, n.read_at])).toEqual(
    readAt,
  );
});

test('a push shown by the service worker refreshes the bell without a reload', async ({ page }) => {
  const { resident } = await residentWithHire(page);
  await expect(bell(page, 'Notificações, 2 não lidas')).toBeVisible();
  // Two more, from a second paid hire (another unit, later dates).
  await hireActive(page.request, resident.token, { checkIn: 120 });
  expect((await serverNotifications(page, resident.token)).unread).toBe(4);
  // What the service worker posts to every window after showing a push (sw/, issue 33).
  await page.evaluate(() =>
    navigator.serviceWorker.dispatchEvent(
      new MessageEvent('message', { data: { type: 'tokaas:notification' } }),
    ),
  );
  await expect(bell(page, 'Notificações, 4 não lidas')).toHaveText('4', { useInnerText: true });
});
