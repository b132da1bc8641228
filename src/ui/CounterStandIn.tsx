// The counter as drawn, before its code (react-aria's NumberField and @internationalized/number,
// whose module makes a number format as it loads: the page's first Intl call, ICU's data, ~120 ms
// of a 4× phone's main thread) is loaded: same label, − and + buttons (disabled at the ends), field,
// help and error text, same classes, roles and names. It calls no Intl (the value is written by
// src/domain/number-format.ts) and does nothing itself: LazyCounter loads the real counter when it
// is touched and hands over focus, a press of − or + and what was typed in the field
// (src/ui/deferred.ts).
import { useId } from 'react';
import { formatNumber } from '../domain/number-format.ts';
import type { CounterProps } from './Counter.tsx';
import { cx } from './cx.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';
import './Field.css';
import './Counter.css';

export function CounterStandIn({
  label,
  description,
  errorMessage,
  isInvalid: invalid,
  isRequired,
  isDisabled,
  isReadOnly,
  min = 0,
  max,
  value,
  defaultValue,
  className,
}: CounterProps) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    input: `${id}-input`,
    less: `${id}-less`,
    more: `${id}-more`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
  const isInvalid = Boolean(invalid || errorMessage);
  const current = value !== undefined ? value : defaultValue;
  const known = current !== undefined && current !== null && !Number.isNaN(current);
  const frozen = Boolean(isDisabled || isReadOnly);
  const lessOff = frozen || (known && current <= min);
  const moreOff = frozen || (known && max !== undefined && current >= max);
  const describedBy =
    [description && ids.description, isInvalid && errorMessage && ids.error].filter(Boolean).join(' ') ||
    undefined;
  const step = (name: 'Diminuir' | 'Aumentar', stepId: string, off: boolean) => (
    <button
      id={stepId}
      type="button"
      className="tk-Counter-button"
      tabIndex={-1}
      aria-label={name}
      aria-labelledby={`${stepId} ${ids.label}`}
      aria-controls={ids.input}
      disabled={off}
      data-disabled={off || undefined}
    >
      {name === 'Diminuir' ? <MinusIcon size={20} /> : <PlusIcon size={20} />}
    </button>
  );
  return (
    <div
      className={cx('tk-Field', 'tk-Counter', className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label && (
        <label className="tk-Field-label" id={ids.label} htmlFor={ids.input}>
          {label}
          {isRequired && (
            <span className="tk-Field-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a div as react-aria's own group is */}
      <div
        role="group"
        aria-invalid={isInvalid || undefined}
        className="tk-Counter-group"
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {step('Diminuir', ids.less, lessOff)}
        <input
          id={ids.input}
          type="text"
          // What is typed here before the real field arrives is handed to it (deferred.ts).
          defaultValue={known ? formatNumber(current, { max: 0 }) : ''}
          aria-labelledby={label ? ids.label : undefined}
          aria-describedby={describedBy}
          aria-roledescription="Campo de número"
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          autoComplete="off"
          inputMode="numeric"
          autoCorrect="off"
          spellCheck={false}
          disabled={isDisabled}
          readOnly={isReadOnly}
          className="tk-Counter-input"
          data-invalid={isInvalid || undefined}
        />
        {step('Aumentar', ids.more, moreOff)}
      </div>
      {description && (
        <span className="tk-Field-description" id={ids.description}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span className="tk-Field-error" id={ids.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
