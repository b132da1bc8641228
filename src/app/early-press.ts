// The press kept by public/boot.js: a button pressed or a form sent on a server-rendered page before
// the app took it over. Taken when hydration starts (from then on React itself replays what comes)
// and pressed again once the page is hydrated, on the same element (hydration keeps the markup).
declare global {
  interface Window {
    __tokaasEarly?: EarlyPress;
  }
}

export interface EarlyPress {
  target: Element | null;
  /** 'Enter' or ' ' when a key pressed it; null for a pointer or a form. */
  key: string | null;
}

/** Stops keeping presses and gives the last one kept, if any. */
export function takeEarlyPress(): EarlyPress | null {
  const early = window.__tokaasEarly;
  window.__tokaasEarly = undefined;
  return early?.target ? early : null;
}

const keyEvent = (type: 'keydown' | 'keyup', key: string) =>
  new KeyboardEvent(type, { key, code: key === ' ' ? 'Space' : 'Enter', bubbles: true, cancelable: true });

/**
 * Presses it again. A form is sent through the app. A button pressed by a key gets that key again
 * (react-aria's menus and selects then move focus into their list, as for a key pressed on the
 * live page); a button that does not take the key (a plain one: only a browser's own key press
 * clicks it), and one pressed by a pointer, get a virtual click, as a screen reader gives.
 */
export function replayEarlyPress(early: EarlyPress | null): void {
  const target = early?.target;
  if (!early || !target?.isConnected) return;
  if (target instanceof HTMLFormElement) {
    target.requestSubmit();
    return;
  }
  if (!(target instanceof HTMLButtonElement) || target.disabled) return;
  if (early.key) {
    target.focus();
    // react-aria takes the key on keydown (and cancels it, so the browser would not click too).
    if (!target.dispatchEvent(keyEvent('keydown', early.key))) {
      target.dispatchEvent(keyEvent('keyup', early.key));
      return;
    }
  }
  target.click();
}
