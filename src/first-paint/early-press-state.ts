// What public/boot.js keeps on a server-rendered page before the app takes it over, as the page's
// global both sides read: boot.js writes it (type-checked against this file, tsconfig.boot.json)
// and src/first-paint/replay-early-input.ts takes it at hydration.

import type { KeyInput } from '../ui/kept-keys.ts';

declare global {
  interface Window {
    __tokaasEarly?: EarlyPress;
  }
}

/** What was typed on a stand-in segment: characters, or a deletion (a key, or a phone keyboard's
 *  beforeinput with no key, kept as the key that makes it). */
export type EarlyInput = { target: Element } & KeyInput;

export interface EarlyPress {
  target: Element | null;
  /** 'Enter' or ' ' when a key pressed it; null for a pointer or a form. */
  key: string | null;
  /** Text typed, and Backspace or Delete pressed, on a stand-in segment ([data-keep-typing], which
   *  holds the text drawn), in order; what was typed before boot.js ran is taken out of the segment
   *  and comes first. */
  typed: EarlyInput[];
  /** Whether boot.js still keeps what is typed there (until replayEarlyTyping). */
  keepTyping: boolean;
}
