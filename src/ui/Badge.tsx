// Badge: a short status word on a tinted pill. Tones follow the spec's colours: success (green:
// 'Ativo', 'Disponível'), danger (red: 'Cancelada', 'Ocupada'), warning (yellow: other contract
// statuses), info (teal: 'Pré-reserva'), neutral (grey: 'Em breve'). Every pair passes AA.
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import './Badge.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  /** Solid white background, for badges over photos. */
  onImage?: boolean;
  className?: string;
}

export function Badge({ tone = 'neutral', children, onImage, className }: BadgeProps) {
  return (
    <span className={cx('tk-Badge', className)} data-tone={tone} data-on-image={onImage || undefined}>
      {children}
    </span>
  );
}
