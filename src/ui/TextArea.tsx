// TextArea: a labelled multi-line field (react-aria TextField + TextArea) with help and error text,
// for messages, ticket descriptions and inspection notes.
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import './Field.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'render'>,
    FieldTextProps {
  placeholder?: string;
  rows?: number;
  className?: string;
}

export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  placeholder,
  rows = 5,
  validationBehavior = 'aria',
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={cx('tk-Field', className)}
    >
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <AriaTextArea className="tk-Input" placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
