// The answers a server-rendered page came with go into the service worker's catalogue cache
// (embedded-answers-cache.ts). The service worker already keeps them when it delivered the page; this covers
// the first visit, before it controls the page. No network: the answers are already in the page.

import { CATALOGUE_CACHE } from '../api/catalogue-requests.ts';
import { putAnswers } from '../data/engine/embedded-answers-cache.ts';
import { ANSWER_ATTRIBUTE, answerPath } from '../shared/embedded-answers.ts';
import { afterIdle } from '../shared/idle.ts';

/** The answers' JSON texts in this page's own scripts, by path. */
function answersInDocument(): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const script of document.querySelectorAll(`script[${ANSWER_ATTRIBUTE}]`)) {
    const path = answerPath(script.getAttribute(ANSWER_ATTRIBUTE) ?? '');
    if (path !== undefined) answers[path] = script.textContent ?? '';
  }
  return answers;
}

export function keepEmbeddedAnswers(): void {
  if (typeof caches === 'undefined' || navigator.serviceWorker?.controller) return;
  // At the next idle moment (within a second): writing them is not worth a moment of hydration.
  void afterIdle()
    .then(async () =>
      putAnswers(await caches.open(CATALOGUE_CACHE), window.location.origin, answersInDocument()),
    )
    .catch((error: unknown) => console.warn('[ssr] respostas não guardadas', error));
}
