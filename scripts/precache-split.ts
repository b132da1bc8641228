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
