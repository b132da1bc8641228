/// <reference lib="WebWorker" />
// The service worker's precache lists, injected at build time (scripts/vite-precache-plugin.ts,
// docs/architecture.md 'Service worker'), and the cache its hashed files go to.

declare const self: ServiceWorkerGlobalScope;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// workbox-build replaces `self.__WB_MANIFEST` with the shell's files and revisions,
// `self.__WB_PUBLIC_MANIFEST` with the public screens', `self.__WB_RESIDENT_MANIFEST` with the
// resident area's; the build plugin replaces `self.__TOKAAS_PUBLIC_ROUTES` with each public route's
// pattern and files (docs/architecture.md 'Precache').
// Each read as `self.<name>`, the text the injection looks for.
export const MANIFEST = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
export const PUBLIC_MANIFEST = (self as unknown as { __WB_PUBLIC_MANIFEST: PrecacheEntry[] })
  .__WB_PUBLIC_MANIFEST;
export const RESIDENT_MANIFEST = (self as unknown as { __WB_RESIDENT_MANIFEST: PrecacheEntry[] })
  .__WB_RESIDENT_MANIFEST;
// Files by their index in the public list (scripts/precache-split.ts, indexedRoutes).
const ROUTES = (
  self as unknown as { __TOKAAS_PUBLIC_ROUTES: [pattern: string, files: (number | string)[]][] }
).__TOKAAS_PUBLIC_ROUTES;
/** Each public route: the paths it matches, and the files its screen needs beyond the core. */
export const PUBLIC_ROUTES = ROUTES.map(
  ([pattern, files]) =>
    [
      new RegExp(pattern, 'i'),
      new Set(files.map((file) => (typeof file === 'number' ? (PUBLIC_MANIFEST[file]?.url ?? '') : file))),
    ] as const,
);

export { ASSETS_CACHE } from '../src/shared/assets-cache.ts';

/** A precache entry's URL (relative to the scope) as an absolute one. */
export const absolute = (url: string) => new URL(url, self.registration.scope).href;
