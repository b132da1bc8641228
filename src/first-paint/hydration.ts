// Whether the page is past hydration: the server's data is dropped then, and a press kept from
// before the app ran (replay-early-input.ts) is pressed again; a page started without server markup is past
// it from the start.
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

/** Whether the page is past hydration (always, for a page rendered on the device). */
export function isHydrated(): boolean {
  return hydrated;
}

/** Runs `callback` once the page is hydrated (at once if it already is). */
export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}
