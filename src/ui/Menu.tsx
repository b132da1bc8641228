// Dropdown: a button that opens a menu (react-aria MenuTrigger + Popover + Menu), e.g. 'Área do
// morador'. Items are links (`href`, routed through UIProvider's RouterProvider) or actions
// (`onAction`). Arrow keys move, Enter picks, Escape closes and focus returns. A few fixed choices,
// one of them checked (the sort of /buscar), are a ChoiceMenu (ChoiceMenu.tsx).
//
//   <Dropdown label="Área do morador" items={[{ id: 'perfil', label: 'Minha conta', href: '/perfil' },
//     { id: 'sair', label: 'Sair', onAction: logout }]} />
import type { ReactNode } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button, type ButtonVariant } from './Button.tsx';
import { cx } from './cx.ts';
import { ChevronDownIcon } from './icons.tsx';
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
  variant?: ButtonVariant;
  icon?: ReactNode;
  placement?: 'bottom start' | 'bottom end';
  className?: string;
}

export function Dropdown({
  label,
  'aria-label': ariaLabel,
  items,
  variant = 'ghost',
  icon,
  placement = 'bottom end',
  className,
}: DropdownProps) {
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
              {item.icon}
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
