// Doing again on the real control what the person did on its plain stand-in (src/ui/deferred.ts)
// or on the page before the app ran (src/first-paint/replay-early-input.ts): typing, a press, focus.
import { flushSync } from 'react-dom';

/** Types `data` into whatever has focus, as a keyboard would. */
export function typeAgain(data: string): void {
  const target = document.activeElement;
  if (!(target instanceof HTMLElement)) return;
  const input = new InputEvent('beforeinput', {
    inputType: 'insertText',
    data,
    bubbles: true,
    cancelable: true,
  });
  // Each character renders before the next: a full day segment moves focus to the month.
  flushSync(() => target.dispatchEvent(input));
}

/** Presses `key` (Backspace, Delete) again on whatever has focus, as a keyboard would. */
export function pressKeyAgain(key: string): void {
  const target = document.activeElement;
  if (!(target instanceof HTMLElement)) return;
  const down = new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true });
  flushSync(() => target.dispatchEvent(down));
  target.dispatchEvent(new KeyboardEvent('keyup', { key, code: key, bubbles: true, cancelable: true }));
}

const keyEvent = (type: 'keydown' | 'keyup', key: string) =>
  new KeyboardEvent(type, { key, code: key === ' ' ? 'Space' : 'Enter', bubbles: true, cancelable: true });

/**
 * Presses a button again. Pressed by a key, it gets that key again: react-aria takes it on keydown
 * (and cancels it), and its menus and selects then move focus into their list, as for a key pressed
 * on the real widget. A button that does not take the key (a plain one: only a browser's own key
 * press clicks it), and one pressed by a pointer, get a virtual click, as a screen reader gives.
 */
export function pressAgain(target: HTMLElement, key: string | null): void {
  if (key && !target.dispatchEvent(keyEvent('keydown', key))) {
    target.dispatchEvent(keyEvent('keyup', key));
    return;
  }
  target.click();
}

/** Focus back where it was: on an element, or on nothing (the page) when it was on the body. */
export function giveFocusBack(element: Element): void {
  if (element instanceof HTMLElement && element !== document.body && element.isConnected) element.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** Puts `text` in a field as typing would: React (and the widget's onChange) hears of it. */
export function typeInto(input: HTMLInputElement, text: string): void {
  // The prototype's setter: React's own, on the element, would take the value as already known.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
