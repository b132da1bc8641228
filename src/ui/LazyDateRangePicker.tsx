// LazyDateRangePicker: the DateRangePicker loaded on first render, so its calendar code stays out of
// the route's bundle. Same props; a field-shaped placeholder shows while the chunk arrives (and in
// server-rendered markup until hydration: a server render does not wait for lazy code).
import { lazy, Suspense } from 'react';
import { useHydrated } from '../app/hydration.ts';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { Skeleton } from './Skeleton.tsx';
import './Field.css';

const DateRangePicker = lazy(() => import('./DateRangePicker.tsx'));

export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker.tsx';

export function LazyDateRangePicker(props: DateRangePickerProps) {
  const hydrated = useHydrated();
  const placeholder = (
    <div className="tk-Field" aria-busy="true">
      {props.label && <span className="tk-Field-label">{props.label}</span>}
      <Skeleton height="var(--control-height)" />
    </div>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DateRangePicker {...props} />
    </Suspense>
  );
}
