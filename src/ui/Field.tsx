// The parts every form field shares: label, help text and error text, wired by react-aria's slots
// (Label, Text slot="description", FieldError) so ids and aria-describedby are never written by hand.
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import './Field.css';

export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the field when it is invalid: a server message ('O campo CPF não é válido.'). */
  errorMessage?: ReactNode;
  /** Adds ' *' to the label; pair with isRequired. */
  isRequired?: boolean;
}

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="tk-Field-label">
      {children}
      {isRequired && (
        <span className="tk-Field-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className="tk-Field-description">
          {description}
        </Text>
      )}
      {/* FieldError renders only while the field is invalid. */}
      <FieldError className="tk-Field-error">{errorMessage}</FieldError>
    </>
  );
}
