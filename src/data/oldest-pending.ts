// When the oldest change still waiting to be sent was made: the connection indicator tells a slow
// connection from a healthy one by how long changes wait (src/app/connection-status). Loads Dexie
// only once someone is signed in, and follows the outbox with liveQuery, as pending-counts.ts does.
import { useEffect, useState } from 'react';
import type { OutboxRow } from './outbox/types.ts';
import { useSessionUserId } from './session.ts';

export function oldestPendingAt(rows: readonly Pick<OutboxRow, 'status' | 'createdAt'>[]): number | null {
  let oldest: number | null = null;
  for (const row of rows) {
    if (row.status === 'pending' && (oldest === null || row.createdAt < oldest)) oldest = row.createdAt;
  }
  return oldest;
}

export function useOldestPendingAt(): number | null {
  const userId = useSessionUserId();
  const [oldest, setOldest] = useState<number | null>(null);

  useEffect(() => {
    setOldest(null);
    if (userId === undefined) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void Promise.all([import('dexie'), import('./db.ts')]).then(
      ([{ liveQuery }, { database }]) => {
        if (stopped) return;
        subscription = liveQuery(() =>
          database().outbox.where('[userId+status]').equals([userId, 'pending']).toArray(),
        ).subscribe({
          next: (rows) => setOldest(oldestPendingAt(rows)),
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

  return oldest;
}
