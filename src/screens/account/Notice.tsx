// A message inside a form or a list of the account screens: an error announced as an alert, a
// confirmation or a note announced politely (role status).
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../../ui/icons.tsx';
import './Notice.css';

export type NoticeTone = 'error' | 'success' | 'info';

const ICONS = { error: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div className="account-notice" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={20} />
      <div>{children}</div>
    </div>
  );
}
