import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  coreFiles,
  drawingFiles,
  indexedRoutes,
  type ManifestChunk,
  publicFiles,
  publicRoutes,
  routeFiles,
  routePattern,
  type ViteManifest,
} from '../../scripts/precache-split.ts';

// A build manifest shaped like Vite's: the entry, public and resident screens, and chunks they share.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_shared-a.js'],
    dynamicImports: [
      'src/screens/search/SearchScreen.tsx',
      'src/screens/contracts/ContractsScreen.tsx',
      'src/data/sync-client.ts',
    ],
  },
  '_shared-a.js': { file: 'assets/shared-a.js', dynamicImports: ['_user-calls-a.js'] },
  // Plain code the app loads later (the sign-in's calls): neither the core's nor a route's.
  '_user-calls-a.js': { file: 'assets/user-calls-a.js' },
  'src/screens/search/SearchScreen.tsx': {
    file: 'assets/SearchScreen-a.js',
    css: ['assets/SearchScreen-a.css'],
    imports: ['_shared-a.js'],
    dynamicImports: ['src/screens/shared/MapView.tsx', 'src/domain/search-answers.ts'],
  },
  'src/screens/shared/MapView.tsx': { file: 'assets/MapView-a.js', assets: ['assets/pin-a.svg'] },
  'src/domain/search-answers.ts': { file: 'assets/search-answers-a.js', imports: ['_shared-a.js'] },
  'src/screens/contracts/ContractsScreen.tsx': {
    file: 'assets/ContractsScreen-a.js',
    imports: ['_shared-a.js', '_dexie-a.js'],
  },
  '_dexie-a.js': { file: 'assets/dexie-a.js' },
  'src/data/sync-client.ts': { file: 'assets/sync-client-a.js', imports: ['_dexie-a.js'] },
};

describe('publicFiles', () => {
  it('holds the entry, the public screens and what they import, with their CSS, not what they load on use', () => {
    expect([...publicFiles(manifest)].sort()).toEqual([
      'assets/SearchScreen-a.css',
      'assets/SearchScreen-a.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/shared-a.js',
      'assets/user-calls-a.js',
    ]);
  });

  it('holds what the first load code loads later, and a widget that code imports too', () => {
    const files = publicFiles({
      ...manifest,
      'index.html': {
        ...(manifest['index.html'] as ManifestChunk),
        dynamicImports: ['src/screens/search/SearchScreen.tsx', '_login-a.js'],
      },
      '_login-a.js': { file: 'assets/login-a.js', imports: ['src/screens/shared/MapView.tsx'] },
    });
    expect(files.has('assets/login-a.js')).toBe(true);
    expect(files.has('assets/MapView-a.js')).toBe(true);
    expect(files.has('assets/pin-a.svg')).toBe(true);
  });

  it('leaves out resident screens and what only they import, even when a public chunk names them', () => {
    const files = publicFiles(manifest);
    for (const file of ['assets/ContractsScreen-a.js', 'assets/dexie-a.js', 'assets/sync-client-a.js']) {
      expect(files.has(file)).toBe(false);
    }
  });
});

// The chunks whose own modules import React (drawingFiles): the screens and the map, not the helper.
const drawing = new Set(['assets/index-a.js', 'assets/SearchScreen-a.js', 'assets/MapView-a.js']);

describe('drawingFiles', () => {
  it("reads the build's module graph: a chunk draws when one of its modules imports React", () => {
    const imports: Record<string, string[]> = {
      '/app/src/ui/Map.tsx': ['/app/node_modules/react/jsx-runtime.js', '/app/src/domain/geo.ts'],
      '/app/src/domain/geo.ts': [],
      '/app/src/domain/search-answers.ts': ['/app/node_modules/zod/index.js'],
      '/app/node_modules/react-aria/Select.mjs': ['/app/node_modules/react/index.js'],
    };
    const files = drawingFiles(
      {
        'assets/Map-a.js': {
          type: 'chunk',
          fileName: 'assets/Map-a.js',
          moduleIds: ['/app/src/domain/geo.ts', '/app/src/ui/Map.tsx'],
        },
        'assets/search-answers-a.js': {
          type: 'chunk',
          fileName: 'assets/search-answers-a.js',
          moduleIds: ['/app/src/domain/search-answers.ts'],
        },
        'assets/Select-a.js': {
          type: 'chunk',
          fileName: 'assets/Select-a.js',
          moduleIds: ['/app/node_modules/react-aria/Select.mjs'],
        },
        'assets/Map-a.css': { type: 'asset', fileName: 'assets/Map-a.css' },
      },
      (id) => imports[id] ?? [],
    );
    expect([...files].sort()).toEqual(['assets/Map-a.js', 'assets/Select-a.js']);
  });
});

describe('the install precache of a visitor: the core and the visited route', () => {
  it('the core is what the entry imports statically, not the screens nor the plain code it loads later', () => {
    expect([...coreFiles(manifest)].sort()).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/shared-a.js',
    ]);
  });

  it.each([
    'src/ui/ToastRegion.tsx',
    // As vite.config.ts builds it: grouped with the react-aria modules it shares, a chunk of its own.
    '_ToastRegion-a.js',
  ])(
    'the core holds the toast region the shell loads with the first toast (%s), with its CSS and imports',
    (regionKey) => {
      // A toast raised offline (a change saved, the connection lost) on a device whose first visit
      // raised none must still find the region's code in the visitor's precache.
      const withToasts: ViteManifest = {
        ...manifest,
        'index.html': {
          ...(manifest['index.html'] as ManifestChunk),
          dynamicImports: [
            ...((manifest['index.html'] as ManifestChunk).dynamicImports ?? []),
            regionKey,
            'src/screens/shared/MapView.tsx',
          ],
        },
        [regionKey]: {
          file: 'assets/ToastRegion-a.js',
          css: ['assets/ToastRegion-a.css'],
          imports: ['_shared-a.js', '_landmark-a.js'],
        },
        '_landmark-a.js': { file: 'assets/landmark-a.js' },
      };
      expect([...coreFiles(withToasts)].sort()).toEqual([
        'assets/ToastRegion-a.css',
        'assets/ToastRegion-a.js',
        'assets/index-a.css',
        'assets/index-a.js',
        'assets/landmark-a.js',
        'assets/shared-a.js',
      ]);
    },
  );

  it("a route's files are its screen beyond the core and the plain code it loads, not the widgets it loads on use", () => {
    const routes = [{ path: '/buscar', module: 'src/screens/search/SearchScreen.tsx' }];
    expect(routeFiles(manifest, routes, coreFiles(manifest), drawing)).toEqual([
      [
        '^/buscar/?$',
        ['assets/SearchScreen-a.css', 'assets/SearchScreen-a.js', 'assets/search-answers-a.js'],
      ],
    ]);
  });

  it("names a route's files by their index in the public list, a file not in it by name", () => {
    const publicList = [
      'assets/SearchScreen-a.css',
      'assets/SearchScreen-a.js',
      'assets/search-answers-a.js',
    ];
    expect(
      indexedRoutes(
        [['^/buscar/?$', ['assets/SearchScreen-a.js', 'assets/search-answers-a.js', 'assets/pin-a.svg']]],
        publicList,
      ),
    ).toEqual([['^/buscar/?$', [1, 2, 'assets/pin-a.svg']]]);
  });

  it('matches paths as wouter does', () => {
    const unit = new RegExp(routePattern('/apartamento/:id/:slug?'), 'i');
    expect(
      ['/apartamento/7', '/apartamento/7/studio-centro', '/apartamento/7/'].map((p) => unit.test(p)),
    ).toEqual([true, true, true]);
    expect(unit.test('/apartamento')).toBe(false);
    expect(new RegExp(routePattern('/')).test('/buscar')).toBe(false);
    expect(new RegExp(routePattern(undefined)).test('/qualquer')).toBe(true);
  });

  it("reads the public routes from the app's route table, not the resident area", () => {
    const routes = publicRoutes(readFileSync('src/app/routes.tsx', 'utf8'));
    const byPath = new Map(routes.map((route) => [route.path, route.module]));
    expect(byPath.get('/')).toBe('src/screens/home/HomeScreen.tsx');
    expect(byPath.get('/perguntas-frequentes')).toBe('src/screens/support/FaqScreen.tsx');
    expect(byPath.get('/login')).toBe('src/screens/auth/LoginScreen.tsx');
    expect(byPath.get(undefined)).toBe('src/screens/pages/NotFoundScreen.tsx');
    expect(byPath.has('/minhas-tokaas')).toBe(false);
    expect(byPath.has('/tickets')).toBe(false);
  });
});
