// The answers a server-rendered page came with go into the service worker's catalogue cache
// (embedded-answers-cache.ts). The service worker already keeps them when it delivered the page; this covers
// the first visit, before it controls the page. No network: the answers are already in the page.
// The page hands them to the worker, which writes them: building each Response and putting it in
// Cache Storage was a main-thread task of ~9 ms on this host for a search (80 ms on a low-tier
// phone, issue 32), and the answers are of use only offline, which needs the worker anyway.

import { ANSWER_ATTRIBUTE, answerPath, KEEP_PAGE_ANSWERS } from '../shared/embedded-answers.ts';
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
  if (!navigator.serviceWorker || navigator.serviceWorker.controller) return;
  // Read at the next idle moment (within a second); sent once the worker is active (after its
  // first install).
  void afterIdle()
    .then(() => {
      const answers = answersInDocument();
      if (Object.keys(answers).length === 0) return;
      return navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: KEEP_PAGE_ANSWERS, answers }),
      );
    })
    .catch((error: unknown) => console.warn('[ssr] respostas não guardadas', error));
}
