// What keys typed on a deferred widget's plain numeric segments (src/ui/deferred.ts; the date
// field's stand-in) do to them, as on the real field: each key's result comes from the widget's
// `segmentKey` (react-aria's rules, date-segment-keys.ts), the value is handed over to be drawn,
// and focus moves to the next segment when digits fill one, or back when Backspace finds it empty.
import type { SegmentKeyResult, SegmentState, SegmentType } from './date-segment-keys.ts';

/** What a key does to a numeric segment, given the digits typed on it since it took focus. */
export type SegmentKey = (segment: SegmentState, entered: string, key: string) => SegmentKeyResult | null;

/** Digits typed on the segment at position `at` since it took focus (react-aria's enteredKeys). */
export interface EnteredDigits {
  at: number;
  digits: string;
}

/**
 * Applies `keys` from the control at `at` among `all` (by position, as the widget counts them):
 * `entered` follows the digits and the focused segment; `onValue` gets each value a key gives.
 */
export function typeOnSegments(
  all: ArrayLike<HTMLElement>,
  options: {
    at: number;
    keys: readonly string[];
    /** The segments focus may move to. */
    selector: string;
    segmentKey: SegmentKey;
    entered: { current: EnteredDigits };
    onValue: ((at: number, value: number | null) => void) | undefined;
  },
): void {
  const { keys, selector, segmentKey, entered, onValue } = options;
  let index = options.at;
  for (const key of keys) {
    const segment = all[index];
    const max = Number(segment?.getAttribute('aria-valuemax'));
    const now = segment?.getAttribute('aria-valuenow');
    const digits = entered.current.at === index ? entered.current.digits : '';
    const type = segment?.dataset.type as SegmentType;
    const result = max ? segmentKey({ type, value: now ? Number(now) : null, max }, digits, key) : null;
    if (!result) continue;
    onValue?.(index, result.value);
    // Not the button after the last segment (react-aria's focus manager skips it).
    const next = all[index + result.move];
    const moves = result.move !== 0 && !!next?.matches(selector);
    if (moves) index += result.move;
    entered.current = { at: index, digits: moves ? '' : result.entered };
    // Focus moves once `entered` says where: the move is not a fresh focus that clears it.
    if (moves) next?.focus();
  }
}
