// useMediaQuery: whether a CSS media query matches now, updated as the window changes.
// False where matchMedia does not exist (tests, server), i.e. the phone layout comes first.
// useLayoutQuery: the same for a query that picks between two layouts of a server-rendered page.
import { useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => matches(query),
    () => false,
  );
}

/**
 * Undefined on the server and while the app takes its markup over: the screen then draws both
 * layouts and its CSS shows the one the same query picks, so the server's page is right at every
 * width and nothing moves when the app runs. Once the app runs, the one that does not fit is dropped.
 */
export function useLayoutQuery(query: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribe(query),
    () => matches(query),
    () => undefined,
  );
}

/** The layout breakpoint of the spec (two calendar months, desktop layouts): 768 px. */
export const WIDE_QUERY = '(min-width: 768px)';
