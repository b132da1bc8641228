// DateRangePicker: check-in and check-out in one field (react-aria DateRangePicker + RangeCalendar),
// always in pt-BR (DD/MM/AAAA, Portuguese month names). Two months side by side from 768 px, one on
// phones. Days before `minValue` (default today in São Paulo) and the blocked dates are disabled,
// and a range cannot span a blocked date. Values go in and out as 'YYYY-MM-DD' strings.
//
// ~60–77 KB gzip with the calendar code: import it lazily (LazyDateRangePicker.tsx does), never
// from a shared module that every screen loads.
//
//   <LazyDateRangePicker label="Período da estadia" value={range} onChange={setRange}
//     blockedDates={blocked} />
import { type CalendarDate, parseDate, today } from '@internationalized/date';
import { useMemo } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { APP_TIME_ZONE } from '../domain/calendar-day.ts';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { useMediaQuery, WIDE_QUERY } from './useMediaQuery.ts';
import './Field.css';
import './Popover.css';
import './DateRangePicker.css';

/** A stay as the API speaks it: check-in and check-out, 'YYYY-MM-DD'. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends FieldTextProps {
  value?: DateRangeValue | null;
  defaultValue?: DateRangeValue | null;
  onChange?: (value: DateRangeValue | null) => void;
  /** Earliest selectable day, 'YYYY-MM-DD' (default: today in São Paulo; renewal: the current check-out). */
  minValue?: string;
  maxValue?: string;
  /** Days that cannot be chosen, 'YYYY-MM-DD' (the unit's block-dates). */
  blockedDates?: readonly string[];
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Shown but not editable (a soon-released unit). */
  isReadOnly?: boolean;
  'aria-label'?: string;
  /** Form field names for native submission of start and end. */
  startName?: string;
  endName?: string;
  className?: string;
}

const toRange = (value: DateRangeValue | null | undefined) =>
  value ? { start: parseDate(value.start), end: parseDate(value.end) } : value;

export function DateRangePicker({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  blockedDates,
  className,
  ...props
}: DateRangePickerProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const blocked = useMemo(() => new Set(blockedDates), [blockedDates]);
  const min = minValue ? parseDate(minValue) : today(APP_TIME_ZONE);

  return (
    // The picker speaks pt-BR even if the app forgot UIProvider.
    <I18nProvider locale="pt-BR">
      <AriaDateRangePicker
        {...props}
        {...(value !== undefined && { value: toRange(value) })}
        {...(defaultValue !== undefined && { defaultValue: toRange(defaultValue) })}
        onChange={(range) =>
          onChange?.(range ? { start: range.start.toString(), end: range.end.toString() } : null)
        }
        minValue={min}
        maxValue={maxValue ? parseDate(maxValue) : undefined}
        isDateUnavailable={(date) => blocked.has(date.toString())}
        isRequired={isRequired}
        isInvalid={isInvalid || Boolean(errorMessage)}
        validationBehavior="aria"
        className={cx('tk-Field', 'tk-DateRangePicker', className)}
      >
        {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
        <Group className="tk-Input tk-DateRangePicker-group">
          <DateInput slot="start" className="tk-DateInput">
            {(segment) => <DateSegment segment={segment} className="tk-DateSegment" />}
          </DateInput>
          <span className="tk-DateRangePicker-dash" aria-hidden="true">
            –
          </span>
          <DateInput slot="end" className="tk-DateInput">
            {(segment) => <DateSegment segment={segment} className="tk-DateSegment" />}
          </DateInput>
          <Button className="tk-DateRangePicker-button">
            <CalendarIcon size={20} />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="tk-Popover tk-DateRangePicker-popover" placement="bottom start">
          <Dialog className="tk-DateRangePicker-dialog">
            <RangeCalendar className="tk-RangeCalendar" visibleDuration={{ months: wide ? 2 : 1 }}>
              <header className="tk-RangeCalendar-header">
                <Button slot="previous" className="tk-RangeCalendar-nav" aria-label="Mês anterior">
                  <ChevronLeftIcon size={20} />
                </Button>
                <Heading className="tk-RangeCalendar-heading" />
                <Button slot="next" className="tk-RangeCalendar-nav" aria-label="Próximo mês">
                  <ChevronRightIcon size={20} />
                </Button>
              </header>
              <div className="tk-RangeCalendar-months">
                <MonthGrid />
                {wide && <MonthGrid offset={1} />}
              </div>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}

function MonthGrid({ offset = 0 }: { offset?: number }) {
  return (
    <CalendarGrid className="tk-CalendarGrid" offset={offset ? { months: offset } : undefined}>
      {(date: CalendarDate) => <CalendarCell date={date} className="tk-CalendarCell" />}
    </CalendarGrid>
  );
}

export default DateRangePicker;
