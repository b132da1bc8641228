import { describe, expect, it } from 'vitest';
import { type ManifestChunk, publicFiles, type ViteManifest } from '../../scripts/precache-split.ts';

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
  '_shared-a.js': { file: 'assets/shared-a.js' },
  'src/screens/search/SearchScreen.tsx': {
    file: 'assets/SearchScreen-a.js',
    css: ['assets/SearchScreen-a.css'],
    imports: ['_shared-a.js'],
    dynamicImports: ['src/screens/shared/MapView.tsx'],
  },
  'src/screens/shared/MapView.tsx': { file: 'assets/MapView-a.js', assets: ['assets/pin-a.svg'] },
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
