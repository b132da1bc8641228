// ComboBox: type to filter a long list and pick one item (react-aria ComboBox). Only listed items can
// be chosen: free text is reset on blur. Filters locally by prefix, ignoring case and accents
// ('sao' finds 'São Paulo'), or, with filter="server", shows `items` as given while `onInputChange`
// fetches them (debounce in the caller).
//
//   <ComboBox label="Estado" items={states} value={uf} onChange={setUf} />

import { useContext, useEffect, useRef } from 'react';
import { useFilter } from 'react-aria';
import {
  ComboBox as AriaComboBox,
  Button,
  ComboBoxStateContext,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldHelp, FieldLabel, type FieldTextProps } from './Field.tsx';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import { Spinner } from './Spinner.tsx';
import './Field.css';
import './Popover.css';
import './ComboBox.css';

export interface ComboBoxItem<K extends Key = Key> {
  id: K;
  label: string;
}

export interface ComboBoxProps<K extends Key = Key> extends FieldTextProps {
  items: readonly ComboBoxItem<K>[];
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  /** The text typed; use it to search on the server. */
  onInputChange?: (text: string) => void;
  inputValue?: string;
  /** 'prefix' filters `items` locally; 'server' shows them unfiltered (the caller already searched). */
  filter?: 'prefix' | 'server';
  /** Keeps typed text that matches no option (a free-text search); otherwise it is cleared on blur. */
  allowsCustomValue?: boolean;
  /** Shows a spinner in the field while the server search runs. */
  isLoading?: boolean;
  placeholder?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  name?: string;
  'aria-label'?: string;
  /** Shown in the list when nothing matches. */
  emptyMessage?: string;
  /** Opens the list, filtered by the text, when mounted: text typed on a plain field that stood in
   *  for the combo box while its code loaded gets the list it would have opened. */
  openOnMount?: boolean;
  className?: string;
}

/**
 * Opens the list once, as typing would (filtered by the text); RAC's ComboBox has no defaultOpen.
 * Its items are collected after the first render, and a list with no match does not open: so this
 * waits for the items to be there, then tries once.
 */
function OpenOnMount() {
  const state = useContext(ComboBoxStateContext);
  const tried = useRef(false);
  const collected = state?.selectionManager.collection.size ?? 0;
  useEffect(() => {
    if (tried.current || !state || collected === 0) return;
    tried.current = true;
    state.open(null, 'input');
  }, [state, collected]);
  return null;
}

export function ComboBox<K extends Key = Key>({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  items,
  value,
  defaultValue,
  onChange,
  filter = 'prefix',
  isLoading,
  allowsCustomValue = false,
  placeholder,
  emptyMessage = 'Nenhum resultado encontrado',
  openOnMount = false,
  className,
  ...props
}: ComboBoxProps<K>) {
  const { startsWith } = useFilter({ sensitivity: 'base' });
  const local = filter === 'prefix';
  return (
    <AriaComboBox
      {...props}
      {...(local ? { defaultItems: items, defaultFilter: startsWith } : { items })}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key as K | null)}
      allowsCustomValue={allowsCustomValue}
      // Server results may arrive empty at first: keep the list open to say so.
      allowsEmptyCollection={!local}
      isRequired={isRequired}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx('tk-Field', 'tk-ComboBox', className)}
    >
      {openOnMount && <OpenOnMount />}
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <div className="tk-Input tk-ComboBox-box">
        <Input className="tk-ComboBox-input" placeholder={placeholder} />
        {isLoading && <Spinner size="sm" label="Buscando" />}
        <Button className="tk-ComboBox-button" aria-label="Mostrar opções">
          <ChevronDownIcon size={20} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="tk-Popover">
        <ListBox<ComboBoxItem<K>>
          className="tk-ListBox"
          renderEmptyState={() => <div className="tk-ListBox-empty">{emptyMessage}</div>}
        >
          {(item) => (
            <ListBoxItem className="tk-ListBoxItem" id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <CheckIcon className="tk-ListBoxItem-check" size={20} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
