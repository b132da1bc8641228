// ChoiceGroup: one choice among a few, as radio tiles. Used for Sim/Não in the inspection and for
// the payment method. Native radios in a fieldset (role radiogroup, named by its legend): the
// browser gives what react-aria's RadioGroup gave (arrow keys move the choice, Tab leaves the
// group, the label's whole tile takes the tap), with no press handling of its own to run in a
// tap: react-aria's press, focus and group state were most of an answer's tap on a low-tier phone
// (issue 32). The tile's look follows its radio with :has().
// Not in src/ui: a generic radio group would belong there (reported to the design-system owner).
import { type ReactNode, useId } from 'react';
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
  /** The choice, held by the caller (a controlled group)… */
  value?: string;
  /** …or the first choice only, then held by the radios themselves: a tap paints its choice
   * natively, with no render of the caller's in the tap (the inspection's answers, issue 32). */
  defaultValue?: string;
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
  defaultValue,
  onChange,
  orientation = 'vertical',
  description,
  isDisabled,
  className,
}: ChoiceGroupProps) {
  // The radios' shared name: one group per form, so the browser moves the choice with the arrows.
  const name = useId();
  const descriptionId = `${name}-description`;
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on a fieldset; it tells a screen reader the group is one choice, as react-aria's did
      role="radiogroup"
      className={['choice-group', className].filter(Boolean).join(' ')}
      disabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
      aria-orientation={orientation}
    >
      <legend className={hideLabel ? 'visually-hidden' : 'tk-Field-label'}>{label}</legend>
      {description ? (
        <span id={descriptionId} className="tk-Field-description">
          {description}
        </span>
      ) : null}
      <div className="choice-group__items" data-orientation={orientation}>
        {choices.map((choice) => (
          <label key={choice.id} className="choice">
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={choice.id}
              {...(value === undefined
                ? { defaultChecked: defaultValue === choice.id }
                : { checked: value === choice.id })}
              disabled={choice.isDisabled}
              onChange={() => onChange(choice.id)}
            />
            <span className="choice__dot" aria-hidden="true" />
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.detail ? <span className="choice__detail">{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
