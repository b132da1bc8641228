// Web Push in real Chromium (issue 33): the opt-in from the preferences screen (permission asked
// only on the press, the subscription sent to the server), a push delivered to the service worker
// through the DevTools protocol shown as a notification whose tap opens its screen, and the
// preferences saved per kind.
//
// Headless Chromium has no push service: PushManager.subscribe needs Chrome's GCM/FCM registration,
// which the test browser (no Google API keys, background networking off, no internet) cannot do;
// tried here with the permission granted, it rejects ('AbortError: Registration failed -
// permission denied'). Only PushManager.prototype.subscribe
// (and getSubscription, which must then agree) is replaced in the page, by an object shaped like a
// real PushSubscription with a real P-256 key; permission, the service worker, the VAPID key from
// the server and the POST are the real ones.
//
// Headless Chromium draws no notification to click either: the tap is a 'notificationclick'
// dispatched in the service worker on the notification it really shows (getNotifications), which
// runs the same handler.
import { createECDH, randomBytes } from 'node:crypto';
import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';
import { notificationText } from '../../src/domain/notification-texts.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { hire } from './support/resident-contracts.ts';
import { savePageScreen } from './support/screens.ts';
import { auth, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

failOnPageErrors();

const base64url = (bytes: Buffer) => bytes.toString('base64url');

interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A subscription as a push service would give one: an https endpoint, a P-256 key, a 16-byte secret. */
function fakeSubscription(): FakeSubscription {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://push.example.test/tokaas/${randomBytes(12).toString('hex')}`,
    p256dh: base64url(ecdh.generateKeys()),
    auth: base64url(randomBytes(16)),
  };
}

/** Counts permission requests and stands in for the push service (see the top of this file). */
async function stubPushService(context: BrowserContext, subscription: FakeSubscription) {
  await context.addInitScript((sub) => {
    const w = window as unknown as {
      __permissionAsks: number;
      __subscribeOptions?: { userVisibleOnly: boolean; key: number[] };
    };
    w.__permissionAsks = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      w.__permissionAsks++;
      return ask();
    };
    const KEY = 'tokaas-test-push-subscribed';
    const make = () =>
      ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({
          endpoint: sub.endpoint,
          expirationTime: null,
          keys: { p256dh: sub.p256dh, auth: sub.auth },
        }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      w.__subscribeOptions = {
        userVisibleOnly: options?.userVisibleOnly === true,
        key: key instanceof Uint8Array ? [...key] : [],
      };
      localStorage.setItem(KEY, '1');
      return make();
    };
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? make() : null);
  }, subscription);
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  const [worker] = context.serviceWorkers();
  return worker ?? context.waitForEvent('serviceworker');
}

/** Delivers a push to the app's service worker through the DevTools protocol. */
async function pushDelivery(context: BrowserContext, page: Page, baseURL: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  return (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
}

/** The tap: headless Chromium draws no notification, so its click event is dispatched on it. */
async function tapNotification(worker: Worker) {
  await worker.evaluate(async () => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications();
    if (!notification) throw new Error('nenhuma notificação');
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
}

/** Whether the app's Dexie mirror (IndexedDB 'tokaas', table 'contracts') holds the contract. */
function mirrorHasContract(page: Page, id: number): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('tokaas');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('contracts')) {
            db.close();
            resolve(false);
            return;
          }
          const get = db.transaction('contracts').objectStore('contracts').get(id);
          get.onsuccess = () => {
            db.close();
            resolve(get.result !== undefined);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
}

async function signIn(page: Page) {
  const resident = await registerResident(page.request);
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return resident;
}

test('Ativar notificações asks permission only on the press and sends this device to the server', async ({
  page,
  context,
}) => {
  const subscription = fakeSubscription();
  await stubPushService(context, subscription);
  await context.grantPermissions(['notifications']);
  const resident = await signIn(page);

  await page.getByRole('button', { name: 'Área do morador' }).click();
  await page.getByRole('menuitem', { name: 'Notificações' }).click();
  await expect(page).toHaveURL(/\/perfil\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page.getByText(/para saber das faturas antes que o acesso seja suspenso/)).toBeVisible();
  const enable = page.getByRole('button', { name: 'Ativar notificações' });
  await expect(enable).toBeEnabled();
  // Nothing asked on load, here or on the pages before.
  expect(
    await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks),
  ).toBe(0);
  await expectNoA11yViolations(page);

  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await enable.click();
  const response = await posted;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.p256dh, auth: subscription.auth },
  });
  await expect(page.getByText('Notificações ativadas neste aparelho')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks),
  ).toBe(1);

  // Subscribed with the server's VAPID key, visible notifications only.
  const publicKey = (
    await (await page.request.get('/api/push/public-key', { headers: auth(resident.token) })).json()
  ).data.public_key as string;
  const options = await page.evaluate(
    () =>
      (window as unknown as { __subscribeOptions: { userVisibleOnly: boolean; key: number[] } })
        .__subscribeOptions,
  );
  expect(options.userVisibleOnly).toBe(true);
  expect(Buffer.from(options.key).toString('base64url')).toBe(publicKey.replace(/=+$/, ''));

  // Still on after a reload; 'Desativar' removes it from the server.
  await page.reload();
  await expect(page.getByText('Notificações ativadas neste aparelho')).toBeVisible();
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Desativar' }).click();
  expect((await deleted).status()).toBe(200);
  expect((await deleted).request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
});

test('a push delivered to the service worker shows the notification; its tap opens the invoice to pay', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  const resident = await signIn(page);
  const contract = await hire(page.request, resident.token, { checkIn: 0, nights: 40 });
  const bill = contract.billToReceive[0];
  if (!bill) throw new Error('contrato sem fatura');
  await waitForServiceWorker(page);
  await page.goto('/minhas-tokaas');
  // Once the device's mirror holds the contract: the invoices screen reads it from there, and a
  // contract it lacks after one pull sends the resident back to the list (spec 8).
  await expect.poll(() => mirrorHasContract(page, contract.id)).toBe(true);

  const deliver = await pushDelivery(context, page, baseURL ?? '');

  const text = notificationText({
    kind: 'invoice-due-today',
    contractId: contract.id,
    billId: bill.id,
    value: bill.value,
    dueDate: contract.checkIn,
  });
  // The app hears the push (to refresh its bell).
  await page.evaluate(() => {
    const w = window as unknown as { __heard: number };
    w.__heard = 0;
    navigator.serviceWorker.addEventListener('message', (event) => {
      if ((event.data as { type?: string })?.type === 'tokaas:notification') w.__heard++;
    });
  });
  await deliver({ id: 4242, ...text });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __heard: number }).__heard)).toBe(1);

  const worker = await serviceWorker(context);
  const shown = () =>
    worker.evaluate(async () => {
      const sw = self as unknown as ServiceWorkerGlobalScope;
      const list = await sw.registration.getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'Sua fatura vence hoje',
      body: text.body,
      tag: 'tokaas-4242',
      icon: `${new URL(baseURL ?? '').origin}/icons/icon-192.png`,
      data: { url: `/minhas-tokaas/${contract.id}/faturas?pagar=${bill.id}` },
    },
  ]);

  await tapNotification(worker);
  // The open window goes to the invoice, its pay modal open.
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}/faturas\\?pagar=${bill.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
  await expect(dialog).toBeVisible();
  await expect.poll(shown).toEqual([]);
  expect(context.pages()).toHaveLength(1);

  // Closing it drops the query: a reload shows just the list.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}/faturas$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a ticket reply push opens the ticket in the open window', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  const resident = await signIn(page);
  const created = await page.request.post('/api/enterprise/tickets', {
    headers: auth(resident.token),
    data: { title: 'Chuveiro sem água quente', description: 'Desde ontem o chuveiro só sai frio.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ticketId = (await created.json()).data.id as number;
  await waitForServiceWorker(page);
  await page.goto('/perfil/notificacoes');
  const deliver = await pushDelivery(context, page, baseURL ?? '');
  const text = notificationText({ kind: 'ticket-reply', ticketId, subject: 'Chuveiro sem água quente' });
  const worker = await serviceWorker(context);
  const titles = () =>
    worker.evaluate(async () =>
      (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map(
        (n) => n.title,
      ),
    );
  // DevTools drops a push that reaches a worker still starting (seen on a loaded machine), so it
  // is delivered again until shown: the same id is the same tag, so one notification at most.
  await expect
    .poll(async () => {
      if ((await titles()).length === 0) await deliver({ id: 4343, ...text });
      return titles();
    })
    .toEqual(['Nova resposta no seu chamado']);
  await tapNotification(worker);
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Chuveiro sem água quente' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
});

test('a kind turned off stays off after a reload; suspension warnings are locked; offline says so', async ({
  page,
  context,
}) => {
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto('/perfil/notificacoes');
  const ticket = page.getByRole('group', { name: 'Resposta a um ticket' });
  const email = ticket.getByRole('switch', { name: 'E-mail' });
  await expect(email).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT',
  );
  // The label: react-aria draws the switch over its hidden input.
  await ticket.getByText('E-mail', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(email).not.toBeChecked();

  const suspended = page.getByRole('group', { name: 'Acesso suspenso' });
  await expect(suspended.getByRole('switch', { name: 'Push' })).toBeChecked();
  await expect(suspended.getByRole('switch', { name: 'Push' })).toBeDisabled();
  await expect(suspended.getByText('Avisos de suspensão de acesso não podem ser desativados.')).toBeVisible();
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'notification-settings');

  await page.reload();
  await expect(email).not.toBeChecked();
  await expect(ticket.getByRole('switch', { name: 'Push' })).toBeChecked();

  await goOffline(context);
  await expect(
    page.getByText('Sem conexão: alterar as preferências de notificação precisa de internet.'),
  ).toBeVisible();
  await expect(email).toBeDisabled();
  await expect(email).not.toBeChecked();
  await goOnline(context);
  await expect(email).toBeEnabled();
});
