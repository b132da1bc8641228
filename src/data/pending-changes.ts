// Live counts and lists of the signed-in resident's outbox, for the badge and its screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { database } from './db.ts';
import type { OutboxRow } from './outbox/types.ts';
import { useSession } from './session.ts';

export function useOutboxRows(): OutboxRow[] | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return useLiveQuery(
    async () => (userId === undefined ? [] : database().outbox.where('userId').equals(userId).sortBy('seq')),
    [userId],
  );
}

export function usePendingCounts(): { pending: number; rejected: number } {
  const rows = useOutboxRows() ?? [];
  return {
    pending: rows.filter((r) => r.status === 'pending').length,
    rejected: rows.filter((r) => r.status === 'rejected').length,
  };
}
