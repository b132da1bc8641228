// Counter: a whole-number stepper with − and + buttons (react-aria NumberField), for guests, rooms
// and bathrooms. Typing is allowed too; the value is clamped to [min, max] and the buttons disable
// at the ends.
//
//   <Counter label="Pessoas" min={1} max={unit.residents} value={guests} onChange={setGuests} />
import { Button, Group, Input, NumberField, type NumberFieldProps } from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import { MinusIcon, PlusIcon } from './icons.tsx';
import './Field.css';
import './Counter.css';

export interface CounterProps
  extends Omit<NumberFieldProps, 'className' | 'style' | 'children' | 'formatOptions' | 'render'>,
    FieldTextProps {
  min?: number;
  max?: number;
  className?: string;
}

export function Counter({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  min = 0,
  max,
  step = 1,
  className,
  ...props
}: CounterProps) {
  return (
    <NumberField
      {...props}
      minValue={min}
      maxValue={max}
      step={step}
      // Whole numbers only: people, rooms, bathrooms.
      formatOptions={{ maximumFractionDigits: 0 }}
      isRequired={isRequired}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx('tk-Field', 'tk-Counter', className)}
    >
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Group className="tk-Counter-group">
        <Button slot="decrement" className="tk-Counter-button" aria-label="Diminuir">
          <MinusIcon size={20} />
        </Button>
        <Input className="tk-Counter-input" />
        <Button slot="increment" className="tk-Counter-button" aria-label="Aumentar">
          <PlusIcon size={20} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </NumberField>
  );
}
