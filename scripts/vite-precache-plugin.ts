// After the app build: builds the service worker (sw/sw.ts) as one self-contained classic script
// at the fixed URL /sw.js, then writes the precache list into it with workbox-build's
// injectManifest (the shell and every hashed asset, with revisions).
import { build, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';
import { dexieModern } from './dexie-modern.ts';

export function precacheServiceWorker(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'tokaas-precache-sw',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async closeBundle() {
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: dexieModern },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry: 'sw/sw.ts', formats: ['iife'], name: 'tokaasServiceWorker', fileName: () => 'sw.js' },
        },
      });
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
