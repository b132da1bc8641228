// The top bar's count of changes waiting to be sent or refused, one per intent (change-groups.ts),
// from the live outbox (live-outbox.ts: Dexie loads only once someone is signed in).
import { useMemo } from 'react';
import { groupChanges, type PendingChange } from './change-groups.ts';
import type { OutboxRow } from './engine/outbox/types.ts';
import { useLiveOutboxRows } from './live-outbox.ts';

export interface PendingCounts {
  pending: number;
  rejected: number;
}

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
  const rows = useLiveOutboxRows();
  return useMemo(() => countByStatus(rows), [rows]);
}
