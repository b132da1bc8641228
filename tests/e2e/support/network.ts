// Offline as a resident lives it: the page, its workers and the service worker all lose the
// network (context.setOffline alone does not cut service-worker fetches, playwright#2311).
import type { BrowserContext } from '@playwright/test';

const abortAll = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', abortAll);
}

export async function goOnline(context: BrowserContext): Promise<void> {
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
