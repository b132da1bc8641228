// LinkButton: navigation that looks like a Button (a wouter Link, so it is a real <a> that opens in a
// new tab, and routes without reloading). Use Button for actions and LinkButton for places.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ButtonSize, ButtonVariant } from './Button.tsx';
import { cx } from './cx.ts';
import './Button.css';

export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  className?: string;
  'aria-label'?: string;
}

export function LinkButton({
  href,
  children,
  variant = 'primary',
  size = 'md',
  fullWidth,
  icon,
  replace,
  className,
  'aria-label': ariaLabel,
}: LinkButtonProps) {
  return (
    <Link
      href={href}
      replace={replace}
      className={cx('tk-Button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      aria-label={ariaLabel}
    >
      {icon}
      {children}
    </Link>
  );
}
