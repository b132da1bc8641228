// The top bar's count of changes waiting to be sent or refused. It lives in the shell, so it loads
// Dexie only once someone is signed in (an anonymous visit never needs it) and then follows the
// outbox with Dexie's liveQuery, as useLiveQuery would.
import { useEffect, useState } from 'react';
import type { OutboxRow } from './outbox/types.ts';
import { useSessionUserId } from './session.ts';

export interface PendingCounts {
  pending: number;
  rejected: number;
}

const NONE: PendingCounts = { pending: 0, rejected: 0 };

export function countByStatus(rows: readonly Pick<OutboxRow, 'status'>[]): PendingCounts {
  return {
    pending: rows.filter((r) => r.status === 'pending').length,
    rejected: rows.filter((r) => r.status === 'rejected').length,
  };
}

export function usePendingCounts(): PendingCounts {
  const userId = useSessionUserId();
  const [counts, setCounts] = useState<PendingCounts>(NONE);

  useEffect(() => {
    setCounts(NONE);
    if (userId === undefined) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void Promise.all([import('dexie'), import('./db.ts')]).then(
      ([{ liveQuery }, { database }]) => {
        if (stopped) return;
        subscription = liveQuery(() => database().outbox.where('userId').equals(userId).toArray()).subscribe({
          next: (rows) => setCounts(countByStatus(rows)),
          error: (error: unknown) => console.warn('[alterações pendentes]', error),
        });
      },
      (error: unknown) => console.warn('[alterações pendentes]', error),
    );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [userId]);

  return counts;
}
