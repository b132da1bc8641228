// Bundle figures from vite's build manifest: the gzip size of the JavaScript a route needs before
// its first render (entry + its static imports, which index.html modulepreloads, + the route's lazy
// screen chunk and that chunk's static imports), and of the sync and service workers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, type Row } from './table.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The screen module each measured route renders (see src/app/routes.tsx). */
export const ROUTE_SCREENS: Record<string, string> = {
  '/': 'src/screens/home/HomeScreen.tsx',
  '/buscar': 'src/screens/search/SearchScreen.tsx',
  '/apartamento/{id}': 'src/screens/unit/UnitScreen.tsx',
  '/minhas-tokaas': 'src/screens/contracts/ContractsScreen.tsx',
};

export interface BundleFigures {
  routes: { route: string; gzip: number; files: string[] }[];
  syncWorker: number;
  /** The worker's chunks loaded on need (the outbox's code, only while changes wait). */
  syncWorkerLazy: number;
  serviceWorker: number;
}

const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Keys of `start` and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`manifest has no chunk ${start}`);
  into.add(start);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

export function measureBundle(distDir: string): BundleFigures {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html');
  if (!entry) throw new Error(`${manifestPath} has no index.html entry`);
  const shell = staticClosure(manifest, entry, new Set());

  const routes = Object.entries(ROUTE_SCREENS).map(([route, screen]) => {
    const keys = staticClosure(manifest, screen, new Set(shell));
    const files = [...keys]
      .map((key) => (manifest[key] as ManifestChunk).file)
      .filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0);
    return { route, gzip, files };
  });

  // The sync worker is emitted as an asset (new Worker(new URL(...))), not a manifest chunk.
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file));
  const assets = readdirSync(join(distDir, 'assets'));
  const worker = assets.find(
    (name) => /^worker-sync-[\w-]+\.js$/.test(name) && !chunks.has(`assets/${name}`),
  );
  if (!worker) throw new Error('no sync worker (assets/worker-sync-*.js) in the build');
  const workerCode = readFileSync(join(distDir, 'assets', worker), 'utf8');
  const lazy = [...workerCode.matchAll(/import\(\s*[`'"]\.\/([\w-]+\.js)[`'"]\s*\)/g)].map(
    (m) => m[1] as string,
  );
  return {
    routes,
    syncWorker: gzipBytes(join(distDir, 'assets', worker)),
    syncWorkerLazy: lazy.reduce((sum, file) => sum + gzipBytes(join(distDir, 'assets', file)), 0),
    serviceWorker: gzipBytes(join(distDir, 'sw.js')),
  };
}

/** The bench table's bundle rows, with their targets. */
export function bundleRows(bundle: BundleFigures): Row[] {
  const rows: Row[] = [];
  for (const { route, gzip } of bundle.routes) {
    const limit = route === '/' ? 120 * 1024 : 170 * 1024;
    rows.push({
      group: 'Bundle (gzip, initial JS)',
      figure: route,
      value: kb(gzip),
      target: `≤ ${limit / 1024} KB`,
      ok: gzip <= limit,
    });
  }
  rows.push(
    {
      group: 'Bundle (gzip, initial JS)',
      figure: 'sync worker',
      value: kb(bundle.syncWorker),
      target: '≤ 40 KB',
      ok: bundle.syncWorker <= 40 * 1024,
    },
    {
      group: 'Bundle (gzip, initial JS)',
      figure: 'sync worker, outbox code (loaded only while changes wait)',
      value: kb(bundle.syncWorkerLazy),
    },
    { group: 'Bundle (gzip, initial JS)', figure: 'service worker', value: kb(bundle.serviceWorker) },
  );
  return rows;
}
