// Offline as a resident lives it: the page, its workers and the service worker all lose the
// network (context.setOffline alone does not cut service-worker fetches, playwright#2311), and
// navigator.onLine says so. In the e2e run the net switch (net-switch.ts) is turned off too: it
// also cuts a worker that starts before Playwright has set the rest up for it. The bench has no
// switch (NET_SWITCH_URL unset).

import type { BrowserContext } from '@playwright/test';
import { settledWithin } from './settled-within.ts';

const abortAll = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');

export async function turnSwitch(to: 'offline' | 'online' | 'hold' | 'release'): Promise<void> {
  const url = process.env.NET_SWITCH_URL;
  if (!url) return;
  const answer = await fetch(`${url}/${to}`, { method: 'POST' });
  const state = { offline: 'offline', online: 'online', hold: 'holding', release: 'online' }[to];
  if ((await answer.text()) !== state) throw new Error(`the net switch did not go ${state}`);
}

/** How many outbox sends (requests with an Idempotency-Key) the browser got past the net switch. */
export async function changesThroughSwitch(): Promise<number> {
  const url = process.env.NET_SWITCH_URL;
  if (!url) throw new Error('changesThroughSwitch needs the e2e net switch (NET_SWITCH_URL)');
  return Number(await (await fetch(`${url}/changes`)).text());
}

// Chromium 150 keeps context.setOffline's navigator.onLine = false for the document it was set on
// only: a page loaded after it (a reload, a new tab) reads true, though its requests fail. While
// offline a cookie says so, and an init script makes navigator.onLine read it, as a phone's would.
const OFFLINE_COOKIE = 'tokaas-e2e-offline';
const withOfflineGetter = new WeakSet<BrowserContext>();

/**
 * The init script, as text: a function handed to addInitScript goes as its source, and the bench
 * runs under tsx, whose transform adds calls to its own `__name` helper that the page lacks (the
 * getter then failed to install, and the bench's offline pages read navigator.onLine true).
 */
const offlineGetter = (cookie: string) => `(() => {
  const offline = () => document.cookie.split('; ').includes(${JSON.stringify(`${cookie}=1`)});
  // Loaded while offline: Chromium will not tell this document it is online again (goOnline does).
  window.__tokaasLoadedOffline = offline();
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => !offline() });
})();`;

async function markOffline(context: BrowserContext): Promise<void> {
  if (!withOfflineGetter.has(context)) {
    withOfflineGetter.add(context);
    await context.addInitScript(offlineGetter(OFFLINE_COOKIE));
  }
  const origins = new Set(
    context
      .pages()
      .map((page) => page.url())
      .filter((url) => url.startsWith('http'))
      .map((url) => new URL(url).origin),
  );
  // No page on the app yet: none is loaded offline before one is, and setOffline covers that one.
  if (origins.size === 0) return;
  await context.addCookies([...origins].map((url) => ({ name: OFFLINE_COOKIE, value: '1', url })));
}

export async function goOffline(context: BrowserContext): Promise<void> {
  await turnSwitch('offline');
  await markOffline(context);
  await context.setOffline(true);
  await context.route('**/*', abortAll);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  // The switch first: the page hears 'online' from setOffline and may sync at once.
  await turnSwitch('online');
  await context.clearCookies({ name: OFFLINE_COOKIE });
  await context.unroute('**/*', abortAll);
  await context.setOffline(false);
  // A page loaded while offline hears no 'online' from Chromium (see above): it gets one here.
  for (const page of context.pages()) {
    await page
      .evaluate(() => {
        const page = window as { __tokaasLoadedOffline?: boolean };
        if (!page.__tokaasLoadedOffline) return;
        page.__tokaasLoadedOffline = false;
        window.dispatchEvent(new Event('online'));
      })
      .catch(() => {}); // a page closing or navigating meanwhile
  }
}

// Lie-fi: connected (navigator.onLine true, no failure anywhere), but no answer comes until
// releaseAnswers. In the e2e run the net switch holds them (net-switch.ts: the page, its workers and
// the service worker alike, and late answers really arrive); without a switch (the bench), routes
// of the context hold them.
interface RouteHold {
  release(): void;
  held: Set<string>;
  handler(route: import('@playwright/test').Route): Promise<void>;
}
const withoutSwitch = new WeakMap<BrowserContext, RouteHold>();

export async function holdAnswers(context: BrowserContext): Promise<void> {
  if (process.env.NET_SWITCH_URL) return turnSwitch('hold');
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new Set<string>();
  const handler = async (route: import('@playwright/test').Route) => {
    const { pathname, search } = new URL(route.request().url());
    held.add(`${pathname}${search}`);
    await released;
    held.delete(`${pathname}${search}`);
    await route.fallback().catch(() => {}); // a page closed meanwhile
  };
  withoutSwitch.set(context, { release, held, handler });
  await context.route('**/*', handler);
}

export async function releaseAnswers(context: BrowserContext): Promise<void> {
  if (process.env.NET_SWITCH_URL) return turnSwitch('release');
  const holding = withoutSwitch.get(context);
  if (!holding) return;
  withoutSwitch.delete(context);
  await context.unroute('**/*', holding.handler);
  holding.release();
}

/** The paths (and queries) of the requests held now, unanswered. */
export async function heldAnswers(context: BrowserContext): Promise<string[]> {
  const url = process.env.NET_SWITCH_URL;
  if (!url) return [...(withoutSwitch.get(context)?.held ?? [])];
  return (await fetch(`${url}/held`)).json() as Promise<string[]>;
}

/**
 * Waits until the service worker controls the page, so offline reloads are served from its cache,
 * and, when someone is signed in, until it has precached the resident area (a visitor's install
 * holds only the public routes; the app asks for the rest after a sign-in).
 */
/** How long an active worker's claim of the page is waited for before a reload gives it control. */
const CLAIM_WAIT_MS = 10_000;

export async function waitForServiceWorker(page: import('@playwright/test').Page): Promise<void> {
  if (await settledWithin(inControlAndPrecached(page), SERVICE_WORKER_WAIT_MS)) return;
  // Say what the worker is doing, instead of the test's timeout with no word of it.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      registered: !!registration,
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
      controlled: !!navigator.serviceWorker.controller,
    };
  });
  throw new Error(
    `o service worker não assumiu a página em ${SERVICE_WORKER_WAIT_MS} ms: ${JSON.stringify(state)}`,
  );
}

/** Longer than a first install under load, shorter than a test's timeout. */
const SERVICE_WORKER_WAIT_MS = 45_000;

async function inControlAndPrecached(page: import('@playwright/test').Page): Promise<void> {
  const controlled = await page.evaluate(async (claimWaitMs) => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    return new Promise<boolean>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
      setTimeout(() => resolve(!!navigator.serviceWorker.controller), claimWaitMs);
    });
  }, CLAIM_WAIT_MS);
  // A page whose document was still loading as the worker activated is left out of its claim
  // (Clients.claim skips a client not yet execution-ready): it stays uncontrolled until the next
  // navigation, which the active worker takes. Seen in CI after a reload during the first install.
  if (!controlled) await page.reload();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    const worker = navigator.serviceWorker.controller;
    if (!worker) return;
    const channel = new MessageChannel();
    const answered = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve();
    });
    worker.postMessage({ type: 'PRECACHE_RESIDENT' }, [channel.port2]);
    await answered;
  });
}
