// The service worker's Web Push handlers (sw/push-notifications.ts) against a fake worker scope:
// what a push shows and whom it tells, and where a tap goes (the open app window, else a new one).
import { describe, expect, it, vi } from 'vitest';
import { applicationServerKey } from '../../src/data/push-subscription.ts';
import { listenForPush, NOTIFICATION_MESSAGE, readPush } from '../../sw/push-notifications.ts';

type Listener = (event: unknown) => void;

function fakeScope(windows: { url: string; navigate?: () => Promise<unknown> }[]) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    postMessage: vi.fn(),
    focus: vi.fn(async function (this: unknown) {
      return this;
    }),
    navigate: vi.fn(w.navigate ?? (async () => ({}))),
  }));
  const openWindow = vi.fn(async () => null);
  const scope = {
    location: { origin: 'https://tokaas.example' },
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: { matchAll: vi.fn(async () => clients), openWindow },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  listenForPush(scope as unknown as ServiceWorkerGlobalScope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { fire, shown, clients, openWindow };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });
const clickEvent = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('push', () => {
  it('shows the payload with the app icon, one per notification id, and tells every window', async () => {
    const { fire, shown, clients } = fakeScope([
      { url: 'https://tokaas.example/' },
      { url: 'https://tokaas.example/x' },
    ]);
    await fire(
      'push',
      pushEvent({
        id: 7,
        title: 'Sua fatura vence hoje',
        body: 'A fatura…',
        url: '/minhas-tokaas/1/faturas?pagar=2',
      }),
    );
    expect(shown).toEqual([
      {
        title: 'Sua fatura vence hoje',
        options: expect.objectContaining({
          body: 'A fatura…',
          icon: '/icons/icon-192.png',
          tag: 'tokaas-7',
          data: { url: '/minhas-tokaas/1/faturas?pagar=2' },
        }),
      },
    ]);
    for (const client of clients)
      expect(client.postMessage).toHaveBeenCalledWith({ type: NOTIFICATION_MESSAGE });
  });

  it('a payload that is not JSON still shows something, and a link never leaves the app', async () => {
    const { fire, shown } = fakeScope([]);
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('bad');
        },
      },
    });
    expect(shown[0]?.title).toBe('Tokaas');
    expect(readPush({ title: 'T', body: 'B', url: 'https://evil.example/' }).url).toBe('/');
    expect(readPush({ title: 'T', body: 'B', url: '//evil.example/' }).url).toBe('/');
  });
});

describe('notificationclick', () => {
  it('focuses the open app window and navigates it to the url', async () => {
    const { fire, clients, openWindow } = fakeScope([{ url: 'https://tokaas.example/minhas-tokaas' }]);
    const event = clickEvent('/tickets/5');
    await fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(clients[0]?.navigate).toHaveBeenCalledWith('https://tokaas.example/tickets/5');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no app window is open, or the open one cannot be navigated', async () => {
    const none = fakeScope([]);
    await none.fire('notificationclick', clickEvent('/minhas-tokaas/3/chaves'));
    expect(none.openWindow).toHaveBeenCalledWith('https://tokaas.example/minhas-tokaas/3/chaves');

    const uncontrolled = fakeScope([
      { url: 'https://tokaas.example/', navigate: () => Promise.reject(new TypeError('not controlled')) },
    ]);
    await uncontrolled.fire('notificationclick', clickEvent('/tickets/5'));
    expect(uncontrolled.openWindow).toHaveBeenCalledWith('https://tokaas.example/tickets/5');
  });
});

describe('applicationServerKey', () => {
  it('turns the base64url VAPID key into its bytes', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const text = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(text)]).toEqual([...bytes]);
  });
});
