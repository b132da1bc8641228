// Replaces Vite's preload helper (the function every `import()` of the build is wrapped in) with
// src/shared/load-chunk.ts, which downloads a chunk's files so that a failed download can be
// retried (why, in its header). Build only: the dev server imports modules natively.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const LOAD_CHUNK = fileURLToPath(new URL('../src/shared/load-chunk.ts', import.meta.url));

export function chunkLoader(): Plugin {
  return {
    name: 'tokaas:chunk-loader',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === VITE_PRELOAD_HELPER ? id : undefined),
    load: (id) =>
      id === VITE_PRELOAD_HELPER
        ? `export { loadChunk as __vitePreload } from ${JSON.stringify(LOAD_CHUNK)};`
        : undefined,
  };
}
