// EmptyState: what a list says when it has nothing — an icon, one sentence and the next step
// ('Você ainda não favoritou uma Tokaas' + a LinkButton to /buscar).
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import './EmptyState.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  /** The sentence. */
  children: ReactNode;
  /** Usually a LinkButton or Button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, children, action, className }: EmptyStateProps) {
  return (
    <div className={cx('tk-EmptyState', className)}>
      {icon && (
        <div className="tk-EmptyState-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="tk-EmptyState-text">{children}</p>
      {action}
    </div>
  );
}
