// The signed-in resident's outbox, live, grouped one item per intent (change-groups.ts), for the
// pending-changes screen and the inspection screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { groupChanges, type InspectionChange, isInspectionRow, type PendingChange } from './change-groups.ts';
import { database } from './engine/db.ts';
import type { OutboxRow } from './engine/outbox/types.ts';
import { useSessionUserId } from './session.ts';

function useOwnOutbox(): OutboxRow[] | undefined {
  const userId = useSessionUserId();
  return useLiveQuery(
    async () => (userId === undefined ? [] : database().outbox.where('userId').equals(userId).sortBy('seq')),
    [userId],
  );
}

/** The resident's changes not acknowledged yet, one item per intent; undefined while loading. */
export function usePendingChanges(): PendingChange[] | undefined {
  const rows = useOwnOutbox();
  return rows && groupChanges(rows);
}

/** What is left to send of one contract's inspections, live (none once the server has all). */
export function useInspectionChanges(contractId: number): InspectionChange[] | undefined {
  const rows = useOwnOutbox();
  if (!rows) return undefined;
  const own = rows.filter((r) => isInspectionRow(r) && r.payload.contractId === contractId);
  return groupChanges(own).filter((c): c is InspectionChange => c.type === 'inspection');
}

/** '2 de 3 fotos enviadas', '0 de 1 foto enviada'. */
export function photoProgress(change: Pick<InspectionChange, 'photoCount' | 'photosSent'>): string {
  return change.photoCount === 1
    ? `${change.photosSent} de 1 foto enviada`
    : `${change.photosSent} de ${change.photoCount} fotos enviadas`;
}
