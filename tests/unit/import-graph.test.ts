// Arrows run one way (docs/architecture.md, "Layers"): every relative import between the source
// folders, type-only ones included, goes from a layer to one it may use, and no module reaches
// itself through its imports. Read off the source text, so it needs no build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'sw', 'workers'];

/** What each layer may import besides itself. The entries src/main.tsx and src/entry-server.tsx may import anything. */
const MAY_USE: Record<string, string[]> = {
  server: ['src/api', 'src/domain', 'src/shared'],
  sw: ['src/data/engine', 'src/api', 'src/domain', 'src/shared'],
  workers: ['src/data/engine', 'src/api', 'src/domain', 'src/shared'],
  'src/app': [
    'src/first-paint',
    'src/screens',
    'src/data',
    'src/data/engine',
    'src/ui',
    'src/api',
    'src/domain',
    'src/shared',
  ],
  'src/screens': [
    'src/first-paint',
    'src/data',
    'src/data/engine',
    'src/ui',
    'src/api',
    'src/domain',
    'src/shared',
  ],
  // The first paint replays on the real widgets what was pressed or typed on their stand-ins.
  'src/first-paint': ['src/data', 'src/data/engine', 'src/ui', 'src/api', 'src/domain', 'src/shared'],
  'src/ui': ['src/domain', 'src/shared'],
  // The page's hooks over the engine.
  'src/data': ['src/data/engine', 'src/api', 'src/domain', 'src/shared'],
  // The sync engine: DOM-free, run by the sync worker, the service worker and the page alike.
  'src/data/engine': ['src/api', 'src/domain', 'src/shared'],
  'src/api': ['src/domain', 'src/shared'],
  'src/domain': ['src/shared'],
  'src/shared': [],
};

/** Arrows against the layering that are there on purpose, each with its reason. */
const ALLOWED = new Map([
  // The page starts the sync worker: it names the worker's file and types its API.
  ['src/data/sync-client.ts -> workers/sync.ts', 'the page spawns the sync worker'],
]);

function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative(ROOT, path));
    }
  };
  for (const folder of FOLDERS) walk(join(ROOT, folder));
  return found;
}

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|new URL\(\s*['"]([^'"]+)['"]/g;

/** The source files a file imports (relative specifiers only: packages are not layers). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (!specifier?.startsWith('.')) continue;
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier.replace(/\?.*$/, '')));
    if (/\.tsx?$/.test(target) && existsSync(join(ROOT, target))) targets.push(target);
  }
  return targets;
}

/** 'src/<folder>' inside src (and 'src/data/engine'), the top folder elsewhere; undefined for the entries src/*.tsx. */
function layerOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0];
  if (parts[1] === 'data' && parts[2] === 'engine') return 'src/data/engine';
  return parts.length > 2 ? `src/${parts[1]}` : undefined;
}

const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));

/** Groups of modules that reach each other (Tarjan's strongly connected components, size > 1). */
function importLoops(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const loop: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      loop.push(member);
    } while (member !== file);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

describe('the import graph', () => {
  it('reads the source', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/main.tsx')?.length).toBeGreaterThan(3);
  });

  it('has no arrow against the layering', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = layerOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = layerOf(target);
        const arrow = `${file} -> ${target}`;
        if (to === from || (to && MAY_USE[from]?.includes(to)) || ALLOWED.has(arrow)) continue;
        wrong.push(arrow);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every allowed exception is still there (an arrow removed leaves the list)', () => {
    for (const arrow of ALLOWED.keys()) {
      const [file = '', target = ''] = arrow.split(' -> ');
      expect(graph.get(file), arrow).toContain(target);
    }
  });

  it('every layer is known', () => {
    const layers = new Set([...graph.keys()].map(layerOf).filter((layer) => layer !== undefined));
    expect([...layers].filter((layer) => !(layer in MAY_USE))).toEqual([]);
  });

  it('screens read and write through the data layer’s hooks and functions, never the database itself', () => {
    const direct = [...graph]
      .filter(
        ([file, targets]) => file.startsWith('src/screens/') && targets.includes('src/data/engine/db.ts'),
      )
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });

  it('the sync engine (src/data/engine) loads no React, so the workers can run it', () => {
    const react = [...graph.keys()]
      .filter((file) => layerOf(file) === 'src/data/engine')
      .filter((file) =>
        /from\s*['"](react|react-dom|dexie-react-hooks)(\/[^'"]*)?['"]/.test(
          readFileSync(join(ROOT, file), 'utf8'),
        ),
      );
    expect(react).toEqual([]);
  });

  it('a server feature’s routes speak HTTP only: no SQL and no repository, its service does the rest', () => {
    const routeFiles = [...graph.keys()].filter((file) =>
      /^server\/(?!openapi\/)[^/]+\/(?:[a-z-]+-)?routes\.ts$/.test(file),
    );
    expect(routeFiles.length).toBeGreaterThan(20);
    const mixed = routeFiles.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const found = [
        ...(graph.get(file) ?? []).filter((target) => target.endsWith('repository.ts')),
        ...(/from\s*['"]kysely['"]/.test(text) ? ['kysely'] : []),
        ...(text.match(/\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(/g) ?? []),
      ];
      return found.map((what) => `${file}: ${what}`);
    });
    expect(mixed).toEqual([]);
  });

  it('has no import loop, type-only imports included', () => {
    expect(importLoops()).toEqual([]);
  });
});
