// Dropdown: a button that opens a menu (react-aria MenuTrigger + Popover + Menu), e.g. 'Área do
// morador' (the sort menu of /buscar, three fixed choices, is a lighter ChoiceMenu.tsx). Items are links (`href`, routed through UIProvider's RouterProvider)
// or actions (`onAction`). Arrow keys move, Enter picks, Escape closes and focus returns.
//
//   <Dropdown label="Área do morador" items={[{ id: 'perfil', label: 'Minha conta', href: '/perfil' },
//     { id: 'sair', label: 'Sair', onAction: logout }]} />
import type { ReactNode } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { Button, type ButtonVariant } from './Button.tsx';
import { cx } from './cx.ts';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import './Popover.css';
import './Menu.css';

export interface DropdownItem {
  id: Key;
  label: string;
  /** A place to go: rendered as a link. */
  href?: string;
  /** Something to do. */
  onAction?: () => void;
  icon?: ReactNode;
  isDisabled?: boolean;
}

export interface DropdownProps {
  /** The trigger's visible content. */
  label: ReactNode;
  /** Needed when `label` is only an icon. */
  'aria-label'?: string;
  items: readonly DropdownItem[];
  /** Single-choice menus: the chosen id gets a check mark and aria-checked. */
  selectedId?: Key;
  onSelect?: (id: Key) => void;
  variant?: ButtonVariant;
  icon?: ReactNode;
  placement?: 'bottom start' | 'bottom end';
  className?: string;
}

export function Dropdown({
  label,
  'aria-label': ariaLabel,
  items,
  selectedId,
  onSelect,
  variant = 'ghost',
  icon,
  placement = 'bottom end',
  className,
}: DropdownProps) {
  const selectable = selectedId !== undefined;
  return (
    <MenuTrigger>
      <Button
        variant={variant}
        aria-label={ariaLabel}
        icon={icon}
        className={cx('tk-Dropdown-trigger', className)}
      >
        {label}
        <ChevronDownIcon size={20} />
      </Button>
      <Popover className="tk-Popover" placement={placement}>
        <Menu
          className="tk-ListBox tk-Menu"
          items={items}
          {...(selectable && {
            selectionMode: 'single' as const,
            selectedKeys: new Set([selectedId]),
            onSelectionChange: (keys: Selection) => {
              const [first] = keys === 'all' ? [] : [...keys];
              if (first !== undefined) onSelect?.(first);
            },
          })}
          onAction={(id) => items.find((i) => i.id === id)?.onAction?.()}
        >
          {(item) => (
            <MenuItem
              className="tk-ListBoxItem"
              id={item.id}
              href={item.href}
              textValue={item.label}
              isDisabled={item.isDisabled}
            >
              {({ isSelected }) => (
                <>
                  {item.icon}
                  {item.label}
                  {isSelected && <CheckIcon className="tk-ListBoxItem-check" size={20} />}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
