// The device's outbox as the page's IndexedDB holds it, for a failing test's report: a change the
// server refused waits as 'rejected' on the pending-changes screen, and must never be mistaken
// for a change that was lost.
import type { Page } from '@playwright/test';

export interface OutboxRowSummary {
  seq: number;
  kind: string;
  status: string;
  attempts: number;
  /** Why its last try failed, and in how many ms (from the read) the drain may try it again. */
  lastFailure?: string;
  retryInMs?: number;
  error?: { status: number; message: string };
  payload: string;
}

/** Every row of the outbox (raw IndexedDB: the test page has no Dexie), Blobs left out. */
export function readOutboxRows(page: Page): Promise<OutboxRowSummary[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRowSummary[]>((resolve, reject) => {
        const open = indexedDB.open('tokaas');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as Record<string, unknown>[]).map((row) => ({
                seq: row.seq as number,
                kind: row.kind as string,
                status: row.status as string,
                attempts: row.attempts as number,
                ...(row.lastFailure ? { lastFailure: row.lastFailure as string } : {}),
                ...(typeof row.nextAttemptAt === 'number'
                  ? { retryInMs: (row.nextAttemptAt as number) - Date.now() }
                  : {}),
                ...(row.error ? { error: row.error as { status: number; message: string } } : {}),
                payload: JSON.stringify(row.payload, (_key, value) =>
                  value instanceof Blob ? '[Blob]' : value,
                ),
              })),
            );
          };
        };
      }),
  );
}

export function formatOutboxRows(rows: readonly OutboxRowSummary[]): string {
  if (rows.length === 0) return 'outbox: empty';
  return [
    `outbox: ${rows.length} row(s)`,
    ...rows.map(
      (r) =>
        `  #${r.seq} ${r.kind} ${r.status} after ${r.attempts} attempt(s)` +
        `${r.lastFailure ? ` (last: ${r.lastFailure}, next try in ${r.retryInMs} ms)` : ''}` +
        `${r.error ? ` — ${r.error.status} ${r.error.message}` : ''} ${r.payload}`,
    ),
  ].join('\n');
}
