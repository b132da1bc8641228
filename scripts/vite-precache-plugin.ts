// After the build, writes the precache list (workbox-build's injectManifest) into dist/sw.js:
// the app shell and every hashed asset, with revisions, so a deploy replaces the shell atomically.

import type { Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

export function precacheServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tokaas-precache-sw',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const { count, size, warnings } = await injectManifest({
        swSrc: `${outDir}/sw.js`,
        swDest: `${outDir}/sw.js`,
        globDirectory: outDir,
        globPatterns: [
          'index.html',
          'manifest.webmanifest',
          'assets/**/*.{js,css,woff2}',
          'icons/*.{png,svg}',
        ],
        globIgnores: ['sw.js', '**/*.map'],
        // Hashed file names already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`[sw] ${warning}`);
      console.info(`[sw] precache: ${count} arquivos, ${(size / 1024).toFixed(0)} KiB`);
    },
  };
}
