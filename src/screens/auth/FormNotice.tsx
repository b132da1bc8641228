// A message above a form's button: an error that belongs to no field (too many attempts, no
// connection) announced as an alert, or a confirmation announced politely.
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../ui/icons.tsx';

export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className="auth-notice" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
      <div>{children}</div>
    </div>
  );
}
