import { describe, expect, it } from 'vitest';
import { publicFiles, type ViteManifest } from '../../scripts/precache-split.ts';

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
  it('holds the entry, the public screens and what they load later, with their CSS and assets', () => {
    expect([...publicFiles(manifest)].sort()).toEqual([
      'assets/MapView-a.js',
      'assets/SearchScreen-a.css',
      'assets/SearchScreen-a.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/pin-a.svg',
      'assets/shared-a.js',
    ]);
  });

  it('leaves out resident screens and what only they import, even when a public chunk names them', () => {
    const files = publicFiles(manifest);
    for (const file of ['assets/ContractsScreen-a.js', 'assets/dexie-a.js', 'assets/sync-client-a.js']) {
      expect(files.has(file)).toBe(false);
    }
  });
});
