// What a navigation asks for, by path, and so how the service worker answers it
// (docs/architecture.md, 'Navigation strategy'):
// - 'server-rendered': the public pages people arrive on, drawn by the server (server/ssr/, the
//   app's serverRenderedScreen in src/app/routes.tsx): network against a deadline, then the last
//   copy kept on the device or the shell;
// - 'server': the API's routes and files (a photo, a document opened in a tab): the network, the
//   shell only when it fails;
// - 'shell': every other page, whose server answer is the static shell anyway: the precached shell
//   at once, never waiting for the network.
import { isApiPath } from '../src/api/server-paths.ts';

export type NavigationRoute = 'shell' | 'server-rendered' | 'server';

/** Besides the API: built files, and the build's manifest (refused by the server). */
const FILE_PREFIXES = ['/assets/', '/.vite/'];

export function navigationRoute(pathname: string): NavigationRoute {
  if (pathname === '/' || pathname === '/buscar') return 'server-rendered';
  if (/^\/apartamento\/[^/]+(\/[^/]+)?$/.test(pathname)) return 'server-rendered';
  if (isApiPath(pathname) || FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'server';
  // A file (sw.js, manifest.webmanifest, robots.txt, an icon): the app's routes have no dot.
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'server';
  return 'shell';
}
