// useMediaQuery: whether a CSS media query matches now, updated as the window changes.
// False where matchMedia does not exist (tests, server), i.e. the phone layout comes first.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The layout breakpoint of the spec (two calendar months, desktop layouts): 768 px. */
export const WIDE_QUERY = '(min-width: 768px)';
