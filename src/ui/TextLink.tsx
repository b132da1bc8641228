// TextLink: an inline link inside text. Internal paths route with wouter; `external` opens a new tab.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx.ts';
import './TextLink.css';

export interface TextLinkProps {
  href: string;
  children: ReactNode;
  /** Another site: a plain <a> that opens in a new tab, safely (noopener). */
  external?: boolean;
  className?: string;
}

export function TextLink({ href, children, external, className }: TextLinkProps) {
  if (external) {
    return (
      <a className={cx('tk-TextLink', className)} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (abre em nova aba)</span>
      </a>
    );
  }
  return (
    <Link className={cx('tk-TextLink', className)} href={href}>
      {children}
    </Link>
  );
}
