// The bench's bundle figure: a route's initial JS is the entry with everything it imports
// statically, plus the route's screen chunk and its static imports, each file counted once;
// lazily imported chunks are not part of it. The sync worker is the worker asset, not a chunk.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureBundle } from '../../bench/bundle.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'tokaas-bundle-test-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  'assets/index.js': 'entry '.repeat(50),
  'assets/react.js': 'react '.repeat(80),
  'assets/home.js': 'home '.repeat(30),
  'assets/search.js': 'search '.repeat(30),
  'assets/unit.js': 'unit '.repeat(30),
  'assets/contracts.js': 'contracts '.repeat(30),
  'assets/dexie.js': 'dexie '.repeat(200),
  'assets/lazy-calendar.js': 'calendar '.repeat(500),
  'assets/sync-client-x1.js': 'client',
  'assets/worker-sync-AbC123.js': 'worker '.repeat(40),
  'sw.js': 'service worker '.repeat(20),
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  writeFileSync(path.join(dist, name), text);
}
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/screens/home/HomeScreen.tsx', '_sync-client.js'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_dexie.js': { file: 'assets/dexie.js', imports: ['_react.js'] },
    '_sync-client.js': { file: 'assets/sync-client-x1.js' },
    '_calendar.js': { file: 'assets/lazy-calendar.js' },
    'src/screens/home/HomeScreen.tsx': {
      file: 'assets/home.js',
      imports: ['index.html', '_react.js'],
      dynamicImports: ['_calendar.js'],
    },
    'src/screens/search/SearchScreen.tsx': { file: 'assets/search.js', imports: ['_dexie.js'] },
    'src/screens/unit/UnitScreen.tsx': { file: 'assets/unit.js', imports: ['_dexie.js'] },
    'src/screens/contracts/ContractsScreen.tsx': { file: 'assets/contracts.js', imports: ['index.html'] },
  }),
);

const gz = (name: string) => gzipSync(files[name] as string, { level: 9 }).length;

describe('measureBundle', () => {
  const figures = measureBundle(dist);
  const route = (r: string) => figures.routes.find((x) => x.route === r);

  it('counts the entry, its static imports and the screen with its static imports, once each', () => {
    expect(route('/')?.files.sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/react.js']);
    expect(route('/')?.gzip).toBe(gz('assets/index.js') + gz('assets/react.js') + gz('assets/home.js'));
    expect(route('/buscar')?.files.sort()).toEqual([
      'assets/dexie.js',
      'assets/index.js',
      'assets/react.js',
      'assets/search.js',
    ]);
  });

  it('leaves lazily imported chunks out', () => {
    for (const r of figures.routes) expect(r.files).not.toContain('assets/lazy-calendar.js');
  });

  it('measures the worker asset and the service worker', () => {
    expect(figures.syncWorker).toBe(gz('assets/worker-sync-AbC123.js'));
    expect(figures.serviceWorker).toBe(gz('sw.js'));
  });
});
