// The press kept by public/boot.js: a button pressed or a form sent on a server-rendered page before
// the app took it over. Taken when hydration starts (from then on React itself replays what comes)
// and pressed again once the page is hydrated, on the same element (hydration keeps the markup).
declare global {
  interface Window {
    __tokaasEarly?: { target: Element | null };
  }
}

/** Stops keeping presses and gives the last one kept, if any. */
export function takeEarlyPress(): Element | null {
  const early = window.__tokaasEarly;
  window.__tokaasEarly = undefined;
  return early?.target ?? null;
}

/** Presses it again (a virtual click, as a screen reader does; a form is sent through the app). */
export function replayEarlyPress(target: Element | null): void {
  if (!target?.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLButtonElement && !target.disabled) target.click();
}
