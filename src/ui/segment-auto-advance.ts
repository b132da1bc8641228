// On react-aria's date field, a segment that can take no further digit moves focus to the next
// segment (useDateSegment's onInput; the calendar button is not among them). The date field's
// stand-in keeps the digits typed on it without showing them (deferred.ts types them again into the
// real field): it moves focus the same way, so a Tab or a tap after the digits goes from where it
// would on the real field, and each kept digit is typed again on the segment it was typed on.
import { type FormEvent, type KeyboardEvent, useRef } from 'react';

/** Whether `entered`, the digits typed on a segment since it took focus, fill it (react-aria's rule). */
function fillsSegment(entered: string, max: number): boolean {
  return Number(`${entered}0`) > max || entered.length >= String(max).length;
}

/** The largest value a segment takes: a day's is the length of its month (shown, else today's). */
function segmentMax(segment: Element): number | undefined {
  const type = segment.getAttribute('data-type');
  if (type === 'month') return 12;
  if (type === 'year') return 9999;
  if (type !== 'day') return undefined;
  const date = segment.parentElement;
  const shown = (part: string) =>
    Number(date?.querySelector(`[data-type="${part}"]`)?.getAttribute('aria-valuenow'));
  const today = new Date();
  const month = shown('month') || today.getMonth() + 1;
  const year = shown('year') || today.getFullYear();
  return new Date(year, month, 0).getDate();
}

/** Handlers for a group of stand-in segments ([role="spinbutton"] with data-type). */
export function useSegmentAutoAdvance() {
  // Digits typed on the segment since it took focus (react-aria's enteredKeys).
  const entered = useRef<{ segment: Element | null; digits: string }>({ segment: null, digits: '' });
  const typed = (target: EventTarget, text: string) => {
    let segment = (target as Element).closest?.('[role="spinbutton"]');
    for (const char of text) {
      const max = segment && segmentMax(segment);
      if (!segment || !max) return;
      if (!/\d/.test(char)) continue; // react-aria's numeric segments ignore it
      const digits = (entered.current.segment === segment ? entered.current.digits : '') + char;
      if (!fillsSegment(digits, max)) {
        entered.current = { segment, digits };
        continue;
      }
      entered.current = { segment: null, digits: '' };
      const segments = [
        ...(segment.closest('[role="group"]')?.querySelectorAll('[role="spinbutton"]') ?? []),
      ];
      const next = segments[segments.indexOf(segment) + 1];
      if (next instanceof HTMLElement) {
        next.focus();
        segment = next;
      }
    }
  };
  return {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        typed(event.target, event.key);
    },
    // Phones' keyboards send text without a key.
    onBeforeInput: (event: FormEvent) => {
      const { data } = event as FormEvent & { data?: string };
      if (data) typed(event.target, data);
    },
    // A segment focused again starts afresh, as react-aria's does.
    onFocus: () => {
      entered.current = { segment: null, digits: '' };
    },
  };
}
