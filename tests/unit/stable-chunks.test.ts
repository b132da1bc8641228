import { describe, expect, it } from 'vitest';
import type { ViteManifest } from '../../scripts/precache-split.ts';
import { chunksImportingTheEntry } from '../../scripts/stable-chunks.ts';

describe('chunksImportingTheEntry', () => {
  it('is empty when the screens import the shared chunk, not the root that names them', () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_app-a.js'],
        dynamicImports: ['src/screens/contracts/InvoicesScreen.tsx'],
      },
      '_app-a.js': { file: 'assets/app-a.js', dynamicImports: ['src/data/sync-client.ts'] },
      'src/screens/contracts/InvoicesScreen.tsx': {
        file: 'assets/InvoicesScreen-a.js',
        imports: ['_app-a.js'],
      },
      'src/data/sync-client.ts': { file: 'assets/sync-client-a.js', imports: ['_app-a.js'] },
    };
    expect(chunksImportingTheEntry(manifest)).toEqual([]);
  });

  it('names every chunk that imports the root, shared chunks included', () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        dynamicImports: ['src/screens/contracts/InvoicesScreen.tsx'],
      },
      '_app-a.js': { file: 'assets/app-a.js', imports: ['index.html'] },
      'src/screens/contracts/InvoicesScreen.tsx': {
        file: 'assets/InvoicesScreen-a.js',
        imports: ['index.html', '_app-a.js'],
      },
    };
    expect(chunksImportingTheEntry(manifest)).toEqual([
      '_app-a.js',
      'src/screens/contracts/InvoicesScreen.tsx',
    ]);
  });
});
