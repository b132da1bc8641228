// What public/boot.js kept on a server-rendered page before the app took it over: a button pressed
// or a form sent, until hydration starts (from then on React itself replays presses; a form sent
// after kept characters is kept still), and characters typed on a date field's stand-in segments,
// until it ends (an edit React heard of halfway would be lost or land twice). Done again once the
// page is hydrated, on the same elements (hydration keeps the markup): the characters first, then
// the press.

import { flushSync } from 'react-dom';
import { pressAgain, pressKeyAgain, typeAgain } from '../ui/replay-input.ts';
import type { EarlyPress } from './early-press-state.ts';

/** Stops keeping presses and gives what boot.js keeps (typing goes on being kept), if it runs. */
export function takeEarlyPress(): EarlyPress | null {
  const early = window.__tokaasEarly;
  window.__tokaasEarly = undefined;
  return early ?? null;
}

/**
 * Types the kept characters again (Backspace and Delete as keys), from the segment first typed on: the stand-in's widget
 * (src/ui/deferred.ts) keeps them and types them into the real field once its code has arrived, as
 * it does for what is typed on the live page. If the real field is already there (a touch during
 * hydration loads it), they go to its segment in the same place, wherever focus has gone since.
 * True when any went.
 */
export function replayEarlyTyping(early: EarlyPress | null): boolean {
  if (!early) return false;
  early.keepTyping = false;
  if (early.typed.length === 0) return false;
  const first = early.typed.map(({ target }) => liveSegment(target)).find(Boolean);
  if (!first) return false;
  first.focus();
  for (const input of early.typed) {
    if ('key' in input) pressKeyAgain(input.key);
    else for (const char of input.text) typeKey(char);
  }
  return true;
}

/**
 * The segment on the page now for a stand-in segment typed on: itself, or, once the real field has
 * replaced the stand-in (a touch during hydration loads it), the real segment in the same place.
 */
function liveSegment(segment: Element): HTMLElement | undefined {
  if (segment.isConnected) return segment instanceof HTMLElement ? segment : undefined;
  const standIn = segment.closest('[data-stands-in-for]');
  const id = standIn?.getAttribute('data-stands-in-for');
  const box = [...document.querySelectorAll('[data-deferred-box]')].find(
    (element) => element.getAttribute('data-deferred-box') === id,
  );
  if (!standIn || !box) return undefined;
  const index = [...standIn.querySelectorAll('[role="spinbutton"]')].indexOf(segment);
  return box.querySelectorAll<HTMLElement>('[role="spinbutton"]')[index];
}

/**
 * Types one character into whatever has focus: as a key first, which a widget still loading (or
 * still typing what it kept) keeps behind what it has; if no widget took it, as text (react-aria's
 * segments read beforeinput, not keys).
 */
function typeKey(char: string): void {
  const target = document.activeElement;
  if (!target) return;
  const key = new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true });
  // Rendered before the next key, as typeAgain's: the stand-in reads a segment's value from it
  // (a Backspace after the digits).
  let untaken = false;
  flushSync(() => {
    untaken = target.dispatchEvent(key);
  });
  if (untaken) typeAgain(char);
}

/**
 * Presses it again. A form is sent through the app. A button pressed by a key gets that key again,
 * focused (pressAgain); one pressed by a pointer gets a virtual click, as a screen reader gives. So
 * does an area the app opens on a click ([data-early-press], e.g. a card's photo).
 */
export function replayEarlyPress(early: EarlyPress | null): void {
  const target = early?.target;
  if (!early || !target?.isConnected) return;
  if (target instanceof HTMLFormElement) {
    target.requestSubmit();
    return;
  }
  if (!(target instanceof HTMLElement)) return;
  const pressable =
    target instanceof HTMLButtonElement ? !target.disabled : target.hasAttribute('data-early-press');
  if (!pressable) return;
  if (early.key) target.focus();
  pressAgain(target, early.key);
}
