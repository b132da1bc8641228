// The renewal calendar: one month grid (react-aria Calendar, pt-BR) to pick the new check-out.
// Days before `minValue` and the unit's blocked days are disabled. Loaded lazily with the renewal
// dialog, so the contract screen's bundle does not carry calendar code. Styled with the range
// picker's calendar classes (src/ui/DateRangePicker.css) so both calendars look the same.
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, I18nProvider } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.tsx';
import '../../../ui/DateRangePicker.css';
import './RenewCalendar.css';

export interface RenewCalendarProps {
  /** 'YYYY-MM-DD' */
  value: string | null;
  onChange: (value: string) => void;
  minValue: string;
  blockedDates: readonly string[];
  'aria-label': string;
}

export default function RenewCalendar({
  value,
  onChange,
  minValue,
  blockedDates,
  ...props
}: RenewCalendarProps) {
  const blocked = useMemo(() => new Set(blockedDates), [blockedDates]);
  return (
    <I18nProvider locale="pt-BR">
      <Calendar
        aria-label={props['aria-label']}
        className="tk-RangeCalendar renew-calendar"
        value={value ? parseDate(value) : null}
        onChange={(date) => onChange(date.toString())}
        minValue={parseDate(minValue)}
        defaultFocusedValue={parseDate(minValue)}
        isDateUnavailable={(date) => blocked.has(date.toString())}
      >
        <header className="tk-RangeCalendar-header">
          <Button slot="previous" className="tk-RangeCalendar-nav" aria-label="Mês anterior">
            <ChevronLeftIcon size={20} />
          </Button>
          <Heading className="tk-RangeCalendar-heading" />
          <Button slot="next" className="tk-RangeCalendar-nav" aria-label="Próximo mês">
            <ChevronRightIcon size={20} />
          </Button>
        </header>
        <CalendarGrid className="tk-CalendarGrid">
          {(date: CalendarDate) => <CalendarCell date={date} className="tk-CalendarCell" />}
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}
