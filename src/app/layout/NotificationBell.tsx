// The notification centre's bell (issue 33): only for a signed-in resident, with the unread count
// as a badge (none at 0) and in the link's name, so a screen reader hears it too.
import { Link, useLocation } from 'wouter';
import { useSessionUserId } from '../../data/session.ts';
import { useUnreadNotifications } from '../../data/unread-notifications.ts';
import { BellIcon } from '../../ui/shell-icons.tsx';
import './NotificationBell.css';

export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notificações';
  return `Notificações, ${unread} ${unread === 1 ? 'não lida' : 'não lidas'}`;
}

export function NotificationBell() {
  const userId = useSessionUserId();
  const unread = useUnreadNotifications();
  const [location] = useLocation();
  if (userId === undefined) return null;
  const label = bellLabel(unread);
  return (
    <Link
      href="/notificacoes"
      className="app-bell"
      aria-label={label}
      title={label}
      aria-current={location === '/notificacoes' ? 'page' : undefined}
    >
      <BellIcon size={22} />
      {unread > 0 && (
        <span aria-hidden="true" className="app-bell__count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
