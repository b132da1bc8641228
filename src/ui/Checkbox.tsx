// Checkbox and CheckboxGroup (react-aria): a single yes/no ('Declaro que li e estou de acordo') or
// several choices under one label (amenities in the filters).
//
//   <CheckboxGroup label="Comodidades" value={picked} onChange={setPicked}>
//     <Checkbox value="wifi">Wifi</Checkbox> …
//   </CheckboxGroup>
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import './Field.css';
import './Checkbox.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children' | 'render'> {
  children: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('tk-Checkbox', className)}>
      {({ isIndeterminate }) => (
        <>
          <span className="tk-Checkbox-box" aria-hidden="true">
            <svg
              aria-hidden="true"
              viewBox="0 0 18 18"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              {isIndeterminate ? <path d="M4 9h10" /> : <path d="m3.5 9.5 3.5 3.5 7.5-8" />}
            </svg>
          </span>
          <span className="tk-Checkbox-label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children' | 'render'>,
    FieldTextProps {
  children: ReactNode;
  /** Lay the boxes out in columns that wrap (for long lists on wide screens). */
  columns?: boolean;
  className?: string;
}

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  children,
  columns,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx('tk-Field', 'tk-CheckboxGroup', className)}
    >
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <div className="tk-CheckboxGroup-items" data-columns={columns || undefined}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
