// The API answers a server-rendered page was drawn with go into the service worker's catalogue
// cache, as the page's own requests would have: a search or a unit seen online opens offline too
// (offline, the app starts from the plain shell and asks for them, and the service worker answers
// from this cache). No network: the answers are already in the page.
import { CATALOGUE_CACHE } from './sign-out.ts';

export function keepServerAnswers(answers: Readonly<Record<string, unknown>>): void {
  if (typeof caches === 'undefined') return;
  // When the page is idle: writing them is not worth a moment of hydration.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  idle(() => write(answers));
}

function write(answers: Readonly<Record<string, unknown>>): void {
  void caches
    .open(CATALOGUE_CACHE)
    .then((cache) =>
      Promise.all(
        Object.entries(answers).map(([path, body]) =>
          cache.put(
            new URL(path, window.location.origin),
            new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
          ),
        ),
      ),
    )
    .catch((error: unknown) => console.warn('[ssr] respostas não guardadas', error));
}
