// Button: every action of the app (react-aria Button, so press, keyboard and focus behave the same
// everywhere). While `isPending` it keeps focus, ignores presses, shows a spinner and sets aria-busy.
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { Spinner } from './Spinner.tsx';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'render'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label. For an icon-only button pass `aria-label` and no children. */
  icon?: ReactNode;
  className?: string;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  icon,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx('tk-Button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-icon-only={(icon && !children) || undefined}
      // react-aria announces the pending state; aria-busy also marks the button itself as busy.
      render={(domProps, { isPending }) => <button {...domProps} aria-busy={isPending || undefined} />}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" /> : icon}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
