// Dexie's modern build (dist/modern/dexie.mjs, for ES2018+; the app targets ES2022) instead of the
// package's default import, a wrapper around its ES5 UMD build: the same version and API, ~1.3 KB
// gzip smaller (~1.9 KB in the sync worker as minified here). Every 'dexie' import of a bundle,
// dexie-react-hooks' included, resolves to it, so each bundle still holds one Dexie. Used by the
// app build (pages, sync worker: vite.config.ts) and the service worker's (vite-precache-plugin.ts).
import type { AliasOptions } from 'vite';

export const dexieModern: AliasOptions = [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }];
