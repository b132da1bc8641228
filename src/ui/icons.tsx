// Icons: small inline SVGs on a 24 px grid, drawn with currentColor so they take the text colour.
// One component per icon so a screen's bundle carries only the icons it uses. Decorative by
// default (aria-hidden); pass `title` when the icon alone carries meaning. The shell's own icons
// and the outline live in shell-icons.tsx (the shell imports them from there, so this module
// stays out of the first load) and are re-exported here for the screens.
import { type IconProps, LineIcon } from './shell-icons.tsx';

export {
  AlertIcon,
  BellIcon,
  ChevronDownIcon,
  CloseIcon,
  type IconComponent,
  type IconProps,
  LineIcon,
  SearchIcon,
  UserIcon,
} from './shell-icons.tsx';

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
export const CalendarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </LineIcon>
);
export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
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
