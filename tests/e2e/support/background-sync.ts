// Background Sync fired through DevTools: Chromium's own trigger follows the real network, not
// the emulated one, so a test that comes back online fires the 'sync' event itself.
import type { BrowserContext } from '@playwright/test';

export interface ServiceWorkerDevtools {
  /** Fires the outbox's 'sync' event at the app's service worker (no page needs to be open). */
  dispatchOutboxSync(): Promise<void>;
  stopAllWorkers(): Promise<void>;
}

/** DevTools on a blank tab (not the app), which stays open while app pages come and go. */
export async function serviceWorkerDevtools(
  context: BrowserContext,
  origin: string,
): Promise<ServiceWorkerDevtools> {
  const devtools = await context.newCDPSession(await context.newPage());
  const registrationId = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await devtools.send('ServiceWorker.enable');
  return {
    async dispatchOutboxSync() {
      await devtools.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: await registrationId,
        tag: 'tokaas-outbox',
        lastChance: false,
      });
    },
    async stopAllWorkers() {
      await devtools.send('ServiceWorker.stopAllWorkers');
    },
  };
}
