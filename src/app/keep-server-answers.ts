// The answers a server-rendered page came with go into the service worker's catalogue cache
// (page-answers.ts). The service worker already keeps them when it delivered the page; this covers
// the first visit, before it controls the page. No network: the answers are already in the page.
import { afterIdle } from '../ui/idle.ts';
import { putAnswers } from './page-answers.ts';
import { CATALOGUE_CACHE } from './sign-out.ts';

export function keepServerAnswers(answers: Readonly<Record<string, unknown>>): void {
  if (typeof caches === 'undefined' || navigator.serviceWorker?.controller) return;
  // At the next idle moment (within a second): writing them is not worth a moment of hydration.
  void afterIdle()
    .then(async () => putAnswers(await caches.open(CATALOGUE_CACHE), window.location.origin, answers))
    .catch((error: unknown) => console.warn('[ssr] respostas não guardadas', error));
}
