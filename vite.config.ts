import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dexieModern } from './scripts/dexie-modern.ts';
import { reactAriaHydration } from './scripts/react-aria-hydration.ts';
import { reactAriaPtBr } from './scripts/react-aria-pt-br.ts';
import { chunkLoader } from './scripts/vite-chunk-loader.ts';
import { precompressAssets } from './scripts/vite-compress-plugin.ts';
import { precacheServiceWorker } from './scripts/vite-precache-plugin.ts';
import { WORKER_ENTRY_FILE_NAMES } from './src/shared/worker-scripts.ts';

/** The root chunk's modules: the page's entry and what imports the route table (src/app/routes.tsx). */
const ROOT_MODULES = /(^|[\\/])(index\.html|src[\\/]main\.tsx|src[\\/]app[\\/](App|routes)\.tsx)$/;

/** The toast region's file: src/ui/ToastRegion.tsx and what it imports that is not the shell's. */
const TOAST_REGION_MODULES =
  /([\\/]src[\\/]ui[\\/]ToastRegion\.tsx|react-aria-components[\\/]dist[\\/]private[\\/](Toast|Text)\.mjs|react-aria[\\/]dist[\\/]private[\\/](toast|landmark|intl[\\/]toast)[\\/].*|react-aria[\\/]dist[\\/]private[\\/](overlays[\\/]PortalProvider|i18n[\\/]useLocalizedStringFormatter)\.mjs|react-stately[\\/]dist[\\/]private[\\/]toast[\\/].*|@internationalized[\\/]string[\\/].*)$/;

// Two builds (`npm run build`): the app into dist/ (served), and the server render
// (`--ssr src/entry-server.tsx`) into dist-ssr/ (imported by the server, never served).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Every import() of the app downloads its chunk's files first, so a failed download can be
    // tried again (src/shared/load-chunk.ts).
    ...(isSsrBuild ? [] : [chunkLoader()]),
    // react-aria ships strings for ~30 locales; the app speaks pt-BR only.
    { ...optimizeLocales.vite({ locales: ['pt-BR'] }), enforce: 'pre' },
    // …and no Intl call (ICU's data load) while the entry evaluates.
    reactAriaPtBr(),
    // …and no second, synchronous render of every react-aria component right after hydration.
    reactAriaHydration(),
    // The service worker belongs to the app's build only.
    ...(isSsrBuild ? [] : [precacheServiceWorker(), precompressAssets()]),
  ],
  resolve: { alias: dexieModern },
  // The server render needs no public files.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: 'es2022',
    sourcemap: !isSsrBuild,
    // The server reads the app's manifest for a rendered route's CSS and screen chunk.
    manifest: !isSsrBuild,
    // The server render is one file: the server re-imports it when a new build is published, and
    // its screens must share that one module's state (the page's data, its title).
    // The app's first load is two files: rolldown otherwise splits what the entry shares with the
    // screens into small chunks the entry imports anyway (react, react-aria's Button, …), each a
    // request and a compression window of its own (−3.3 KB gzip on every route, 7 files → 1).
    // The two: a small root (the page's entry, the app shell and the route table, which names
    // every screen's chunk) and everything else the first load runs ('app'), which the screens
    // import. 'app' names no screen, so a release that changes one screen renames that screen's
    // chunk and the root only, not every chunk that imports the shared code (issue 32: 132 of 212
    // files → 2).
    rolldownOptions: {
      output: {
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                {
                  // The toast region with the react-aria modules it shares with the screens'
                  // widgets (Text, the portal and localized strings), as one file: every visitor's
                  // install precaches it (scripts/precache-split.ts, CORE_ON_NEED_MODULES), and
                  // each file of its own cost ~2 KB of response headers on a first visit.
                  name: 'ToastRegion',
                  test: TOAST_REGION_MODULES,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                {
                  name: 'app',
                  priority: 2,
                  tags: ['$initial'],
                  test: (id: string) => !ROOT_MODULES.test(id),
                  // Not the root's modules by way of a module the group takes.
                  includeDependenciesRecursively: false,
                },
              ],
            },
      },
    },
  },
  // Self-contained: the server imports the render from wherever it was built (the bench and the
  // tests build into a temporary directory, where node_modules cannot be resolved).
  ssr: { noExternal: true },
  // The worker build keeps the minifier's tree-shaking marks (~300 /* @__PURE__ */, ~0.3 KB gzip)
  // unless told; licences stay.
  worker: {
    format: 'es',
    rolldownOptions: {
      output: { entryFileNames: WORKER_ENTRY_FILE_NAMES, comments: { legal: true, annotation: false } },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/user', '/city', '/enterprise', '/contract', '/contact', '/media'].map((p) => [
        p,
        'http://localhost:8080',
      ]),
    ),
  },
}));
