// The top bar's count of unread notifications, live from the mirror. Like live-outbox.ts, it loads
// Dexie only once someone is signed in (an anonymous visit never needs it).
import { useEffect, useState } from 'react';
import { useSessionUserId } from './session.ts';

/** Unread notifications of the signed-in resident; 0 while signed out or not read yet. */
export function useUnreadNotifications(): number {
  const userId = useSessionUserId();
  const [count, setCount] = useState(0);

  useEffect(() => {
    setCount(0);
    if (userId === undefined) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void Promise.all([
      import('dexie'),
      import('./engine/db.ts'),
      import('./engine/notification-rows.ts'),
    ]).then(
      ([{ liveQuery }, { database }, { notificationRows }]) => {
        if (stopped) return;
        subscription = liveQuery(() =>
          notificationRows(database())
            .where('userId')
            .equals(userId)
            .filter((n) => n.read_at === null)
            .count(),
        ).subscribe({
          next: setCount,
          error: (error: unknown) => console.warn('[notificações]', error),
        });
      },
      (error: unknown) => console.warn('[notificações]', error),
    );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [userId]);

  return count;
}
