// The service worker's cache of hashed files (`assets/…`), of every version: immutable by name.
// Shared by the worker, which answers /assets/ from it first (sw/sw.ts), and the page, which asks
// it whether a chunk's file is there before downloading it (load-chunk.ts).
export const ASSETS_CACHE = 'tokaas-assets';
