/// <reference lib="WebWorker" />
// The service worker. Small and hand-written:
// - precaches the shell and assets (list injected at build time by workbox-build);
// - serves navigations from the cached shell when the network fails (with the page as last drawn,
//   when that is still true: offline-page.ts), other precached files cache-first;
// - caches public catalogue GETs and images stale-while-revalidate (a unit seen opens offline);
//   never resident data (Dexie is its store);
// - keeps earlier versions' hashed chunks, so an open tab still loads its lazy routes after a deploy;
// - waits for the page's word ('SKIP_WAITING') before taking over: no surprise reloads;
// - drains the outbox on Background Sync (Chromium) unless the worker is draining (background-sync.ts).

import { answersInPage } from '../src/app/answer-scripts.ts';
import { putAnswers } from '../src/app/page-answers.ts';
import { database } from '../src/data/db.ts';
import { readStoredSession } from '../src/data/stored-session.ts';
import { listenForBackgroundSync } from './background-sync.ts';
import { CATALOGUE_CACHE, isCatalogueRequest } from './catalogue-requests.ts';
import { offlinePage } from './offline-page.ts';

declare const self: ServiceWorkerGlobalScope;

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// workbox-build replaces `self.__WB_MANIFEST` with the list of files and revisions.
const MANIFEST: PrecacheEntry[] = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
const SHELL_CACHE = `tokaas-shell-${hash(MANIFEST.map((e) => `${e.url}@${e.revision ?? ''}`).join('|'))}`;
const ASSETS_CACHE = 'tokaas-assets';

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

const absolute = (url: string) => new URL(url, self.registration.scope).href;
// Files of this version's precache (icons, manifest, …) are served from it: they render offline.
const PRECACHED = new Set(MANIFEST.map((entry) => absolute(entry.url)));

/** Chromium's static routing (InstallEvent.addRoutes), not in TypeScript's lib yet. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: {
    condition: { urlPattern: { pathname: string }; requestMethod?: string };
    source: { cacheName: string };
  }): Promise<void>;
}

self.addEventListener('install', (event) => {
  // Hashed assets come straight from Cache Storage, without starting this worker or running its
  // fetch handler: an offline start of the resident area loads ~60 modules. A miss goes to the
  // network. Browsers without static routing use the '/assets/' branch of the fetch handler.
  const routes = (event as RoutingInstallEvent).addRoutes?.({
    condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
    source: { cacheName: ASSETS_CACHE },
  });
  event.waitUntil(routes?.catch(() => {}) ?? Promise.resolve());
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(MANIFEST.map((entry) => absolute(entry.url)));
      const assets = await caches.open(ASSETS_CACHE);
      for (const entry of MANIFEST.filter((e) => e.url.startsWith('assets/'))) {
        const response = await shell.match(absolute(entry.url));
        if (response) await assets.put(absolute(entry.url), response);
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('tokaas-shell-') && key !== SHELL_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CATALOGUE_CACHE);
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
  return (await network) ?? Response.json({ message: 'Sem conexão.' }, { status: 503 });
}

/**
 * A server-rendered page carries the catalogue answers it was drawn with: kept as it arrives, so
 * the page opens offline later even if it was left before its own code ran.
 */
async function keepPageAnswers(response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  const answers = Object.fromEntries(
    Object.entries(answersInPage(await response.text())).filter(([path]) =>
      isCatalogueRequest(new URL(path, self.location.origin)),
    ),
  );
  await putAnswers(await caches.open(CATALOGUE_CACHE), self.location.origin, answers);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          event.waitUntil(keepPageAnswers(response.clone()));
          return response;
        })
        .catch(async () => {
          const shell = await caches.match(absolute('index.html'), { cacheName: SHELL_CACHE });
          if (!shell) return Response.error();
          return offlinePage(shell, url.pathname, {
            db: database(),
            session: readStoredSession,
            isCurrentBuild: (build) => PRECACHED.has(build),
          });
        }),
    );
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
  if (PRECACHED.has(`${url.origin}${url.pathname}`)) {
    event.respondWith(
      (async () =>
        (await caches.match(request, { cacheName: SHELL_CACHE, ignoreSearch: true })) ?? fetch(request))(),
    );
    return;
  }
  if (isCatalogueRequest(url)) event.respondWith(staleWhileRevalidate(event));
});

listenForBackgroundSync(self);
