// The signed-in resident's outbox rows, live, for the shell (the top bar's count, the connection
// indicator). Loads Dexie only once someone is signed in (an anonymous visit never needs it) and
// follows the outbox with Dexie's liveQuery, as useLiveQuery would. One subscription per caller.
import { useEffect, useState } from 'react';
import type { OutboxRow } from './engine/outbox/types.ts';
import { useSessionUserId } from './session.ts';

const NONE: readonly OutboxRow[] = [];

/** The resident's rows, oldest first; empty while signed out or not read yet. */
export function useLiveOutboxRows(): readonly OutboxRow[] {
  const userId = useSessionUserId();
  const [rows, setRows] = useState<readonly OutboxRow[]>(NONE);

  useEffect(() => {
    setRows(NONE);
    if (userId === undefined) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void Promise.all([import('dexie'), import('./engine/db.ts')]).then(
      ([{ liveQuery }, { database }]) => {
        if (stopped) return;
        subscription = liveQuery(() =>
          database().outbox.where('userId').equals(userId).sortBy('seq'),
        ).subscribe({
          next: setRows,
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

  return rows;
}
