// Offline as a resident lives it: the page, its workers and the service worker all lose the
// network (context.setOffline alone does not cut service-worker fetches, playwright#2311), and
// navigator.onLine says so. In the e2e run the net switch (net-switch.ts) is turned off too: it
// also cuts a worker that starts before Playwright has set the rest up for it. The bench has no
// switch (NET_SWITCH_URL unset).
import type { BrowserContext } from '@playwright/test';

const abortAll = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');

async function turnSwitch(to: 'offline' | 'online'): Promise<void> {
  const url = process.env.NET_SWITCH_URL;
  if (!url) return;
  const answer = await fetch(`${url}/${to}`, { method: 'POST' });
  if ((await answer.text()) !== to) throw new Error(`the net switch did not go ${to}`);
}

export async function goOffline(context: BrowserContext): Promise<void> {
  await turnSwitch('offline');
  await context.setOffline(true);
  await context.route('**/*', abortAll);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  // The switch first: the page hears 'online' from setOffline and may sync at once.
  await turnSwitch('online');
  await context.unroute('**/*', abortAll);
  await context.setOffline(false);
}

/** Waits until the service worker controls the page, so offline reloads are served from its cache. */
export async function waitForServiceWorker(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
}
