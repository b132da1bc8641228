/** The Background Sync tag under which the service worker drains the outbox. */
export const OUTBOX_SYNC_TAG = 'tokaas-outbox';

/** Asks the browser (Chromium) to wake the service worker to send the outbox once online. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the sync worker drains while the app is open.
  }
}
