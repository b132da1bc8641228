// TextField: a labelled single-line input (react-aria TextField) with help text, an error message
// under it and a red border when invalid. Pass a server message as `errorMessage` and it is shown and
// the field marked invalid. `mask` formats as the person types (maska syntax; see domain/masks.ts).
//
//   <TextField label="CPF" mask={MASKS.cpf} value={cpf} onChange={setCpf} errorMessage={errors.cpf} />
import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import { isNumericPattern, type MaskPattern, useMask } from './useMask.ts';
import './Field.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'render'>,
    FieldTextProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'search' | 'url';
  placeholder?: string;
  /** maska pattern(s), e.g. '###.###.###-##'. onChange then receives the masked text. */
  mask?: MaskPattern;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  placeholder,
  mask,
  value,
  defaultValue,
  onChange,
  inputMode,
  validationBehavior = 'aria',
  className,
  ...props
}: TextFieldProps) {
  const { inputRef, format, onInput } = useMask(mask);
  // Own the text only when the parent does not (uncontrolled use).
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = format(value ?? ownValue);

  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(raw) => {
        const next = onInput(raw);
        setOwnValue(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={isInvalid || Boolean(errorMessage)}
      // Server-driven validation: native constraint bubbles would block submits and speak English.
      validationBehavior={validationBehavior}
      inputMode={inputMode ?? (mask && isNumericPattern(mask) ? 'numeric' : undefined)}
      className={cx('tk-Field', className)}
    >
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Input ref={inputRef} className="tk-Input" placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
