// Whether the page is past hydration. Parts that differ between the server and the device (widgets
// whose code loads after the first paint) render their server form until then, so the markup
// hydrates as it is; a page started without server markup is past it from the start.
import { startTransition, useEffect, useState } from 'react';
import { clearServerData } from './server-data.ts';

let hydrated = false;
let waiting: (() => void)[] = [];

/** Called once the first render is committed (or before it, for a page rendered on the device). */
export function markHydrated(): void {
  hydrated = true;
  clearServerData();
  const run = waiting;
  waiting = [];
  // After the rest of the commit's effects (the widgets' listeners among them).
  if (run.length === 0) return;
  setTimeout(() => {
    for (const callback of run) callback();
  }, 0);
}

/** Runs `callback` once the page is hydrated (at once if it already is). */
export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/**
 * False during the server render and hydration, true right after (and at once for anything mounted
 * later). The switch is a transition, so it renders in slices, after the page is interactive.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    if (!done) startTransition(() => setDone(true));
  }, [done]);
  return done;
}
