// When the sync worker's pull has finished: every resident resource marked as pulled (the mirror's
// `<resource>-synced` meta row, written with each successful pull) at or after a given time. A test
// that cuts the signal right after a page opens would otherwise cut that page's first pull
// mid-flight, and the connection snackbar it raises (rightly) lies over the page's header actions:
// that case is connection-state.spec.ts's, not the one such a test is about.
import { expect, type Page } from '@playwright/test';
import { RESOURCES } from '../../../src/data/engine/sync/resources.ts';
import { syncedKey } from '../../../src/data/engine/sync/synced-key.ts';

/** Resolves once every resource was pulled at or after `since` (ms since the epoch). */
export async function untilPulledSince(page: Page, since: number): Promise<void> {
  const keys = RESOURCES.map((r) => syncedKey(r.name));
  await expect
    .poll(
      () =>
        page.evaluate(
          (keys) =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('tokaas');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const db = open.result;
                const store = db.transaction('meta').objectStore('meta');
                const marks = keys.map((key) => store.get(key));
                let left = marks.length;
                for (const mark of marks) {
                  mark.onerror = () => reject(mark.error);
                  mark.onsuccess = () => {
                    if (--left > 0) return;
                    db.close();
                    resolve(Math.min(...marks.map((m) => (m.result?.value as number | undefined) ?? 0)));
                  };
                }
              };
            }),
          keys,
        ),
      { message: 'o app não terminou de sincronizar', timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(since);
}
