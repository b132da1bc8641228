// After the app build: builds the service worker (sw/sw.ts) as one self-contained classic script
// at the fixed URL /sw.js, then writes two precache lists into it with workbox-build's
// injectManifest: what a visitor needs (the shell, the public routes, icons) into
// `self.__WB_MANIFEST`, and the resident area, precached once someone signs in, into
// `self.__WB_RESIDENT_MANIFEST` (the split: scripts/precache-split.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { injectManifest, type ManifestTransform } from 'workbox-build';
import { dexieModern } from './dexie-modern.ts';
import { publicFiles, type ViteManifest } from './precache-split.ts';
import { chunksImportingTheEntry } from './stable-chunks.ts';
import { writeCompressedCopies } from './vite-compress-plugin.ts';

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
      const manifest = JSON.parse(
        readFileSync(path.resolve(root, outDir, '.vite/manifest.json'), 'utf8'),
      ) as ViteManifest;
      const namingTheRoot = chunksImportingTheEntry(manifest);
      if (namingTheRoot.length > 0) {
        // Every release would rename these and all that import them (vite.config.ts, 'codeSplitting').
        throw new Error(`[sw] chunks that import the entry: ${namingTheRoot.join(', ')}`);
      }
      const visitor = publicFiles(manifest);
      // Fonts and every non-hashed file (shell, icons, manifest) belong to the visitor's list.
      const forVisitor = (url: string) =>
        !url.startsWith('assets/') || url.endsWith('.woff2') || visitor.has(url);
      const only =
        (keep: (url: string) => boolean): ManifestTransform =>
        async (entries) => ({ manifest: entries.filter((entry) => keep(entry.url)) });
      for (const [injectionPoint, keep, label] of [
        ['self.__WB_MANIFEST', forVisitor, 'visitante'],
        ['self.__WB_RESIDENT_MANIFEST', (url: string) => !forVisitor(url), 'morador'],
      ] as const) {
        const { count, size, warnings } = await injectManifest({
          swSrc: `${outDir}/sw.js`,
          swDest: `${outDir}/sw.js`,
          globDirectory: outDir,
          injectionPoint,
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
          manifestTransforms: [only(keep)],
        });
        for (const warning of warnings) console.warn(`[sw] ${warning}`);
        console.info(`[sw] precache (${label}): ${count} arquivos, ${(size / 1024).toFixed(0)} KiB`);
      }
      // Every first visit downloads the worker (~125 KB as it is, ~35 KB in brotli).
      await writeCompressedCopies(`${outDir}/sw.js`);
    },
  };
}
