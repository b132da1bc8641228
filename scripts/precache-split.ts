// Which built files a visitor's service worker precaches and which wait for a sign-in (issue 32).
// A visitor gets the shell and the public routes; the resident area (its screens, the sync client,
// Dexie, …) is precached when someone signs in. Read from Vite's build manifest: the public set is
// everything the entry reaches by static or dynamic import without entering a resident module;
// every other hashed file is the resident set.

/** One chunk of `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules only a signed-in resident loads: the routes behind `member(…)` in src/app/routes.tsx,
 * booking,
 * and what the app imports only once someone is signed in (Bridges, session, sign-out, favourites).
 * Matched against the manifest's keys (a source path, or `_name-hash.js` for a shared chunk).
 */
export const RESIDENT_MODULES: RegExp[] = [
  /^src\/screens\/account\//,
  /^src\/screens\/contracts\//,
  // Booking pays online (and asks for a sign-in first): nothing a visitor could use offline.
  /^src\/screens\/booking\//,
  /^src\/screens\/support\/(Tickets|NewTicket|Ticket)Screen\.tsx$/,
  /^src\/screens\/shared\/signed-in-favorite\.tsx$/,
  /^src\/data\/(sync-client|warm-start|clear)\.ts$/,
  /^src\/app\/layout\/SignOutDialog\.tsx$/,
  /^src\/ui\/Menu\.tsx$/,
  /^_(dexie|db)-[\w-]+\.js$/,
];

const isResident = (key: string) => RESIDENT_MODULES.some((pattern) => pattern.test(key));

/**
 * Build-relative file names (`assets/…`) the public routes need, entry and CSS included: the
 * first load's code (the entry and what it imports), the screens it loads (each with what it
 * imports), and what the first load's code loads later (the login dialog, …). Not what a screen
 * loads on use (the calendar, the filters, the map, …): fetched when used, precached at sign-in.
 */
export function publicFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Map<string, boolean>();
  const visit = (key: string, firstLoad: boolean) => {
    if (isResident(key) || seen.get(key) === true || (seen.has(key) && !firstLoad)) return;
    seen.set(key, firstLoad);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next, firstLoad);
    if (firstLoad) for (const next of chunk.dynamicImports ?? []) visit(next, false);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, true);
  return files;
}

/**
 * What the shell loads on need that must work offline on a device that never needed it online:
 * the toast region, loaded with the first toast (src/ui/LazyToastRegion.tsx), which may be a change
 * saved offline or the connection lost. Precached with the core.
 */
export const CORE_ON_NEED_MODULES: RegExp[] = [
  // The module, or the chunk vite.config.ts groups it in with the react-aria modules it shares.
  /^(src\/ui\/ToastRegion\.tsx|_ToastRegion-[\w-]+\.js)$/,
];

/**
 * The first load's own code: what the entry imports statically (the root, the `app` chunk, their
 * CSS), and the modules of CORE_ON_NEED_MODULES with what they import. Every page needs it, so a
 * visitor's install precaches it with the shell. Not what it loads later, plain code included (the
 * sign-in's calls, the resident's first-screen prefetch, the place search's states, …): cached
 * when first used, or taken at install from the HTTP cache once the page has loaded it
 * (sw/visitor-install.ts, keepLoaded).
 */
export function coreFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const onNeed = (key: string) => CORE_ON_NEED_MODULES.some((pattern) => pattern.test(key));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || onNeed(key)) for (const file of staticFiles(manifest, key)) files.add(file);
  }
  return files;
}

/**
 * A chunk's file with everything it imports statically, CSS and assets included, up to the `core`
 * chunks (left out, with what they load); with `drawing`
 * (the build's files whose own modules import React: components, widgets), also the chunks it
 * loads itself that draw nothing (the catalogue's answer schemas, the date helpers), which its
 * code loads as it starts, offline too (reading its kept answers). The widgets it loads on use
 * (the calendar, the map, …) are left out.
 */
export function staticFiles(
  manifest: ViteManifest,
  key: string,
  drawing?: Set<string>,
  core = new Set<string>(),
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (next: string) => {
    // A visitor's page does without the resident area (Dexie, …), as publicFiles leaves it out.
    if (seen.has(next) || (drawing && isResident(next))) return;
    seen.add(next);
    const chunk = manifest[next];
    // The core is precached apart, and what it loads later is not the route's (coreFiles).
    if (!chunk || core.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (drawing)
      for (const loaded of chunk.dynamicImports ?? []) {
        const file = manifest[loaded]?.file;
        if (file && !drawing.has(file) && !isResident(loaded)) visit(loaded);
      }
  };
  visit(key);
  return files;
}

/** A public route of the route table: its wouter path (undefined: the fallback) and its screen. */
export interface PublicRoute {
  path: string | undefined;
  /** The screen's module, as the build manifest names it (`src/screens/…`). */
  module: string;
}

/** The route table's screens (`name: screen(() => import('../screens/…'))`), by name. */
function screensByName(routesSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, file] of routesSource.matchAll(
    /(\w+): screen\(\(\) => import\('\.\.\/screens\/([^']+)'\)\)/g,
  )) {
    modules.set(name as string, `src/screens/${file}`);
  }
  return modules;
}

/** Every screen of the route table, public or resident, as the build manifest names it. */
export function screenModules(routesSource: string): Set<string> {
  return new Set(screensByName(routesSource).values());
}

/**
 * The public routes of src/app/routes.tsx (`open(…)` and `guest(…)`; `member(…)` is the resident
 * area), read from its source: the route table stays the one place that names a screen's path.
 */
export function publicRoutes(routesSource: string): PublicRoute[] {
  const modules = screensByName(routesSource);
  const routes: PublicRoute[] = [];
  for (const [, path, kind, name] of routesSource.matchAll(
    /\[(?:'([^']*)'|undefined), (open|guest|member)\(screens\.(\w+)\)\]/g,
  )) {
    const module = modules.get(name as string);
    if (kind === 'member' || !module || isResident(module)) continue;
    routes.push({ path, module });
  }
  return routes;
}

/**
 * A wouter path as a regular expression's source, as wouter matches it (regexparam): `:name` one
 * segment, `:name?` an optional one, a trailing slash allowed; the fallback matches every path.
 */
export function routePattern(path: string | undefined): string {
  if (path === undefined) return '^/';
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    });
  return path === '/' ? '^/?$' : `^${segments.join('')}/?$`;
}

/**
 * For each public route (in the route table's order, the first match wins): the pattern of its
 * paths and the files its screen imports beyond the core, which a visitor's install precaches for
 * the page the visitor is on (with whatever else that page has loaded: sw/sw.ts). The others come
 * when first used.
 */
export function routeFiles(
  manifest: ViteManifest,
  routes: PublicRoute[],
  core: Set<string>,
  drawing: Set<string>,
): [pattern: string, files: string[]][] {
  return routes
    .filter((route) => manifest[route.module])
    .map((route) => [
      routePattern(route.path),
      [...staticFiles(manifest, route.module, drawing, core)].filter((file) => !core.has(file)).sort(),
    ]);
}

/**
 * The route map as the service worker gets it: each file by its index in the public list
 * (`self.__WB_PUBLIC_MANIFEST`, in its order), a file not in it by name. Every visitor downloads
 * the map in `sw.js`; hashed names repeated per route were ~1 KB gzip of it.
 */
export function indexedRoutes(
  routes: [pattern: string, files: string[]][],
  publicList: string[],
): [pattern: string, files: (number | string)[]][] {
  const index = new Map(publicList.map((url, at) => [url, at]));
  return routes.map(([pattern, files]) => [pattern, files.map((file) => index.get(file) ?? file)]);
}

/** What drawingFiles reads of one output chunk of the build (Rollup's `OutputChunk`). */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: string[];
}

/**
 * The build's chunks that draw: one of their own modules imports React (a component, a react-aria
 * widget), per the build's module graph (`importedIds` of each module). A dynamic import of any
 * other chunk is plain code.
 */
export function drawingFiles(
  bundle: Record<string, BuiltChunk>,
  importedIds: (moduleId: string) => readonly string[],
): Set<string> {
  const isReact = (id: string) => /[\\/]node_modules[\\/]react[\\/]/.test(id);
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    if ((chunk.moduleIds ?? []).some((id) => importedIds(id).some(isReact))) files.add(chunk.fileName);
  }
  return files;
}
