/// <reference lib="WebWorker" />
// A visitor's install (no session stored): of the public screens, only those of the pages open now
// (a first visit's page, not controlled yet) and what those pages have already loaded; the others
// are kept as they are first used, through the fetch handler (static routes send them there).
import {
  ASSETS_CACHE,
  absolute,
  type PrecacheEntry,
  PUBLIC_MANIFEST,
  PUBLIC_ROUTES,
} from './precache-lists.ts';

declare const self: ServiceWorkerGlobalScope;

/** Chromium's static routing (InstallEvent.addRoutes), not in TypeScript's lib yet. */
interface RouterCondition {
  urlPattern?: { pathname: string };
  requestMethod?: string;
  or?: RouterCondition[];
}
export interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(
    rules: { condition: RouterCondition; source: 'fetch-event' | { cacheName: string } }[],
  ): Promise<void>;
}

/** The public screens' files the open pages need (a first visit's page is not controlled yet). */
async function openPagesFiles(): Promise<Set<string>> {
  const files = new Set<string>();
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const { pathname } = new URL(client.url);
    const route = PUBLIC_ROUTES.find(([pattern]) => pattern.test(pathname));
    for (const file of route?.[1] ?? []) files.add(file);
  }
  return files;
}

/**
 * The hashed public files the open pages have already loaded (what their code loads as it starts,
 * beyond the route's imports: answer schemas, date helpers, …), taken from the HTTP cache without
 * a byte on the network (`only-if-cached`), so the page opens offline later. Their URLs.
 */
async function keepLoaded(entries: PrecacheEntry[]): Promise<string[]> {
  const assets = await caches.open(ASSETS_CACHE);
  const kept = await Promise.all(
    entries
      .filter((entry) => entry.url.startsWith('assets/'))
      .map(async (entry) => {
        const url = absolute(entry.url);
        if (await assets.match(url)) return entry.url;
        const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(
          () => undefined,
        );
        if (!response?.ok) return undefined;
        await assets.put(url, response);
        return entry.url;
      }),
  );
  return kept.filter((url) => url !== undefined);
}

/**
 * The static routes: hashed assets come straight from Cache Storage, without starting this worker
 * or running its fetch handler (an offline start of the resident area loads ~60 modules); a miss
 * goes to the network. But the public screens not precached (`later`) go to the fetch handler,
 * which keeps them as they arrive: a page a visitor opened opens offline later. Browsers without
 * static routing use the '/assets/' branch of the fetch handler for all.
 */
export async function addRoutes(event: RoutingInstallEvent, later: string[]): Promise<void> {
  const assets = { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' };
  const onFirstUse = later
    .filter((url) => url.startsWith('assets/'))
    .map((url) => ({ urlPattern: { pathname: new URL(absolute(url)).pathname } }));
  await event.addRoutes?.([
    ...(onFirstUse.length > 0 ? [{ condition: { or: onFirstUse }, source: 'fetch-event' as const }] : []),
    { condition: assets, source: { cacheName: ASSETS_CACHE } },
  ]);
}

/**
 * The public screens' files this install precaches (`now`) and those kept on first use (`later`):
 * every one for a resident already signed in (an update reaches them complete); for a visitor,
 * those of the open pages and what those pages have already loaded (taken from the HTTP cache).
 */
export async function publicFilesToInstall(
  signedIn: boolean,
): Promise<{ now: PrecacheEntry[]; later: string[] }> {
  const needed = new Set(signedIn ? PUBLIC_MANIFEST.map((entry) => entry.url) : await openPagesFiles());
  const loaded = signedIn ? [] : await keepLoaded(PUBLIC_MANIFEST.filter((entry) => !needed.has(entry.url)));
  for (const url of loaded) needed.add(url);
  return {
    now: PUBLIC_MANIFEST.filter((entry) => needed.has(entry.url)),
    later: PUBLIC_MANIFEST.filter((entry) => !needed.has(entry.url)).map((entry) => entry.url),
  };
}
