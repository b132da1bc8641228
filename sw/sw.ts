/// <reference lib="WebWorker" />
// The service worker: precaches the app shell and assets (list injected at build time),
// serves navigations from the cached shell when the network fails, and drops old caches.
declare const self: ServiceWorkerGlobalScope;

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// workbox-build replaces `self.__WB_MANIFEST` with the list of files and revisions.
const MANIFEST: PrecacheEntry[] = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
const SHELL_CACHE = `tokaas-shell-${hash(MANIFEST.map((e) => `${e.url}@${e.revision ?? ''}`).join('|'))}`;
// Chunks of earlier versions stay here so an open tab can still load its lazy routes.
const ASSETS_CACHE = 'tokaas-assets';

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

const urlOf = (entry: PrecacheEntry) => new URL(entry.url, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(MANIFEST.map(urlOf));
      const assets = await caches.open(ASSETS_CACHE);
      for (const entry of MANIFEST.filter((e) => e.url.startsWith('assets/'))) {
        const response = await shell.match(urlOf(entry));
        if (response) await assets.put(urlOf(entry), response);
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

// The page asks the waiting worker to take over once the person agrees to reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(
        async () =>
          (await caches.match(new URL('index.html', self.registration.scope).href, {
            cacheName: SHELL_CACHE,
          })) ?? Response.error(),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith((async () => (await caches.match(request)) ?? fetch(request))());
  }
});

export type {};
