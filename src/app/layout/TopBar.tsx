// Top bar (spec 2 'Menu and footer'): logo; Inicio, Tokaas, Sobre nós, Contato; PWA-only Minha
// Tokaas and Perfil; Sobre nós and Contato hidden in PWA mode; the place search; 'Área do morador'.
import { Link, useLocation } from 'wouter';
import { usePwaMode } from '../pwa-mode.ts';
import { PendingChangesBadge } from './PendingChangesBadge.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { ResidentMenu } from './ResidentMenu.tsx';
import './TopBar.css';

interface NavLink {
  href: string;
  label: string;
  pwa?: 'only' | 'hidden';
}

const LINKS: NavLink[] = [
  { href: '/', label: 'Inicio' },
  { href: '/buscar', label: 'Tokaas' },
  { href: '/sobre', label: 'Sobre nós', pwa: 'hidden' },
  { href: '/contato', label: 'Contato', pwa: 'hidden' },
  { href: '/minhas-tokaas', label: 'Minha Tokaas', pwa: 'only' },
  { href: '/perfil', label: 'Perfil', pwa: 'only' },
];

export function TopBar() {
  const pwa = usePwaMode();
  const [location] = useLocation();
  const links = LINKS.filter((l) => (pwa ? l.pwa !== 'hidden' : l.pwa !== 'only'));
  return (
    <header className="app-topbar">
      <div className="app-topbar__inner">
        <Link href="/" className="app-topbar__logo" aria-label="Tokaas, página inicial">
          <img src="/icons/icon.svg" alt="" width={32} height={32} />
          <span>Tokaas</span>
        </Link>
        <nav aria-label="Principal" className="app-topbar__nav">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={location === link.href ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-topbar__search">
          <PlaceSearch />
        </div>
        <div className="app-topbar__account">
          <PendingChangesBadge />
          <ResidentMenu />
        </div>
      </div>
    </header>
  );
}
