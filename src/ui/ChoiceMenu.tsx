// ChoiceMenu: a button that opens a short menu of fixed choices, one of them checked (the sort
// order of /buscar). The ARIA menu button pattern, written out for a few items: the button
// (aria-haspopup, aria-expanded) opens a `menu` of `menuitemradio`s placed under it. Enter, Space
// or an arrow on the button open it with focus on the checked item (ArrowUp: the last); in it the
// arrows move (wrapping), Home and End jump, a letter moves to the next item starting with it,
// Enter or Space picks, Escape closes; a pick or Escape gives focus back to the button. A click or
// tap elsewhere, or focus leaving, closes it.
//
// Why not react-aria's Menu (src/ui/Menu.tsx): on a low-tier phone its pick took ~500 ms before the
// next paint (its press and selection state, the popover's unmount with its aria-hidden and focus
// scope cleanup, all in the tap). Here a pick renders three items and removes them.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './Button.css';
import { cx } from './cx.ts';
import { CheckIcon } from './icons.tsx';
import { ChevronDownIcon } from './shell-icons.tsx';
import './Popover.css';
import './Menu.css';

export interface Choice<Id extends string> {
  id: Id;
  label: string;
}

export interface ChoiceMenuProps<Id extends string> {
  /** The button's visible content. */
  label: ReactNode;
  choices: readonly Choice<Id>[];
  checked: Id;
  onPick: (id: Id) => void;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
}

/** Where focus goes when the menu opens: the menu itself (a pointer), or an item (a key). */
type Opening = 'menu' | 'checked' | 'last';

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

export function ChoiceMenu<Id extends string>({
  label,
  choices,
  checked,
  onPick,
  variant = 'ghost',
  className,
}: ChoiceMenuProps<Id>) {
  const [open, setOpen] = useState<Opening | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = (focusButton: boolean) => {
    setOpen(null);
    if (focusButton) button.current?.focus();
  };
  const pick = (id: Id) => {
    close(true);
    onPick(id);
  };

  // Focus into the menu once it is drawn.
  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    const target =
      open === 'menu'
        ? menu.current
        : open === 'last'
          ? list.at(-1)
          : (list.find((item) => item.getAttribute('aria-checked') === 'true') ?? list[0]);
    target?.focus();
  }, [open]);

  // A press outside closes it (focus stays where that press puts it).
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    const opening: Opening | null =
      event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown'
        ? 'checked'
        : event.key === 'ArrowUp'
          ? 'last'
          : null;
    if (!opening) return;
    // Taken here, not as the button's click: focus goes to an item, as a keyboard needs.
    event.preventDefault();
    setOpen(opening);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(-1);
        break;
      case 'Enter':
      case ' ': {
        const choice = choices[at];
        if (choice) pick(choice.id);
        break;
      }
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Focus moves on as Tab says; the menu closes with it (onBlur).
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase('pt-BR');
        const next = [...list.slice(at + 1), ...list.slice(0, at + 1)].find((item) =>
          item.textContent?.trim().toLocaleLowerCase('pt-BR').startsWith(letter),
        );
        next?.focus();
      }
    }
    event.preventDefault();
  };

  return (
    <div ref={box} className="tk-ChoiceMenu">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={cx('tk-Button', 'tk-Dropdown-trigger', className)}
        data-variant={variant}
        data-size="md"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? menuId : undefined}
        // A press on the button while open closes the menu: the press must not take focus first
        // (the menu's blur would close it, and the click open it again).
        onMouseDown={(event) => open && event.preventDefault()}
        onClick={() => (open ? close(true) : setOpen('menu'))}
        onKeyDown={onButtonKey}
      >
        {label}
        <ChevronDownIcon size={20} />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          className="tk-Popover tk-ListBox tk-Menu tk-ChoiceMenu-list"
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            if (!menu.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
          }}
        >
          {choices.map((choice) => {
            const isChecked = choice.id === checked;
            return (
              // Keys are taken by the menu (onMenuKey), as the menu pattern has it.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the menu's onKeyDown handles keys
              <div
                key={choice.id}
                role="menuitemradio"
                aria-checked={isChecked}
                tabIndex={-1}
                className="tk-ListBoxItem"
                data-selected={isChecked || undefined}
                onClick={() => pick(choice.id)}
              >
                {choice.label}
                {isChecked && <CheckIcon className="tk-ListBoxItem-check" size={20} />}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
