/// <reference lib="WebWorker" />
// The service worker. Small and hand-written:
// - precaches at install what a visitor needs: the shell and the screen of the page the visitor is
//   on (visitor-install.ts); the other public screens are cached when first used, and the resident
//   area (with every public screen) once someone signs in (lists injected at build time,
//   precache-lists.ts); a server-rendered page's inlined stylesheets are kept as their files
//   (keepPageStylesheets);
//   an update downloads only the files that changed (hashed names, or a new revision);
// - answers navigations by route (navigation-routes.ts, docs/architecture.md 'Navigation
//   strategy'): the app's own pages from the cached shell at once, never waiting for the network
//   (with the page as last drawn, when that is still true: offline-page.ts); the server-rendered
//   public pages from the network within a deadline, else their last copy (kept-pages.ts) or the
//   shell; other precached files cache-first;
// - caches public catalogue GETs and images stale-while-revalidate (a unit seen opens offline);
//   never resident data (Dexie is its store), but for the boleto PDFs a resident opened, kept per
//   resident so 'Baixar boleto' works offline (boleto-cache.ts);
// - keeps earlier versions' hashed chunks, so an open tab still loads its lazy routes after a deploy;
// - waits for the page's word ('SKIP_WAITING') before taking over: no surprise reloads;
// - drains the outbox on Background Sync (Chromium) unless the worker is draining (background-sync.ts);
// - shows Web Push notifications and opens their screen on a tap (push-notifications.ts).

import { isBoletoPdfRequest } from '../src/api/boleto-requests.ts';
import { CATALOGUE_CACHE, isCatalogueRequest } from '../src/api/catalogue-requests.ts';
import { database } from '../src/data/engine/db.ts';
import { readStoredSession } from '../src/data/engine/stored-session.ts';
import { answersInPage, KEEP_PAGE_ANSWERS } from '../src/shared/embedded-answers.ts';
import { stylesheetsInPage } from '../src/shared/inlined-stylesheets.ts';
import { listenForBackgroundSync } from './background-sync.ts';
import { boletoPdf } from './boleto-cache.ts';
import { eachLimited } from './each-limited.ts';
import { putAnswers } from './embedded-answers-cache.ts';
import { KEPT_PAGES_PREFIX, keepPage, lastCopy } from './kept-pages.ts';
import { navigationRoute } from './navigation-routes.ts';
import { networkWithDeadline } from './network-deadline.ts';
import { offlinePage } from './offline-page.ts';
import {
  ASSETS_CACHE,
  absolute,
  MANIFEST,
  type PrecacheEntry,
  PUBLIC_MANIFEST,
  RESIDENT_MANIFEST,
} from './precache-lists.ts';
import { listenForPush } from './push-notifications.ts';
import { addRoutes, publicFilesToInstall, type RoutingInstallEvent } from './visitor-install.ts';

declare const self: ServiceWorkerGlobalScope;

const ALL_ENTRIES = [...MANIFEST, ...PUBLIC_MANIFEST, ...RESIDENT_MANIFEST];
const SHELL_CACHE = `tokaas-shell-${hash(ALL_ENTRIES.map((e) => `${e.url}@${e.revision ?? ''}`).join('|'))}`;
const BOOT_SCRIPT = '/boot.js';
const PAGES_CACHE = `${KEPT_PAGES_PREFIX}${SHELL_CACHE.slice('tokaas-shell-'.length)}`;

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

// Files of this version's precache (icons, manifest, …) are served from it: they render offline.
const PRECACHED = new Set(ALL_ENTRIES.map((entry) => absolute(entry.url)));
/** The revision a precached non-hashed file was stored with, so an update reuses what is unchanged. */
const REVISION_HEADER = 'x-tokaas-revision';

/** Downloads the precache runs at once (each-limited.ts says why). */
const PRECACHE_DOWNLOADS_AT_ONCE = 6;

/**
 * Puts `entries` in the caches, downloading only what no earlier version holds: a hashed asset
 * already in the assets cache is the same file; a non-hashed one (shell, icons) is reused from an
 * earlier version's shell cache when its revision is the same.
 */
async function precache(entries: PrecacheEntry[]): Promise<void> {
  const shell = await caches.open(SHELL_CACHE);
  const assets = await caches.open(ASSETS_CACHE);
  const earlierShells = (await caches.keys()).filter((key) => key.startsWith('tokaas-shell-'));
  await eachLimited(entries, PRECACHE_DOWNLOADS_AT_ONCE, async (entry) => {
    const url = absolute(entry.url);
    if (entry.url.startsWith('assets/')) {
      if (await assets.match(url)) return;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`precache: ${response.status} ${url}`);
      await assets.put(url, response);
      return;
    }
    for (const key of earlierShells) {
      const kept = await (await caches.open(key)).match(url);
      if (kept && entry.revision !== null && kept.headers.get(REVISION_HEADER) === entry.revision) {
        if (key !== SHELL_CACHE) await shell.put(url, kept);
        return;
      }
    }
    // `no-cache`: a new revision must not come from the HTTP cache's older copy.
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`precache: ${response.status} ${url}`);
    const headers = new Headers(response.headers);
    headers.set(REVISION_HEADER, entry.revision ?? '');
    await shell.put(url, new Response(await response.blob(), { status: response.status, headers }));
  });
}

let residentArea: Promise<void> | undefined;
/** The resident area and every public screen, for a signed-in resident only (a visitor may never sign in). */
function precacheResidentArea(): Promise<void> {
  residentArea ??= readStoredSession()
    .then((session) => (session ? precache([...PUBLIC_MANIFEST, ...RESIDENT_MANIFEST]) : undefined))
    .finally(() => {
      residentArea = undefined;
    });
  return residentArea;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const session = await readStoredSession();
      // A resident already signed in (an update) gets the whole new version before it takes over.
      const { now, later } = await publicFilesToInstall(session !== null);
      await Promise.all([
        addRoutes(event as RoutingInstallEvent, later).catch(() => {}),
        precache([...MANIFEST, ...now]),
        session ? precache(RESIDENT_MANIFEST) : undefined,
      ]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('tokaas-shell-') && key !== SHELL_CACHE) await caches.delete(key);
        if (key.startsWith(KEPT_PAGES_PREFIX) && key !== PAGES_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === KEEP_PAGE_ANSWERS) {
    // A first visit's page, drawn by the server before this worker controlled it (keep-embedded-answers.ts).
    const answers = (event.data as { answers?: unknown }).answers;
    if (answers && typeof answers === 'object')
      event.waitUntil(
        keepCatalogueAnswers(answers as Record<string, unknown>).catch((error: unknown) =>
          console.warn('[sw] respostas da página não guardadas', error),
        ),
      );
  }
  if (type === 'PRECACHE_RESIDENT') {
    // Sent by the page when someone signs in (src/app/register-sw.ts); answered when done.
    const done = precacheResidentArea().then(
      () => event.ports[0]?.postMessage({ type: 'PRECACHED_RESIDENT', ok: true }),
      (error: unknown) => {
        console.warn('[sw] precache do morador', error);
        event.ports[0]?.postMessage({ type: 'PRECACHED_RESIDENT', ok: false });
      },
    );
    event.waitUntil(done);
  }
});

async function staleWhileRevalidate(event: FetchEvent, cacheName = CATALOGUE_CACHE): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request);
  const network = fetch(event.request)
    .then(async (response) => {
      if (response.ok) await cache.put(event.request, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (cached) {
    event.waitUntil(network);
    return cached;
  }
  // No copy and no network: the page's fetch fails as it would with no service worker, so the
  // app tells it from a server's answer (src/api/client.ts: 'network').
  return (await network) ?? Response.error();
}

/**
 * A server-rendered page carries the catalogue answers it was drawn with: kept as it arrives, so
 * the page opens offline later even if it was left before its own code ran.
 */
async function keepPageAnswers(response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  await keepCatalogueAnswers(answersInPage(await response.text()));
}

/** Keeps a page's answers (JSON texts by path) that are catalogue requests; ignores the rest. */
async function keepCatalogueAnswers(answers: Readonly<Record<string, unknown>>): Promise<void> {
  const kept = Object.fromEntries(
    Object.entries(answers).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && isCatalogueRequest(new URL(entry[0], self.location.origin)),
    ),
  );
  await putAnswers(await caches.open(CATALOGUE_CACHE), self.location.origin, kept);
}

/** The shell for `path`, with the page as last drawn when that is still true. */
async function shellPage(path: string): Promise<Response | undefined> {
  const shell = await caches.match(absolute('index.html'), { cacheName: SHELL_CACHE });
  if (!shell) return undefined;
  return offlinePage(shell, path, {
    db: database(),
    session: readStoredSession,
    isCurrentBuild: (build) => PRECACHED.has(build),
  });
}

/**
 * The stylesheets a server-rendered page carries inlined, kept as the files they are, with no
 * download: a screen drawn offline in the shell (a unit page opened from this search, reloaded)
 * asks for them by address, and a visitor's browser never fetched them.
 */
async function keepPageStylesheets(response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  const assets = await caches.open(ASSETS_CACHE);
  for (const { href, css } of stylesheetsInPage(await response.text())) {
    if (!href.startsWith('/assets/') || !href.endsWith('.css')) continue;
    const url = absolute(href.slice(1));
    if (await assets.match(url)) continue;
    await assets.put(url, new Response(css, { headers: { 'content-type': 'text/css' } }));
  }
}

/** A server-rendered page kept as it arrives: its last copy, its catalogue answers and styles. */
async function keepServerPage(url: URL, response: Response): Promise<void> {
  const key = `${url.pathname}${url.search}`;
  const assets = await caches.open(ASSETS_CACHE);
  await Promise.all([
    keepPage(await caches.open(PAGES_CACHE), absolute(key), response.clone()),
    keepPageStylesheets(response.clone()),
    keepPageAnswers(response),
    // The kept page starts the app with it (a page seen before any went through this worker).
    assets.match(absolute(BOOT_SCRIPT)).then(async (kept) => {
      if (!kept) await assets.add(absolute(BOOT_SCRIPT));
    }),
  ]);
}

async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  const route = navigationRoute(url.pathname);
  if (route === 'shell') {
    // Its server answer is this same shell: the network has nothing to add, the data comes from
    // the mirror, and a new build is found by registration.update() (src/app/register-sw.ts).
    return (await shellPage(url.pathname)) ?? fetch(event.request);
  }
  if (route === 'server') {
    return fetch(event.request).catch(async () => (await shellPage(url.pathname)) ?? Response.error());
  }
  let keeping: Promise<void> = Promise.resolve();
  const network = fetch(event.request).then((response) => {
    // Also when it comes past the deadline: the next start has the fresher copy.
    keeping = keepServerPage(url, response.clone()).catch(() => {});
    return response;
  });
  event.waitUntil(
    network.then(
      () => keeping,
      () => {},
    ),
  );
  return networkWithDeadline(network, async () => {
    const kept = await lastCopy(await caches.open(PAGES_CACHE), absolute(`${url.pathname}${url.search}`));
    return kept ?? shellPage(url.pathname);
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(event, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) await (await caches.open(ASSETS_CACHE)).put(request, response.clone());
        return response;
      })(),
    );
    return;
  }
  if (url.pathname === BOOT_SCRIPT) {
    // Starts the app on a server-rendered page (public/boot.js, the same for every build: it reads
    // the entry's address from the page), so a kept page starts offline or on lie-fi too.
    event.respondWith(staleWhileRevalidate(event, ASSETS_CACHE));
    return;
  }
  if (PRECACHED.has(`${url.origin}${url.pathname}`)) {
    event.respondWith(
      (async () =>
        (await caches.match(request, { cacheName: SHELL_CACHE, ignoreSearch: true })) ?? fetch(request))(),
    );
    return;
  }
  if (isCatalogueRequest(url)) event.respondWith(staleWhileRevalidate(event));
  else if (isBoletoPdfRequest(url)) event.respondWith(boletoPdf(request, readStoredSession));
});

listenForBackgroundSync(self);
listenForPush(self);
