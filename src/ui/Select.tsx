// Select: pick one option from a short list (react-aria Select: a button that opens a listbox).
//
//   <Select label="Contrato relacionado" options={[{ id: 0, label: 'Nenhum' }, ...]} value={id}
//     onChange={setId} />
import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import './Field.css';
import './Popover.css';
import './Select.css';

export interface SelectOption<K extends Key = Key> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = Key> extends FieldTextProps {
  options: readonly SelectOption<K>[];
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Form field name, for native form submission. */
  name?: string;
  /** Required when there is no visible label. */
  'aria-label'?: string;
  className?: string;
}

export function Select<K extends Key = Key>({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Selecione',
  className,
  ...props
}: SelectProps<K>) {
  return (
    <AriaSelect
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key as K | null)}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx('tk-Field', 'tk-Select', className)}
    >
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Button className="tk-Input tk-Select-button">
        <SelectValue className="tk-Select-value" />
        <ChevronDownIcon size={20} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="tk-Popover">
        <ListBox className="tk-ListBox" items={options}>
          {(option) => (
            <ListBoxItem
              className="tk-ListBoxItem"
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && <CheckIcon className="tk-ListBoxItem-check" size={20} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
