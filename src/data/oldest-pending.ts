// When the oldest change still waiting to be sent was made: the connection indicator tells a slow
// connection from a healthy one by how long changes wait (src/app/connection-status), from the live
// outbox (live-outbox.ts).
import { useMemo } from 'react';
import type { OutboxRow } from './engine/outbox/types.ts';
import { useLiveOutboxRows } from './live-outbox.ts';

export function oldestPendingAt(rows: readonly Pick<OutboxRow, 'status' | 'createdAt'>[]): number | null {
  let oldest: number | null = null;
  for (const row of rows) {
    if (row.status === 'pending' && (oldest === null || row.createdAt < oldest)) oldest = row.createdAt;
  }
  return oldest;
}

export function useOldestPendingAt(): number | null {
  const rows = useLiveOutboxRows();
  return useMemo(() => oldestPendingAt(rows), [rows]);
}
