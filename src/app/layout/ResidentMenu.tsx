// 'Área do morador': signed in, the account links and Sair (logs out, goes to /); signed out, Entrar.
// The menu's code (react-aria Menu) loads after the first render; until then the same button is
// drawn without its menu (src/ui/deferred.ts), and it keeps focus when the menu arrives.
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useSessionUserId } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useDeferredModule } from '../../ui/deferred.ts';
import { ChevronDownIcon, UserIcon } from '../../ui/icons.tsx';
import { openLoginDialog } from '../login-dialog.ts';
import { signOutEverywhere } from '../sign-out.ts';
import '../../ui/Menu.css';

const loadMenu = () => import('../../ui/Menu.tsx');

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

function AccountMenu() {
  const [, navigate] = useLocation();
  const box = useRef<HTMLSpanElement>(null);
  const [loaded, intent] = useDeferredModule(loadMenu, box);
  // On phones the words are visually hidden (still the button's name) so the logo keeps its room.
  const label = <span className="visually-hidden-on-phone">Área do morador</span>;
  return (
    <span ref={box} {...intent} style={{ display: 'contents' }}>
      {loaded ? (
        <loaded.Dropdown
          label={label}
          icon={<UserIcon />}
          variant="secondary"
          placement="bottom end"
          items={[
            { id: 'perfil', label: 'Minha conta', href: '/perfil' },
            { id: 'cartoes', label: 'Cartões', href: '/metodos-pagamento' },
            { id: 'tokaas', label: 'Minhas tokaas', href: '/minhas-tokaas' },
            { id: 'favoritos', label: 'Favoritos', href: '/favoritos' },
            {
              id: 'sair',
              label: 'Sair',
              onAction: () => {
                navigate('/');
                void signOutEverywhere();
              },
            },
          ]}
        />
      ) : (
        // The Dropdown's trigger as drawn, before its menu exists.
        <Button variant="secondary" icon={<UserIcon />} className="tk-Dropdown-trigger">
          {label}
          <ChevronDownIcon size={20} />
        </Button>
      )}
    </span>
  );
}
