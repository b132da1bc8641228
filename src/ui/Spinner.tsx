// Spinner: a small rotating ring. Decorative unless given a label, then announced as a status.
import { cx } from './cx.ts';
import './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers ('Carregando'); without it the spinner is hidden from them. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = <span className="tk-Spinner-ring" aria-hidden="true" />;
  if (!label) {
    return (
      <span className={cx('tk-Spinner', className)} data-size={size} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span className={cx('tk-Spinner', className)} data-size={size} role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
