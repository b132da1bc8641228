// The amenity and nearby-place icons (AmenityIcon.tsx, on the unit page only), apart from
// icons.tsx: rolldown keeps a module in one chunk, and icons.tsx is loaded by the home page too.
import { type IconProps, LineIcon } from './shell-icons.tsx';

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
