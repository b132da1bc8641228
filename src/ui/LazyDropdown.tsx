// LazyDropdown: the Dropdown, whose code (react-aria's Menu, MenuTrigger and Popover, ~36 KB gzip
// with what they import) is not part of the screen's first load. Until it arrives, from the
// server's render on, the same trigger button is drawn without its menu; a press, focus or key on
// it is handed over (src/ui/deferred.ts), so the menu the person asked for opens. Same props as
// Dropdown, plus `loadWhenIdle`: load after the first render at an idle moment (the resident
// menu, in the top bar of every page) or only when touched (default: where idle time on a phone
// is still time a tap may wait for). A few fixed choices need none of this: ChoiceMenu.tsx.
import { useRef } from 'react';
import './Button.css';
import { cx } from './cx.ts';
import { useDeferredModule } from './deferred.ts';
import type { DropdownProps } from './Menu.tsx';
import { ChevronDownIcon } from './shell-icons.tsx';
import './Menu.css';

const loadDropdown = () => import('./Menu.tsx');

export type { DropdownItem, DropdownProps } from './Menu.tsx';

export function LazyDropdown({ loadWhenIdle = false, ...props }: DropdownProps & { loadWhenIdle?: boolean }) {
  const box = useRef<HTMLSpanElement>(null);
  const [loaded, intent] = useDeferredModule(loadDropdown, box, { loadWhenIdle });
  return (
    <span ref={box} {...intent} style={{ display: 'contents' }}>
      {loaded ? <loaded.Dropdown {...props} /> : <DropdownStandIn {...props} />}
    </span>
  );
}

/**
 * The Dropdown's trigger as drawn and announced (a collapsed menu button), before its menu exists.
 * A native button, not react-aria's: Enter and Space on it click, and deferred.ts hands a click
 * over to the real trigger (react-aria's Button would take the key as a press of its own).
 */
function DropdownStandIn({
  label,
  'aria-label': ariaLabel,
  variant = 'ghost',
  icon,
  className,
}: DropdownProps) {
  return (
    <button
      type="button"
      className={cx('tk-Button', 'tk-Dropdown-trigger', className)}
      data-variant={variant}
      data-size="md"
      aria-label={ariaLabel}
      aria-haspopup="true"
      aria-expanded="false"
    >
      {icon}
      {label}
      <ChevronDownIcon size={20} />
    </button>
  );
}
