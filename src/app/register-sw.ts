// Registers the service worker at its fixed URL; updates are checked on every load.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { type: 'module', updateViaCache: 'none' })
      .catch((error: unknown) => {
        console.warn('[sw] registro falhou', error);
      });
  });
}
