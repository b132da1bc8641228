// The sync worker and the service worker load no Temporal polyfill (~19 KB gzip): their imports,
// followed through the source, never reach temporal-polyfill or dates.ts (the PlainDate API on
// top of calendar-day.ts). Type-only imports are erased by the build and do not count.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Specifiers a module loads at run time: static imports and re-exports that are not type-only, and import(). */
function runtimeSpecifiers(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const [, , typeOnly, clause = '', specifier = ''] of source.matchAll(statement)) {
    if (typeOnly) continue;
    // `import { type A, type B } from` names types only.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const list = names
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (list && list.length > 0 && list.every((name) => name.startsWith('type '))) continue;
    found.push(specifier);
  }
  for (const [, specifier = ''] of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(specifier);
  for (const [, specifier = ''] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push(specifier);
  return found;
}

/** Every source file and package `entry` loads, as root-relative paths and package names. */
function loadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(ROOT, file);
    if (seen.has(key)) return;
    seen.add(key);
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else
        seen.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!,
        );
    }
  };
  visit(resolve(ROOT, entry));
  return seen;
}

describe('worker imports', () => {
  it('reads runtime imports and skips type-only ones', () => {
    const source = [
      "import { a, type B } from './a.ts';",
      "import type { C } from 'temporal-polyfill';",
      "import { type D } from './d.ts';",
      "export * from './e.ts';",
      "import './f.ts';",
      "const g = await import('./g.ts');",
    ].join('\n');
    expect(runtimeSpecifiers(source).sort()).toEqual(['./a.ts', './e.ts', './f.ts', './g.ts']);
  });

  it('the sync worker loads its API schemas without Temporal', () => {
    const loaded = loadedBy('workers/sync.ts');
    expect(loaded).toContain('src/api/contracts.ts');
    expect(loaded).toContain('src/domain/calendar-day.ts');
    expect(loaded).not.toContain('temporal-polyfill');
    expect(loaded).not.toContain('src/domain/dates.ts');
  });

  it('the service worker loads no Temporal', () => {
    const loaded = loadedBy('sw/sw.ts');
    expect(loaded).not.toContain('temporal-polyfill');
    expect(loaded).not.toContain('src/domain/dates.ts');
  });
});
