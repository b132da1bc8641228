// After the app build: builds the service worker (sw/sw.ts) as one self-contained classic script
// at the fixed URL /sw.js, then writes three precache lists into it with workbox-build's
// injectManifest (the split: scripts/precache-split.ts):
// - `self.__WB_MANIFEST`: what every visitor's install takes, the shell (index.html, the first
//   load's code and CSS, fonts, the manifest, the logo);
// - `self.__WB_PUBLIC_MANIFEST`: the public screens (and what they import), of which a visitor's
//   install takes only those of the page the visitor is on (`self.__TOKAAS_PUBLIC_ROUTES`: each
//   public route's pattern and files); the others are cached when first used;
// - `self.__WB_RESIDENT_MANIFEST`: the resident area, precached (with every public screen) once
//   someone signs in.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { injectManifest, type ManifestTransform } from 'workbox-build';
import { dexieModern } from './dexie-modern.ts';
import {
  type BuiltChunk,
  CORE_ON_NEED_MODULES,
  coreFiles,
  drawingFiles,
  indexedRoutes,
  publicFiles,
  publicRoutes,
  routeFiles,
  type ViteManifest,
} from './precache-split.ts';
import { chunksImportingTheEntry } from './stable-chunks.ts';
import { writeCompressedCopies } from './vite-compress-plugin.ts';

const ROUTES_POINT = 'self.__TOKAAS_PUBLIC_ROUTES';

export function precacheServiceWorker(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  // The app build's chunks that draw (precache-split.ts, drawingFiles), from its module graph.
  let drawing = new Set<string>();
  return {
    name: 'tokaas-precache-sw',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      drawing = drawingFiles(
        bundle as Record<string, BuiltChunk>,
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
      );
      if (drawing.size === 0) throw new Error('[sw] no chunk imports React: the module graph was not read');
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
      const routesSource = readFileSync(path.resolve(root, 'src/app/routes.tsx'), 'utf8');
      const missing = CORE_ON_NEED_MODULES.filter(
        (pattern) => !Object.keys(manifest).some((key) => pattern.test(key)),
      );
      // A renamed module would leave the core without it, and a visitor's toast offline without code.
      if (missing.length > 0)
        throw new Error(`[sw] no chunk for the core's on-need modules: ${missing.join(', ')}`);
      const core = coreFiles(manifest);
      // Fonts and the non-hashed files every page shows (index.html, the logo) are the shell's; the
      // web app manifest and its icons (PNG) are read by the browser when it installs the app, online.
      const shell = (url: string) =>
        url.startsWith('assets/')
          ? url.endsWith('.woff2') || core.has(url)
          : /^(index\.html|icons\/.*\.svg)$/.test(url);
      const forVisitor = (url: string) => !shell(url) && (!url.startsWith('assets/') || visitor.has(url));
      // The public list as injected, in its order: the route map names its files by index.
      let publicList: string[] = [];
      const only =
        (keep: (url: string) => boolean): ManifestTransform =>
        async (entries) => {
          const manifest = entries.filter((entry) => keep(entry.url));
          if (keep === forVisitor) publicList = manifest.map((entry) => entry.url);
          return { manifest };
        };
      for (const [injectionPoint, keep, label] of [
        ['self.__WB_MANIFEST', shell, 'shell'],
        ['self.__WB_PUBLIC_MANIFEST', forVisitor, 'telas públicas'],
        ['self.__WB_RESIDENT_MANIFEST', (url: string) => !shell(url) && !forVisitor(url), 'morador'],
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
      const routes = indexedRoutes(
        routeFiles(manifest, publicRoutes(routesSource), core, drawing),
        publicList,
      );
      const sw = readFileSync(`${outDir}/sw.js`, 'utf8');
      if (!sw.includes(ROUTES_POINT) || routes.length === 0)
        throw new Error('[sw] public routes not injected');
      writeFileSync(`${outDir}/sw.js`, sw.replace(ROUTES_POINT, JSON.stringify(routes)));
      // Every first visit downloads the worker (~125 KB as it is, ~35 KB in brotli).
      await writeCompressedCopies(`${outDir}/sw.js`);
    },
  };
}
