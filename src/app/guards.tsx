// Route guards (spec 2): guests opening a protected route go to /login; leaving the signed-in
// state on a protected page also goes to /login; signed-in people opening /login or /registro go to /.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '../data/session.ts';
import { safeNextPath } from '../domain/next-path.ts';
import { Spinner } from '../ui/Spinner.tsx';

function Restoring() {
  return (
    <div className="app-restoring">
      <Spinner label="Carregando sua conta..." />
    </div>
  );
}

let warmed = false;

/**
 * The app opened on a resident page: the mirror opens (and the page's rows are read) while the
 * session is restored, not after. Dexie loads here only, so public pages never download it.
 */
function warmResidentArea(path: string): void {
  if (warmed) return;
  warmed = true;
  void import('../data/prefetch-first-screen.ts').then(
    ({ prefetchFirstScreen }) => prefetchFirstScreen(path),
    () => {},
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  // In render rather than an effect, which would run only after the first commit.
  if (session.status === 'loading') warmResidentArea(location);
  if (session.status === 'loading') return <Restoring />;
  if (session.status === 'anonymous')
    return <Redirect to={`/login?next=${encodeURIComponent(location)}`} replace />;
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const search = useSearch();
  if (session.status === 'loading') return <Restoring />;
  if (session.status === 'authenticated') {
    // Straight to where the person was going (a same-site path only), with no stop at '/'.
    const next = safeNextPath(new URLSearchParams(search).get('next'), window.location.origin);
    return <Redirect to={next} replace />;
  }
  return <>{children}</>;
}
