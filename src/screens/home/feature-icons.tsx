// Illustrative icons for the home benefits, the 'how it works' steps and the about page's benefits,
// drawn like src/ui/icons.tsx (24 px grid, 2 px stroke, currentColor) and always decorative: the
// heading next to each one says what it means. Kept here because only these pages use them.
import type { ReactNode } from 'react';
import { LineIcon } from '../../ui/icons.tsx';

export type FeatureIconName =
  | 'calendar'
  | 'receipt'
  | 'shield'
  | 'sparkles'
  | 'search'
  | 'user-plus'
  | 'card'
  | 'key'
  | 'wallet'
  | 'family'
  | 'phone'
  | 'sofa'
  | 'clock'
  | 'collab'
  | 'leaf'
  | 'community';

const PATHS: Record<FeatureIconName, ReactNode> = {
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M8 14h2M14 14h2M8 17.5h2" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
      <path d="m9 11 2 2 4-4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  sparkles: (
    <>
      <path d="m11 3 1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7-4.7-1.8 4.7-1.8Z" />
      <path d="m18.5 14 .9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9Z" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  'user-plus': (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  key: (
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3 20 3M16 7l3 3M14 9l2 2" />
    </>
  ),
  wallet: (
    <>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M17 14h.01" />
    </>
  ),
  family: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 9.5V20h14V9.5" />
      <path d="m12 17.5-2.5-2.4a1.6 1.6 0 1 1 2.5-2 1.6 1.6 0 1 1 2.5 2Z" />
    </>
  ),
  phone: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  sofa: (
    <>
      <path d="M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3" />
      <path d="M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v4H2ZM4 17v2M20 17v2" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  collab: (
    <>
      <circle cx="9" cy="12" r="6" />
      <circle cx="15" cy="12" r="6" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 21c0-9 5-15 15-16-1 10-7 15-15 16Z" />
      <path d="m5 21 9-9" />
    </>
  ),
  community: (
    <>
      <circle cx="12" cy="7" r="3" />
      <circle cx="5" cy="10" r="2" />
      <circle cx="19" cy="10" r="2" />
      <path d="M7 20a5 5 0 0 1 10 0M2 19a3 3 0 0 1 4-2.8M22 19a3 3 0 0 0-4-2.8" />
    </>
  ),
};

export function FeatureIcon({ name, size = 28 }: { name: FeatureIconName; size?: number }) {
  return <LineIcon size={size}>{PATHS[name]}</LineIcon>;
}
