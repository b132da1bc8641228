import { reloadOnStaleChunks } from './stale-build.ts';

// Registers the service worker at its fixed URL and reports when a new version is waiting.
// The new version takes over only when the person agrees ('Nova versão disponível'), then the
// page reloads once into it.
export function registerServiceWorker(onUpdateReady: (apply: () => void) => void): void {
  reloadOnStaleChunks();
  if (!('serviceWorker' in navigator)) return;
  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  void register()
    .then((registration) => {
      // A version already waiting (installed while the app was closed).
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      // The service worker answers the app's pages from its cached shell without asking the
      // network, so the browser's own check on navigation is not relied on: every launch looks.
      // Not on the first visit (no controller yet): register() has just downloaded /sw.js, and a
      // second download of it (~120 KB, issue 32) could only find the same version.
      if (navigator.serviceWorker.controller) void registration.update().catch(() => {});
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // With a controller, an installed worker is an update (without one it is the first install).
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
        });
      });
      // Look for a new version whenever the app comes back to the foreground.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => {});
      });
    })
    .catch((error: unknown) => console.warn('[sw] registro falhou', error));
}

/** Waits before each new try of a first install that failed: then the next launch tries. */
export const FIRST_INSTALL_RETRY_MS = [5_000, 30_000, 120_000];

/** Settles once `ms` have passed and the device says it is online. */
function onlineAfter(ms: number): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (navigator.onLine) resolve();
      else window.addEventListener('online', () => resolve(), { once: true });
    }, ms),
  );
}

/**
 * Registers the worker. On a bad network a first registration can fail two ways: `/sw.js` itself
 * does not download (register() rejects), or one of the install's files does not (the install
 * fails as a whole and the browser forgets the registration). Either way the visitor's page would
 * never open offline until the app is opened again, so it is tried again, a few times, once the
 * wait is over and the device says it is online.
 */
function register(attempt = 0): Promise<ServiceWorkerRegistration> {
  const delay = FIRST_INSTALL_RETRY_MS[attempt];
  const again = () => onlineAfter(delay ?? 0).then(() => register(attempt + 1));
  return navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).then(
    (registration) => {
      const installing = registration.installing;
      if (installing && !registration.active && delay !== undefined) {
        installing.addEventListener('statechange', () => {
          if (installing.state !== 'redundant' || registration.active) return;
          console.warn('[sw] instalação falhou; nova tentativa em', delay, 'ms');
          void again().catch(() => {});
        });
      }
      return registration;
    },
    (error: unknown) => {
      if (delay === undefined) throw error;
      console.warn('[sw] registro falhou; nova tentativa em', delay, 'ms', error);
      return again();
    },
  );
}

/**
 * Asks the service worker to precache the resident area, now that someone is signed in (a
 * visitor's install holds only the shell and the public routes): the resident screens then open
 * offline, never seen before. The worker checks the stored session itself.
 */
export function precacheResidentArea(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'PRECACHE_RESIDENT' }))
    .catch(() => {});
}

/**
 * Calls `handle` for each message of this type the service worker posts to the page (e.g.
 * 'tokaas:notification' after it showed a push notification); returns how to stop listening.
 */
export function onServiceWorkerMessage(type: string, handle: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === type) handle();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
