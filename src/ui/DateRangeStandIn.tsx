// The date range field as drawn, before its code (react-aria, @internationalized/date, ~60 KB and
// ~110 ms of main thread on a phone) is loaded: same label, six date segments, dash, calendar
// button, help and error text, same classes and the same roles and names, from the server's render
// on. It calls no Intl (the page's first Intl call costs 40–90 ms of ICU loading) and handles no key
// itself: LazyDateRangePicker loads the real field when it is touched and hands over focus, the keys
// typed and a press of the calendar button; meanwhile it applies each key as the real field would
// (src/ui/deferred.ts, date-segment-keys.ts) and this draws the values it is given (`typed`), so the
// person sees what they type even while the code takes seconds to come. Digits typed on a
// server-rendered page before the app ran are kept by public/boot.js and handed over the same way.
import { useId } from 'react';
import { cx } from './cx.ts';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { daysInMonth, type SegmentType, segmentText } from './date-segment-keys.ts';
import { CalendarIcon } from './icons.tsx';
import './Field.css';
import './DateRangePicker.css';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

// react-aria's pt-BR segment names, placeholders and ranges.
const SEGMENTS: readonly { type: SegmentType; name: string; placeholder: string; max: number }[] = [
  { type: 'day', name: 'dia', placeholder: 'dd', max: 31 },
  { type: 'month', name: 'mês', placeholder: 'mm', max: 12 },
  { type: 'year', name: 'ano', placeholder: 'aaaa', max: 9999 },
];

/** Day, month and year of 'YYYY-MM-DD' (undefined when empty). */
function parts(date: string | undefined): Record<SegmentType, number> | undefined {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function shown(type: SegmentType, value: number): { text: string; valueText: string } {
  const text = segmentText(type, value);
  const month = type === 'month' ? MONTHS[value - 1] : undefined;
  return { text, valueText: month ? `${text} – ${month}` : text };
}

/** Values typed on the stand-in, by segment (start day, month, year, end day, month, year): null
 *  when cleared, undefined while it shows what it was drawn with. */
export type TypedValues = readonly (number | null | undefined)[];

interface DateSegmentsProps {
  slotName: 'Data inicial' | 'Data final';
  date: string | undefined;
  /** This date's three typed values. */
  typed: TypedValues;
  labelId: string;
  describedBy: string | undefined;
  state: { isRequired?: boolean; isReadOnly?: boolean; isDisabled?: boolean; isInvalid: boolean };
}

function DateSegments({ slotName, date, typed, labelId, describedBy, state }: DateSegmentsProps) {
  const id = useId();
  const drawn = parts(date);
  const values = SEGMENTS.map((segment, index) =>
    typed[index] === undefined ? drawn?.[segment.type] : (typed[index] ?? undefined),
  );
  // react-aria's day goes up to its month's last day: the month typed, or today's (its placeholder).
  const today = new Date();
  const dayMax = daysInMonth(values[2] ?? today.getFullYear(), values[1] ?? today.getMonth() + 1);
  return (
    <div role="presentation" className="tk-DateInput" style={{ unicodeBidi: 'isolate' }}>
      {SEGMENTS.map((segment, index) => {
        const current = values[index];
        const text = current === undefined ? undefined : shown(segment.type, current);
        const segmentId = `${id}-${segment.type}`;
        return [
          index > 0 && (
            <span
              key={`${segment.type}-literal`}
              aria-hidden="true"
              className="tk-DateSegment"
              data-type="literal"
            >
              /
            </span>
          ),
          <span
            key={segment.type}
            id={segmentId}
            role="spinbutton"
            // Editable, as the real segment is, so a phone raises its numeric keyboard at the first tap.
            contentEditable={!state.isDisabled && !state.isReadOnly}
            suppressContentEditableWarning
            inputMode="numeric"
            spellCheck={false}
            tabIndex={state.isDisabled ? undefined : 0}
            aria-label={`${segment.name}, ${slotName}, `}
            aria-labelledby={`${segmentId} ${labelId}`}
            aria-describedby={describedBy}
            aria-valuenow={current}
            aria-valuetext={text?.valueText ?? 'Vazio'}
            aria-valuemin={1}
            aria-valuemax={segment.type === 'day' ? dayMax : segment.max}
            aria-required={state.isRequired || undefined}
            aria-readonly={state.isReadOnly || undefined}
            aria-disabled={state.isDisabled || undefined}
            aria-invalid={state.isInvalid || undefined}
            data-placeholder={text ? undefined : true}
            data-type={segment.type}
            // Before hydration, public/boot.js keeps what is typed here (the app types it again); the
            // text drawn lets it take back what was typed before it ran (the segment is editable).
            data-keep-typing={text?.text ?? segment.placeholder}
            className="tk-DateSegment"
            style={{ caretColor: 'transparent' }}
          >
            {text?.text ?? segment.placeholder}
          </span>,
        ];
      })}
    </div>
  );
}

export function DateRangeStandIn({
  label,
  description,
  errorMessage,
  isInvalid: invalid,
  isRequired,
  isReadOnly,
  isDisabled,
  value,
  defaultValue,
  className,
  'aria-label': ariaLabel,
  standsInFor,
  typed = [],
}: DateRangePickerProps & {
  /** The id (data-deferred-box) of the LazyDateRangePicker box whose real field replaces this one. */
  standsInFor?: string;
  typed?: TypedValues;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const isInvalid = Boolean(invalid || errorMessage);
  const describedBy =
    [description && `${id}-description`, isInvalid && errorMessage && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const range = value !== undefined ? value : defaultValue;
  const state = { isRequired, isReadOnly, isDisabled, isInvalid };
  return (
    <div
      className={cx('tk-Field', 'tk-DateRangePicker', className)}
      data-required={isRequired || undefined}
      data-invalid={isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
      data-disabled={isDisabled || undefined}
      data-stands-in-for={standsInFor}
    >
      {label ? (
        <span className="tk-Field-label" id={labelId}>
          {label}
          {isRequired && (
            <span className="tk-Field-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
      ) : (
        <span hidden id={labelId}>
          {ariaLabel}
        </span>
      )}
      {/* A div as react-aria's own group is: a fieldset would draw and lay out differently. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="tk-Input tk-DateRangePicker-group"
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <DateSegments
          slotName="Data inicial"
          date={range?.start}
          typed={typed.slice(0, 3)}
          {...{ labelId, describedBy, state }}
        />
        <span className="tk-DateRangePicker-dash" aria-hidden="true">
          –
        </span>
        <DateSegments
          slotName="Data final"
          date={range?.end}
          typed={typed.slice(3)}
          {...{ labelId, describedBy, state }}
        />
        <button
          type="button"
          className="tk-DateRangePicker-button"
          aria-label="Calendário"
          aria-labelledby={`${id}-button ${labelId}`}
          id={`${id}-button`}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-expanded="false"
          disabled={isDisabled || isReadOnly}
          data-disabled={isDisabled || isReadOnly || undefined}
        >
          <CalendarIcon size={20} />
        </button>
      </div>
      {description && (
        <span className="tk-Field-description" id={`${id}-description`}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span className="tk-Field-error" id={`${id}-error`}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
