// useMediaQuery: whether a CSS media query matches now, updated as the window changes.
// False where matchMedia does not exist (tests, server), i.e. the phone layout comes first.
// A query that picks between two layouts of a server-rendered page: useLayoutQuery
// (src/first-paint/layout-query.ts).
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

/** The layout breakpoint of the spec (two calendar months, desktop layouts): 768 px. */
export const WIDE_QUERY = '(min-width: 768px)';
