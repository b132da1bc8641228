// Which of a server-rendered page's two layouts the app keeps: the server draws both, its CSS shows
// the one a media query picks, and the app drops the other once it has taken the page over.
// Not useSyncExternalStore: a store whose client value differs from its server value makes React
// render again synchronously right after hydration, and for the whole screen under it: on the unit
// page that was one task of 21 to 30 ms at full speed, over 200 ms on a low-tier phone (issue 32).
// Here the switch is a transition, which React renders in slices between the browser's own work.
import { startTransition, useEffect, useState } from 'react';
import { isHydrated } from './hydration.ts';

/**
 * Undefined on the server and while the app takes its markup over: the screen then draws both
 * layouts and its CSS shows the one the same query picks, so the server's page is right at every
 * width and nothing moves when the app runs. Once the app runs, whether `query` matches, updated as
 * the window changes. Without matchMedia (tests) it does not match: the phone layout comes first.
 */
export function useLayoutQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(() => {
    if (typeof window === 'undefined') return undefined;
    if (!window.matchMedia) return false;
    return isHydrated() ? window.matchMedia(query).matches : undefined;
  });
  useEffect(() => {
    if (!window.matchMedia) return;
    const list = window.matchMedia(query);
    const pick = () => startTransition(() => setMatches(list.matches));
    pick();
    list.addEventListener('change', pick);
    return () => list.removeEventListener('change', pick);
  }, [query]);
  return matches;
}
