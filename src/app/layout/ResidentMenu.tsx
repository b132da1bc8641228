// 'Área do morador': signed in, the account links and Sair (logs out, goes to /); signed out, Entrar.
import { useLocation } from 'wouter';
import { useSession } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import { Dropdown } from '../../ui/Menu.tsx';
import { openLoginDialog } from '../login-dialog.ts';
import { signOutEverywhere } from '../sign-out.ts';

export function ResidentMenu() {
  const session = useSession();
  const [, navigate] = useLocation();
  if (session.status !== 'authenticated') {
    return (
      <Button variant="secondary" size="sm" icon={<UserIcon />} onPress={() => openLoginDialog('login')}>
        Entrar
      </Button>
    );
  }
  return (
    <Dropdown
      // On phones the words are visually hidden (still the button's name) so the logo keeps its room.
      label={<span className="app-resident-menu__label">Área do morador</span>}
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
  );
}
