// Layout helpers, so screens do not each reinvent spacing: Container (page width and side padding),
// Stack (a column or row with a gap on the 8 px grid) and Grid (responsive columns of cards).
import type { ElementType, ReactNode } from 'react';
import { cx } from './cx.ts';
import './Layout.css';

/** Gap in steps of the 8 px grid: 1 = 8 px … 6 = 48 px. */
export type Space = 0 | 1 | 2 | 3 | 4 | 6;

export interface ContainerProps {
  children: ReactNode;
  /** 'narrow' (720 px) for forms and reading, 'wide' (1280 px) for search and grids. */
  width?: 'narrow' | 'normal' | 'wide';
  as?: ElementType;
  className?: string;
}

export function Container({ children, width = 'normal', as: As = 'div', className }: ContainerProps) {
  return (
    <As className={cx('tk-Container', className)} data-width={width}>
      {children}
    </As>
  );
}

export interface StackProps {
  children: ReactNode;
  gap?: Space;
  direction?: 'column' | 'row';
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Rows wrap onto the next line on narrow screens. */
  wrap?: boolean;
  as?: ElementType;
  className?: string;
}

export function Stack({
  children,
  gap = 2,
  direction = 'column',
  align,
  justify,
  wrap,
  as: As = 'div',
  className,
}: StackProps) {
  return (
    <As
      className={cx('tk-Stack', className)}
      data-direction={direction}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
      style={{ gap: gap ? `var(--space-${gap})` : 0 }}
    >
      {children}
    </As>
  );
}

export interface GridProps {
  children: ReactNode;
  /** Narrowest a column may get before the grid drops a column (default 260 px: a unit card). */
  minColumnWidth?: number;
  gap?: Space;
  as?: ElementType;
  className?: string;
}

export function Grid({ children, minColumnWidth = 260, gap = 3, as: As = 'div', className }: GridProps) {
  return (
    <As
      className={cx('tk-Grid', className)}
      style={{
        gap: `var(--space-${gap})`,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
      }}
    >
      {children}
    </As>
  );
}
