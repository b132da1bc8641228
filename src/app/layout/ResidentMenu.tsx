// 'Área do morador': signed in, the account links and Sair (logs out, goes to /); signed out, Entrar.
// With changes still waiting to be sent, Sair first asks (SignOutDialog); with none it is immediate.
// The menu's code (react-aria Menu, Popover, Dialog) loads when the button is first touched,
// focused or pressed, not at idle: at idle it was long tasks in every resident page's start on a
// slow phone (issue 32). Until then the same button is drawn without its menu, and the press is
// handed over (src/ui/LazyDropdown.tsx). The dialog's code loads only when it opens.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { usePendingCounts } from '../../data/change-counts.ts';
import { useSessionUserId } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyDropdown } from '../../ui/LazyDropdown.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { UserIcon } from '../../ui/shell-icons.tsx';
import { signOutEverywhere } from '../sign-out.ts';

export function ResidentMenu() {
  if (useSessionUserId() === undefined) {
    return (
      <Button variant="secondary" size="sm" icon={<UserIcon />} onPress={() => openLoginDialog('login')}>
        Entrar
      </Button>
    );
  }
  return <AccountMenu />;
}

const SignOutDialog = lazy(() => import('./SignOutDialog.tsx').then((m) => ({ default: m.SignOutDialog })));

function AccountMenu() {
  const [, navigate] = useLocation();
  const { pending } = usePendingCounts();
  const [confirming, setConfirming] = useState(false);
  const signOut = () => {
    navigate('/');
    void signOutEverywhere();
  };
  return (
    <>
      <AccountDropdown onSignOut={() => (pending > 0 ? setConfirming(true) : signOut())} />
      {confirming && (
        <Suspense fallback={null}>
          <SignOutDialog pending={pending} isOpen onOpenChange={setConfirming} onConfirm={signOut} />
        </Suspense>
      )}
    </>
  );
}

function AccountDropdown({ onSignOut }: { onSignOut: () => void }) {
  return (
    <LazyDropdown
      // On phones the words are visually hidden (still the button's name) so the logo keeps its room.
      label={<span className="visually-hidden-on-phone">Área do morador</span>}
      icon={<UserIcon />}
      variant="secondary"
      placement="bottom end"
      items={[
        { id: 'perfil', label: 'Minha conta', href: '/perfil' },
        { id: 'notificacoes', label: 'Notificações', href: '/perfil/notificacoes' },
        { id: 'cartoes', label: 'Cartões', href: '/metodos-pagamento' },
        { id: 'tokaas', label: 'Minhas tokaas', href: '/minhas-tokaas' },
        { id: 'favoritos', label: 'Favoritos', href: '/favoritos' },
        {
          id: 'sair',
          label: 'Sair',
          onAction: onSignOut,
        },
      ]}
    />
  );
}
