/// <reference lib="WebWorker" />
// Background Sync (Chromium): the browser wakes the service worker once online to send the outbox,
// even with the app closed. It drains only if nobody else does: when the sync worker (an open app)
// is draining, it waits for that drain to end and only reports whether something is left, so the
// two never run one drain right after the other.
import { database } from '../src/data/engine/db.ts';
import { createDrainer } from '../src/data/engine/outbox/drain.ts';
import '../src/data/engine/outbox/mutations/index.ts';
import { OUTBOX_SYNC_TAG } from '../src/data/engine/outbox/sync-tag.ts';
import { readStoredSession } from '../src/data/engine/stored-session.ts';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Results that leave changes to send later: the browser is asked to fire 'sync' again. */
const SENDS_LATER = new Set(['network', 'timeout', 'server', 'backoff', 'busy']);

export function listenForBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  const drain = createDrainer({
    db: database(),
    fetch: (input, init) => fetch(input, init),
    session: readStoredSession,
    // The browser fires 'sync' because it found the network: that is the signal. The worker's own
    // navigator.onLine may still read false (a worker started before the network came back, or
    // emulated offline), and trusting it here left the changes unsent until the next event.
    online: () => true,
  });
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      // The browser fires this when it is online again: what waited for the network goes now.
      drain({ connectivitySignal: true, unlessBusy: true }).then((result) => {
        // Throwing asks the browser to retry this sync later with its own backoff.
        if (SENDS_LATER.has(result.stoppedBy)) throw new Error('outbox pendente');
      }),
    );
  });
}
