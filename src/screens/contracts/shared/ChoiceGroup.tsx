// ChoiceGroup: one choice among a few, as radio tiles (react-aria RadioGroup: arrow keys move the
// choice, Tab leaves the group). Used for Sim/Não in the inspection and for the payment method.
// Not in src/ui: a generic radio group would belong there (reported to the design-system owner).
import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import '../../../ui/Field.css';
import './ChoiceGroup.css';

export interface Choice {
  id: string;
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
  isDisabled?: boolean;
}

export interface ChoiceGroupProps {
  label: ReactNode;
  /** Hide the label visually (it still names the group). */
  hideLabel?: boolean;
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
  orientation?: 'horizontal' | 'vertical';
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

export function ChoiceGroup({
  label,
  hideLabel,
  choices,
  value,
  onChange,
  orientation = 'vertical',
  description,
  isDisabled,
  className,
}: ChoiceGroupProps) {
  return (
    <RadioGroup
      className={['choice-group', className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      orientation={orientation}
      isDisabled={isDisabled}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'tk-Field-label'}>{label}</Label>
      {description ? (
        <Text slot="description" className="tk-Field-description">
          {description}
        </Text>
      ) : null}
      <div className="choice-group__items" data-orientation={orientation}>
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} isDisabled={choice.isDisabled} className="choice">
            <span className="choice__dot" aria-hidden="true" />
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.detail ? <span className="choice__detail">{choice.detail}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
