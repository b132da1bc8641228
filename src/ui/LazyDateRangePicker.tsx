// LazyDateRangePicker: the DateRangePicker, whose code (react-aria's date field and calendar,
// @internationalized/date) loads only when the field is touched: pointer, focus or a key. Until
// then, from the server's render on, DateRangeStandIn draws the same field without that code or
// any Intl call; the touch that loads it is handed over (focus to the same segment, digits typed
// meanwhile, a press of the calendar button), and every later mount renders the real one at once.
// Same props as DateRangePicker.
import { useId, useRef, useState } from 'react';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { DateRangeStandIn, type TypedValues } from './DateRangeStandIn.tsx';
import { segmentKey } from './date-segment-keys.ts';
import { useDeferredModule } from './deferred.ts';

const loadPicker = () => import('./DateRangePicker.tsx');

export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker.tsx';

export function LazyDateRangePicker(props: DateRangePickerProps) {
  const box = useRef<HTMLDivElement>(null);
  // Same on the server and in the hydrated page: digits kept by boot.js on a stand-in segment that
  // is gone by the time they are typed again find its counterpart through it (replay-early-input.ts).
  const id = useId();
  // The values the keys typed on the stand-in gave its six segments (deferred.ts applies them).
  const [typed, setTyped] = useState<TypedValues>([]);
  const [loaded, intent] = useDeferredModule(loadPicker, box, {
    loadWhenIdle: false,
    controls: '[role="spinbutton"], button',
    retype: '[role="spinbutton"]',
    segmentKey,
    onSegmentValue: (at, value) =>
      setTyped((values) => {
        const next = [...values];
        next[at] = value;
        return next;
      }),
  });
  return (
    <div ref={box} {...intent} data-deferred-box={id} style={{ display: 'contents' }}>
      {loaded ? (
        <loaded.DateRangePicker {...props} />
      ) : (
        <DateRangeStandIn {...props} standsInFor={id} typed={typed} />
      )}
    </div>
  );
}
