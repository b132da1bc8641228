// What a key does to one of react-aria's date segments (useDateSegment: `onInput` for digits,
// `backspace` for Backspace and Delete), for the date field's stand-in (DateRangeStandIn.tsx), which
// draws the digits typed on it and moves focus as the real field does while its code is on its way
// (applied by deferred.ts, given this as LazyDateRangePicker's `segmentKey`):
// the person sees what they type even on a network that takes seconds, a Tab or a tap after the
// digits goes from where it would on the real field, and the digits, kept with the segment they were
// typed on (deferred.ts), come out the same once typed again into the real one.

export type SegmentType = 'day' | 'month' | 'year';

/** A segment's value (null when empty) and the largest value it takes. */
export interface SegmentState {
  type: SegmentType;
  value: number | null;
  max: number;
}

/** What a key did: the segment's new value, the digits typed on it since it took focus (react-aria's
 *  enteredKeys) and where focus goes: the previous segment, this one, the next. */
export interface SegmentKeyResult {
  value: number | null;
  entered: string;
  move: -1 | 0 | 1;
}

/** The segment's text as react-aria draws it: day and month on two digits, the year as typed. */
export const segmentText = (type: SegmentType, value: number): string =>
  type === 'year' ? String(value) : String(value).padStart(2, '0');

/** Days in a month (1–12) of a year, without Intl. */
export const daysInMonth = (year: number, month: number): number => new Date(year, month, 0).getDate();

/** What `key` does to `segment`, given the digits typed on it since it took focus; null: nothing. */
export function segmentKey(segment: SegmentState, entered: string, key: string): SegmentKeyResult | null {
  if (key === 'Backspace' || key === 'Delete') {
    if (segment.value === null) return { value: null, entered, move: -1 };
    const rest = segmentText(segment.type, segment.value).slice(0, -1);
    const parsed = Number(rest);
    return rest === '' || parsed === 0
      ? { value: null, entered: '', move: 0 }
      : { value: parsed, entered: rest, move: 0 };
  }
  if (!/^\d$/.test(key)) return null;
  const digits = entered + key;
  const typed = Number(digits);
  // A number too large for the segment starts again from the key (a month's '15' is May).
  const value = typed > segment.max ? Number(key) : typed;
  const full = Number(`${typed}0`) > segment.max || digits.length >= String(segment.max).length;
  return { value, entered: full ? '' : digits, move: full ? 1 : 0 };
}
