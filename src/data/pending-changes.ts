// The signed-in resident's outbox, live, for the pending-changes screen (the top bar's badge counts
// it with pending-counts.ts, which keeps Dexie out of the shell).
import { useLiveQuery } from 'dexie-react-hooks';
import { database } from './db.ts';
import type { OutboxRow } from './outbox/types.ts';
import { useSessionUserId } from './session.ts';

export function useOutboxRows(): OutboxRow[] | undefined {
  const userId = useSessionUserId();
  return useLiveQuery(
    async () => (userId === undefined ? [] : database().outbox.where('userId').equals(userId).sortBy('seq')),
    [userId],
  );
}
