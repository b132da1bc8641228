/// <reference lib="WebWorker" />
// Web Push (issue 33). 'push': shows the notification the server sent
// (server/notifications/push-delivery.ts: {id, title, body, url}) with the app's icon, then tells
// every open window ('tokaas:notification') so the app refreshes its bell. 'notificationclick':
// closes it and opens its url, in the app's window when one is open (focused and navigated there),
// else in a new one.

/** The message open windows receive after a push was shown. */
export const NOTIFICATION_MESSAGE = 'tokaas:notification';
const ICON = '/icons/icon-192.png';
const FALLBACK = { title: 'Tokaas', body: 'Você tem uma nova notificação.', url: '/' };

export interface ShownPush {
  id?: number;
  title: string;
  body: string;
  url: string;
}

/** The payload's fields, an app path only (a tap never leaves the app), defaults otherwise. */
export function readPush(data: unknown): ShownPush {
  const d = (data ?? {}) as Record<string, unknown>;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  const url = typeof d.url === 'string' && d.url.startsWith('/') && !d.url.startsWith('//') ? d.url : '/';
  return {
    ...(typeof d.id === 'number' ? { id: d.id } : {}),
    title: text(d.title, FALLBACK.title),
    body: text(d.body, FALLBACK.body),
    url,
  };
}

function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

/**
 * waitUntil keeps the worker alive for the work; a script-dispatched event (the e2e test's
 * notificationclick, as headless Chromium has no notification to click) cannot extend its
 * lifetime and throws, but the work still runs.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const push = readPush(payloadOf(event));
    keepAlive(
      event,
      (async () => {
        await scope.registration.showNotification(push.title, {
          body: push.body,
          icon: ICON,
          badge: ICON,
          lang: 'pt-BR',
          // One notification per event: a repeated delivery replaces it instead of stacking.
          ...(push.id === undefined ? {} : { tag: `tokaas-${push.id}` }),
          data: { url: push.url },
        });
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        for (const client of windows) client.postMessage({ type: NOTIFICATION_MESSAGE });
      })(),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(readPush(event.notification.data).url, scope.location.origin).href;
    keepAlive(event, openInApp(scope, url));
  });
}

async function openInApp(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === scope.location.origin);
  if (open) {
    // focus() needs the click's user activation; navigating does not, so it goes on regardless.
    const focused = await open.focus().catch(() => open);
    // navigate() works only on a window this worker controls; else a new window opens below.
    if (
      await focused.navigate(url).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await scope.clients.openWindow(url);
}
