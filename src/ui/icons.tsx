// Icons: small inline SVGs on a 24 px grid, drawn with currentColor so they take the text colour.
// One component per icon so a screen's bundle carries only the icons it uses. Decorative by
// default (aria-hidden); pass `title` when the icon alone carries meaning.
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

const heartPath =
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z';

export const HeartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d={heartPath} />
  </LineIcon>
);
export const HeartFilledIcon = (props: IconProps) => (
  <LineIcon filled {...props}>
    <path d={heartPath} />
  </LineIcon>
);
export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);
export const CalendarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </LineIcon>
);
export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
  </LineIcon>
);
export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </LineIcon>
);
export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);
export const ChevronLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </LineIcon>
);
export const ChevronRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </LineIcon>
);
export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);
export const MapPinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </LineIcon>
);
export const BedIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M2 20v-7a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v7M2 17h20M4 11V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v5M7 11V9h4v2M13 11V9h4v2" />
  </LineIcon>
);
export const BathIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 12h18v2a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6zM6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2" />
  </LineIcon>
);
export const AreaIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6M8 8h8v8H8z" />
  </LineIcon>
);
export const PeopleIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 20a7 7 0 0 1 14 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6 6 0 0 1 4 6" />
  </LineIcon>
);
export const WifiIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01" />
  </LineIcon>
);
export const PoolIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M2 20c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M9 16V5a2 2 0 0 0-2-2M15 16V5a2 2 0 0 1 2-2M9 8h6M9 12h6" />
  </LineIcon>
);
export const LockerIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M12 2v20M9 10v3M15 10v3M7 6h2M15 6h2" />
  </LineIcon>
);
export const BikeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="5.5" cy="17" r="3.5" />
    <circle cx="18.5" cy="17" r="3.5" />
    <path d="M5.5 17 9 10h7l2.5 7M12 17 9 10M8 6h3M16 10l-1.5-4H17" />
  </LineIcon>
);
export const ParkingIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
  </LineIcon>
);
export const GymIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 6v12M18 6v12M3 9v6M21 9v6M6 12h12" />
  </LineIcon>
);
export const InternetIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
  </LineIcon>
);
export const PetIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="8" cy="6" r="1.8" />
    <circle cx="16" cy="6" r="1.8" />
    <circle cx="4.5" cy="11" r="1.8" />
    <circle cx="19.5" cy="11" r="1.8" />
    <path d="M12 11c-3 0-5.5 4.5-5.5 6.5A2.5 2.5 0 0 0 9 20c1.2 0 1.8-.5 3-.5s1.8.5 3 .5a2.5 2.5 0 0 0 2.5-2.5C17.5 15.5 15 11 12 11z" />
  </LineIcon>
);
export const MetroIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="5" y="3" width="14" height="14" rx="3" />
    <path d="M5 10h14M8.5 13.5h.01M15.5 13.5h.01M8 21l2-4M16 21l-2-4" />
  </LineIcon>
);
export const BankIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 21h18M3 10h18M12 3 3 8v2h18V8zM6 10v8M10 10v8M14 10v8M18 10v8" />
  </LineIcon>
);
export const ShoppingIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 7h14l1 14H4zM9 10V6a3 3 0 0 1 6 0v4" />
  </LineIcon>
);
export const StoreIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 3h16l1.5 6h-19zM5 9v12h14V9M10 21v-6h4v6" />
  </LineIcon>
);
export const UniversityIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m2 9 10-5 10 5-10 5zM6 11v5c2.5 2.5 9.5 2.5 12 0v-5M22 9v6" />
  </LineIcon>
);
export const SchoolIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </LineIcon>
);
export const FitnessIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 12h4l3-7 4 14 3-7h4" />
  </LineIcon>
);
export const HospitalIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M12 8v8M8 12h8" />
  </LineIcon>
);
export const BusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="4" y="3" width="16" height="15" rx="3" />
    <path d="M4 11h16M8 14.5h.01M16 14.5h.01M7 18v3M17 18v3" />
  </LineIcon>
);
export const KeyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3 20 3M16 7l3 3M14 9l2 2" />
  </LineIcon>
);
export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);
export const AlertIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  </LineIcon>
);
export const InfoIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </LineIcon>
);
export const CopyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </LineIcon>
);
export const PlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);
export const MinusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14" />
  </LineIcon>
);
export const TrashIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
  </LineIcon>
);
export const CameraIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 8a2 2 0 0 1 2-2h2l2-3h6l2 3h2a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="13" r="4" />
  </LineIcon>
);
export const ExternalIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </LineIcon>
);

export const BellIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
);
