// /notificacoes: the resident's notification centre (issue 33), newest first, read from the mirror
// (opens offline). Unread ones are marked, in words too; a tap marks one read (queued like any
// change, so it counts at once with no signal) and opens the screen it is about. Kept as drawn for
// the next offline start (src/shared/page-snapshot.ts).
import { Link } from 'wouter';
import { useKeepSnapshot } from '../../data/keep-snapshot.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  useNotifications,
} from '../../data/notifications.ts';
import { relativeTime } from '../../domain/relative-time.ts';
import { useRevealWhenDrawn } from '../../first-paint/snapshot-takeover.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BellIcon } from '../../ui/icons.tsx';
import { Container, Stack } from '../../ui/Layout.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import './Notifications.css';

function NotificationItem({ notification }: { notification: NotificationRow }) {
  const unread = notification.read_at === null;
  return (
    <li className="notification" data-unread={unread || undefined}>
      <Link
        href={notification.url}
        className="notification__link"
        onClick={() => void markNotificationRead(notification.id)}
      >
        {unread && <span className="visually-hidden">Não lida: </span>}
        <span className="notification__title">{notification.title}</span>
        <span className="notification__body">{notification.body}</span>
        <time className="notification__time" dateTime={notification.created_at}>
          {relativeTime(notification.created_at)}
        </time>
      </Link>
    </li>
  );
}

export default function NotificationsScreen() {
  useDocumentTitle('Notificações');
  const notifications = useNotifications();
  // An offline start may show this page as last drawn until it is drawn again (page-snapshot.ts).
  useRevealWhenDrawn(notifications !== undefined);
  useKeepSnapshot('/notificacoes', notifications);
  const unread = notifications?.filter((n) => n.read_at === null).length ?? 0;
  return (
    <Container width="normal" className="notifications-page">
      <Stack gap={3}>
        <Stack direction="row" justify="between" align="center" wrap>
          <h1>Notificações</h1>
          <Link href="/perfil/notificacoes" className="notifications-page__settings">
            Preferências de notificação
          </Link>
        </Stack>
        {notifications === undefined ? (
          <SkeletonCards count={3} label="Carregando notificações" />
        ) : notifications.length === 0 ? (
          <EmptyState icon={<BellIcon size={40} />}>Nenhuma notificação por enquanto.</EmptyState>
        ) : (
          <>
            <Stack direction="row" justify="between" align="center" wrap>
              <p className="notifications-page__summary">
                {unread === 0 ? 'Todas lidas.' : `${unread} ${unread === 1 ? 'não lida' : 'não lidas'}`}
              </p>
              {unread > 0 && (
                <Button variant="secondary" size="sm" onPress={() => void markAllNotificationsRead()}>
                  Marcar todas como lidas
                </Button>
              )}
            </Stack>
            <ul className="notification-list" aria-label="Suas notificações">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
          </>
        )}
      </Stack>
    </Container>
  );
}
