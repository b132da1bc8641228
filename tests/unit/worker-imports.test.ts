// The sync worker and the service worker load no Temporal polyfill (~19 KB gzip): their imports,
// followed through the source, never reach temporal-polyfill or dates.ts (the PlainDate API on
// top of calendar-day.ts). The sync worker validates answers with zod/mini only: zod classic
// cannot be tree-shaken and would add ~25 KB gzip (the request modules in src/api load it and
// re-export the answers, so importing an answer from one of them is enough to pull it in).
// Type-only imports are erased by the build and do not count.
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

/** Every source file and package `entry` loads, as root-relative paths and bare specifiers ('zod/mini'). */
function loadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(ROOT, file);
    if (seen.has(key)) return;
    seen.add(key);
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else seen.add(specifier);
    }
  };
  visit(resolve(ROOT, entry));
  return seen;
}

/** Whether `loaded` holds package `name` itself or any of its subpaths. */
const loadsPackage = (loaded: Set<string>, name: string) =>
  [...loaded].some((entry) => entry === name || entry.startsWith(`${name}/`));

/** The zod entry points that are not zod/mini (or the core it is built on). */
const zodClassic = (loaded: Set<string>) =>
  [...loaded].filter(
    (entry) => (entry === 'zod' || entry.startsWith('zod/')) && !/^zod\/(v4\/)?(mini|core)$/.test(entry),
  );

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

  it('the sync worker loads its answer schemas without Temporal', () => {
    const loaded = loadedBy('workers/sync.ts');
    expect(loaded).toContain('src/api/contract-responses.ts');
    expect(loaded).toContain('src/domain/stay.ts');
    expect(loadsPackage(loaded, 'temporal-polyfill')).toBe(false);
    expect(loaded).not.toContain('src/domain/dates.ts');
  });

  it('the sync worker validates with zod/mini, never zod classic', () => {
    const loaded = loadedBy('workers/sync.ts');
    expect(loaded).toContain('zod/mini');
    expect(zodClassic(loaded)).toEqual([]);
    // The modules that load zod classic (the request rules and its configuration).
    expect(
      [...loaded].filter((entry) => entry === 'src/api/zod.ts' || entry === 'src/api/common.ts'),
    ).toEqual([]);
  });

  it('tells zod classic from zod/mini', () => {
    expect(zodClassic(new Set(['zod/mini', 'zod/v4/core', 'dexie']))).toEqual([]);
    expect(zodClassic(new Set(['zod/mini', 'zod']))).toEqual(['zod']);
    expect(zodClassic(new Set(['zod/v4']))).toEqual(['zod/v4']);
    expect(zodClassic(new Set(['zod/v4/classic']))).toEqual(['zod/v4/classic']);
  });

  it('the service worker loads no Temporal and no zod', () => {
    const loaded = loadedBy('sw/sw.ts');
    expect(loadsPackage(loaded, 'temporal-polyfill')).toBe(false);
    expect(loaded).not.toContain('src/domain/dates.ts');
    expect(loadsPackage(loaded, 'zod')).toBe(false);
  });
});
