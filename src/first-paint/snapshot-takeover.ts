// An offline start may come with the page as it was last drawn (page-snapshot.ts), in front of
// the app, which starts underneath it unseen (App.css). The snapshot goes in the commit where the
// app draws that screen with its rows, so nothing blinks; or when the app goes to another page;
// or, whatever the app shows, after LONGEST_MS (an error, or a phone slower than that).
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { SNAPSHOT_ELEMENT_ID } from '../shared/page-snapshot.ts';

const LONGEST_MS = 8000;

export function revealApp(): void {
  document.getElementById(SNAPSHOT_ELEMENT_ID)?.remove();
}

/** At start: a snapshot never stands longer than LONGEST_MS. */
export function limitSnapshot(): void {
  if (document.getElementById(SNAPSHOT_ELEMENT_ID)) setTimeout(revealApp, LONGEST_MS);
}

/** For the screen a snapshot may show: once it is drawn with its rows, before that frame's paint. */
export function useRevealWhenDrawn(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) revealApp();
  }, [drawn]);
}

/** For the shell: the app leaving the page it started on (a redirect too) ends its snapshot. */
export function useRevealOnNavigation(): void {
  const [location] = useLocation();
  const started = useRef(location);
  useLayoutEffect(() => {
    if (location !== started.current) revealApp();
  }, [location]);
}
