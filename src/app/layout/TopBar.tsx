// Top bar (spec 2 'Menu and footer'): logo; Inicio, Tokaas, Sobre nós, Contato; PWA-only Minha
// Tokaas and Perfil; Sobre nós and Contato hidden in PWA mode; the place search; the notification
// bell (signed in, issue 33); 'Área do morador'; under it, the connection indicator (part of the
// sticky bar, so it covers nothing).
// Below 1024 px the place search hides behind a search button, so the sticky bar stays two rows
// high and does not cover the page's own popovers; its height is published as
// --app-topbar-height for sticky panels below it.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../ui/Button.tsx';
import { usePwaMode } from '../../ui/pwa-mode.ts';
import { CloseIcon, SearchIcon } from '../../ui/shell-icons.tsx';
import { ConnectionStatus } from '../connection-status/ConnectionStatus.tsx';
import { NotificationBell } from './NotificationBell.tsx';
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

const SEARCH_ID = 'app-topbar-search';

/**
 * Keeps --app-topbar-height on <html> equal to the bar's rendered height. The stylesheet holds the
 * usual height (TopBar.css), and the bar is measured by a ResizeObserver, whose first call comes
 * with the first layout: reading it in the commit laid the whole page out there (~30 ms of a
 * resident's start on a low-tier phone, issue 32), and writing an unchanged height restyles it.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => {
      const height = `${bar.offsetHeight}px`;
      if (getComputedStyle(root).getPropertyValue('--app-topbar-height').trim() !== height)
        root.style.setProperty('--app-topbar-height', height);
    };
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-topbar-height');
    };
  }, [ref]);
}

export function TopBar() {
  const pwa = usePwaMode();
  const [location] = useLocation();
  const links = LINKS.filter((l) => (pwa ? l.pwa !== 'hidden' : l.pwa !== 'only'));
  const header = useRef<HTMLElement>(null);
  const searchRow = useRef<HTMLDivElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  usePublishedHeight(header);

  // A search that led somewhere is done: fold the row away again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setSearchOpen(false), [location]);

  const toggleSearch = () => {
    const opening = !searchOpen;
    setSearchOpen(opening);
    // Typing can start at once; focus waits for the row to be displayed.
    if (opening) requestAnimationFrame(() => searchRow.current?.querySelector('input')?.focus());
  };

  return (
    <header className="app-topbar" ref={header}>
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
        <Button
          className="app-topbar__search-toggle"
          variant="ghost"
          size="sm"
          icon={searchOpen ? <CloseIcon /> : <SearchIcon />}
          aria-label={searchOpen ? 'Fechar busca por estado' : 'Buscar por estado'}
          aria-expanded={searchOpen}
          aria-controls={SEARCH_ID}
          onPress={toggleSearch}
        />
        <div
          id={SEARCH_ID}
          ref={searchRow}
          className="app-topbar__search"
          data-open={searchOpen || undefined}
        >
          <PlaceSearch onSearch={() => setSearchOpen(false)} />
        </div>
        <div className="app-topbar__account">
          <NotificationBell />
          <PendingChangesBadge />
          <ResidentMenu />
        </div>
      </div>
      <ConnectionStatus />
    </header>
  );
}
