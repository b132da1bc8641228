// The icons the shell draws (top bar, place search, resident menu, the pending-changes badge, the
// sort menu's trigger) and the outline they share. Apart from icons.tsx, which re-exports them:
// the shell imports these from here, so the icons only screens draw are not in its first load
// (~1.5 KB gzip of `/`'s initial JS). Small inline SVGs on a 24 px grid, drawn with
// currentColor so they take the text colour. Decorative by default (aria-hidden); pass `title`
// when the icon alone carries meaning.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (default 24). */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

export type IconComponent = (props: IconProps) => ReactNode;

/** The shared outline: a 24 px grid, 2 px currentColor strokes (`filled` fills instead). */
export function LineIcon({
  size = 24,
  title,
  filled,
  children,
  ...props
}: IconProps & { filled?: boolean; children: ReactNode }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: filled ? 'currentColor' : 'none',
    stroke: filled ? 'none' : 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
    ...props,
  } as const;
  return title ? (
    <svg role="img" aria-label={title} {...common}>
      <title>{title}</title>
      {children}
    </svg>
  ) : (
    <svg aria-hidden="true" {...common}>
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);
export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
  </LineIcon>
);
export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);
export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);
export const AlertIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  </LineIcon>
);
export const BellIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
);
