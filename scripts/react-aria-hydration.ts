// react-aria's `useIsSSR` (SSRProvider.mjs) is `useSyncExternalStore` with a server snapshot of true
// and a client one of false. After hydration React compares the two for every component that
// called it, finds them different and renders each one again, synchronously, in one task: every
// react-aria-components Button (its `useId`), every Disclosure… (~65 ms of a 4× phone's main
// thread on `/`, more with the search's cards). This build step gives both snapshots the same
// value, so React finds nothing changed, and answers which one this render read: true while the
// component hydrates (or renders on the server), false on any later render or client mount, as
// before. A hydrated component keeps its server output until it renders again for a reason of
// its own (a Disclosure's panel keeps `hidden` instead of `hidden="until-found"` until first
// toggled). The build fails if react-aria's code no longer has these shapes, so an upgrade cannot
// drop it silently.
import type { Plugin } from 'vite';

const SSR_PROVIDER = /\/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/;

/** `function …$var$getSnapshot() { return false; }` and its server twin. */
const SNAPSHOT = /function ([\w$]+)\$var\$get(Server)?Snapshot\(\) \{\s*return (false|true);\s*\}/g;
/** useIsSSR's `return (0, react)['useSyncExternalStore'](subscribe, getSnapshot, getServerSnapshot);` */
const STORE_CALL = /return (\(0, [\w$]+\)\['useSyncExternalStore'\]\([^)]*\));/;

export function reactAriaHydration(): Plugin {
  return {
    name: 'react-aria-hydration',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SSR_PROVIDER.test(file)) return undefined;
      const snapshots = code.match(SNAPSHOT);
      if (snapshots?.length !== 2 || !STORE_CALL.test(code)) {
        throw new Error(
          "react-aria-hydration: react-aria's ssr/SSRProvider.mjs changed; see scripts/react-aria-hydration.ts",
        );
      }
      const out = code
        .replace(
          SNAPSHOT,
          (_, prefix: string, server: string | undefined) =>
            `function ${prefix}$var$get${server ?? ''}Snapshot() {\n    tokaasServerSnapshotRead = ${server ? 'true' : 'false'};\n    return tokaasSnapshot;\n}`,
        )
        .replace(STORE_CALL, (_, call: string) => `return (${call}, tokaasServerSnapshotRead);`);
      return { code: `let tokaasServerSnapshotRead = false;\nconst tokaasSnapshot = {};\n${out}`, map: null };
    },
  };
}
