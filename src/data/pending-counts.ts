// The top bar's count of changes waiting to be sent or refused, one per intent (change-groups.ts). It lives in the shell, so it loads
// Dexie only once someone is signed in (an anonymous visit never needs it) and then follows the
// outbox with Dexie's liveQuery, as useLiveQuery would.
import { useEffect, useState } from 'react';
import { groupChanges, type PendingChange } from './change-groups.ts';
import type { OutboxRow } from './outbox/types.ts';
import { useSessionUserId } from './session.ts';

export interface PendingCounts {
  pending: number;
  rejected: number;
}

const NONE: PendingCounts = { pending: 0, rejected: 0 };

/** Changes as the resident made them (an inspection with its photos is one), by status. */
export function countByStatus(rows: readonly OutboxRow[]): PendingCounts {
  const changes = groupChanges(rows);
  return {
    pending: changes.filter((c) => statusOf(c) === 'pending').length,
    rejected: changes.filter((c) => statusOf(c) === 'rejected').length,
  };
}

const statusOf = (change: PendingChange) => (change.type === 'single' ? change.row.status : change.status);

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
        subscription = liveQuery(() =>
          database().outbox.where('userId').equals(userId).sortBy('seq'),
        ).subscribe({
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
