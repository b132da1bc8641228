// The links that move between login, forgot password and registration: a real link to a page
// (/registro, /login) or, inside the login dialog, a link that switches the dialog's view.
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { TextLink } from '../../ui/TextLink.tsx';

export type AuthLinkTarget = { href: string } | { onPress: () => void };

export function AuthLink({ to, children }: { to: AuthLinkTarget; children: ReactNode }) {
  if ('href' in to) return <TextLink href={to.href}>{children}</TextLink>;
  return (
    <AriaLink className="tk-TextLink auth-link" onPress={to.onPress}>
      {children}
    </AriaLink>
  );
}
