// Skeletons: grey placeholders in the shape of what is loading, so the page does not jump when it
// arrives. Skeleton is one block; SkeletonCards is a grid of unit-card placeholders (4 by default,
// spec section 9) announced once as 'Carregando'.
import type { CSSProperties } from 'react';
import { cx } from './cx.ts';
import './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' is a line of text, 'circle' an avatar. */
  shape?: 'block' | 'text' | 'circle';
  className?: string;
}

export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  return (
    <span
      className={cx('tk-Skeleton', className)}
      data-shape={shape}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

export interface SkeletonCardsProps {
  count?: number;
  /** Spoken once for the whole group. */
  label?: string;
  className?: string;
}

export function SkeletonCards({ count = 4, label = 'Carregando', className }: SkeletonCardsProps) {
  return (
    <div className={cx('tk-SkeletonCards', className)} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity.
        <div key={i} className="tk-SkeletonCard" aria-hidden="true">
          <Skeleton className="tk-SkeletonCard-photo" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="80%" height={20} />
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="50%" height={20} />
        </div>
      ))}
    </div>
  );
}
