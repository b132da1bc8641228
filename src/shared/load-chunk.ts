// Every `import()` of the app's build goes through loadChunk: it replaces Vite's preload helper
// (scripts/vite-chunk-loader.ts), which is called with the import and the files the chunk needs
// (its scripts and stylesheets, from the build's graph).
//
// Why not Vite's own: Chromium keeps a module whose download failed for the page's life (the HTML
// spec's module map; whatwg/html#6768, Chromium 150 measured). An import of that address, or of any
// chunk that imports it, fails again at once without asking the network, so a field, map or screen
// whose code failed once on a bad network never comes until a reload, however often it is retried.
// Vite's helper starts every file's download as a module (modulepreload), so one dropped file is
// kept failed that way.
//
// Policy: a chunk's files not yet loaded are downloaded first with fetch(), which the browser does
// not remember when it fails, all at once (as Vite's preload did). Only when each has arrived
// whole is the module imported, from the HTTP cache (hashed files are immutable) or the service
// worker's. A failed download therefore leaves nothing behind: the next import of the chunk asks
// the network again. Offline, a file no cache holds fails at once, with no network wait. A
// stylesheet is then linked (as Vite did) and waited for. A failure is reported as Vite's
// `vite:preloadError` (stale-build.ts reloads into a new build when that is safe; the promise then
// never settles, the page goes) and otherwise rejects, as the import would.
//
// Files the page already loaded (its own scripts, earlier chunks) are not downloaded again: the
// page's resource timing says which arrived (responseStatus 2xx). Nor are files the controlling
// service worker holds in its assets cache: it answers their import from there (sw/sw.ts), so it
// cannot fail on the network, and a look-up in Cache Storage costs the page a fraction of a
// fetch() through the worker (the response's body copied into the page: 20 files at 4× CPU,
// 130–220 ms against 16–29 ms; the resident's start downloaded ~40 files it already held).

import { ASSETS_CACHE } from './assets-cache.ts';

/** Files known to have arrived whole (absolute URLs). */
const arrived = new Set<string>();
let seeded = false;

function seedFromResourceTiming(): void {
  if (seeded) return;
  seeded = true;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const status = entry.responseStatus;
    if (status !== undefined && status >= 200 && status < 300) arrived.add(entry.name);
  }
}

/** The address of a file the build names relative to its base ('assets/x.js'). */
const fileUrl = (dep: string) => new URL(`${import.meta.env.BASE_URL}${dep}`, window.location.href).href;

const isStylesheet = (url: string) => new URL(url).pathname.endsWith('.css');

/** Of `urls`, those the service worker in control holds in its assets cache. */
async function heldByServiceWorker(urls: readonly string[]): Promise<Set<string>> {
  if (!urls.length || !navigator.serviceWorker?.controller || typeof caches === 'undefined') return new Set();
  const held = await Promise.all(
    urls.map((url) =>
      caches.match(url, { cacheName: ASSETS_CACHE }).then(
        (response) => response !== undefined,
        () => false,
      ),
    ),
  );
  return new Set(urls.filter((_, index) => held[index]));
}

/** Downloads under way: a chunk asked for by several loaders at once (a route's preload, its screen) is downloaded once. */
const downloading = new Map<string, Promise<void>>();

/** Downloads a file whole, so an import or link of it is then answered by a cache. */
function download(url: string): Promise<void> {
  let pending = downloading.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      await response.arrayBuffer();
      arrived.add(url);
    })().finally(() => downloading.delete(url));
    downloading.set(url, pending);
  }
  return pending;
}

/** Whether the page has the stylesheet, linked or inlined (src/shared/inlined-stylesheets.ts). */
function hasStylesheet(url: string): boolean {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === url) return true;
  }
  return false;
}

/** Links a stylesheet and waits until it applies. */
function linkStylesheet(url: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = url;
  const settled = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => {
      // Gone, so the next import links it again.
      link.remove();
      reject(new Error(`Unable to preload CSS for ${url}`));
    });
  });
  document.head.appendChild(link);
  return settled;
}

/** Vite's signal (stale-build.ts listens): a listener that prevents it takes the page over. */
function reportFailure(error: unknown): Promise<never> {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (event.defaultPrevented) return new Promise<never>(() => {});
  return Promise.reject(error);
}

export async function loadChunk<M>(importModule: () => Promise<M>, deps?: string[]): Promise<M> {
  if (!deps?.length) return importModule();
  seedFromResourceTiming();
  const files = [...new Set(deps.map(fileUrl))];
  const scripts = files.filter((url) => !isStylesheet(url));
  const stylesheets = files.filter((url) => isStylesheet(url) && !hasStylesheet(url));
  try {
    const toDownload = [...scripts, ...stylesheets].filter((url) => !arrived.has(url));
    const held = await heldByServiceWorker(toDownload);
    for (const url of held) arrived.add(url);
    await Promise.all(toDownload.filter((url) => !held.has(url)).map(download));
    await Promise.all(stylesheets.map(linkStylesheet));
  } catch (error) {
    return reportFailure(error);
  }
  return importModule().catch(reportFailure);
}
