// A short notice inside a contract screen (suspended access, pending Pix, waiting to be sent…),
// tinted by tone with the badge colour pairs (AA contrast).
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../ui/icons.tsx';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, danger: AlertIcon } as const;

export function ContractNotice({
  tone = 'info',
  children,
  live,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  /** Announce changes (status messages that appear after an action). */
  live?: boolean;
}) {
  const Icon = ICONS[tone];
  return (
    <div className="contract-notice" data-tone={tone} role={live ? 'status' : undefined}>
      <Icon size={20} />
      <div>{children}</div>
    </div>
  );
}
