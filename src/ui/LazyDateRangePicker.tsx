// LazyDateRangePicker: the DateRangePicker loaded on first render, so its calendar code stays out of
// the route's bundle. Same props; a field-shaped placeholder shows while the chunk arrives.
import { lazy, Suspense } from 'react';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { Skeleton } from './Skeleton.tsx';
import './Field.css';

const DateRangePicker = lazy(() => import('./DateRangePicker.tsx'));

export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker.tsx';

export function LazyDateRangePicker(props: DateRangePickerProps) {
  return (
    <Suspense
      fallback={
        <div className="tk-Field" aria-busy="true">
          {props.label && <span className="tk-Field-label">{props.label}</span>}
          <Skeleton height="var(--control-height)" />
        </div>
      }
    >
      <DateRangePicker {...props} />
    </Suspense>
  );
}
