// NativeButton: a plain `<button>` drawn as a Button, for the per-row actions of a list whose tap
// opens something costly on a slow phone (an invoice's 'Pagar'). react-aria's Button keeps
// pressed, hovered and focused state of its own: on a tap that is a render of the button at
// pointerdown and another at focus, before the tap's own work (issue 32). This one has none; the
// browser draws :hover, :active and :focus-visible. No pending or disabled state, no icon, no
// react-aria slots (inside a DialogTrigger or a react-aria widget, use Button).
import type { MouseEvent, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from './Button.tsx';
import { cx } from './cx.ts';
import './Button.css';

export interface NativeButtonProps {
  children: ReactNode;
  onPress: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  'aria-label'?: string;
}

export function NativeButton({
  children,
  onPress,
  variant = 'primary',
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: NativeButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a button on a tap; a dialog it opens gives focus back to it on close.
    if (document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
    onPress();
  };
  return (
    <button
      type="button"
      className={cx('tk-Button', className)}
      data-variant={variant}
      data-size={size}
      aria-label={ariaLabel}
      onClick={press}
    >
      {children}
    </button>
  );
}
