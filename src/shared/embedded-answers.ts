// How a server-rendered page carries the API answers it was drawn with: each answer its own JSON
// script (`<script type="application/json" data-answer="/path">`), as the server wrote it, so its
// text goes into the catalogue cache as it is (embedded-answers-cache.ts). Written by the server
// (server/ssr/page-html.ts), read by the page (keep-embedded-answers.ts) and the service worker. Read
// back from one object with the page's data, the page parsed ~56 KB more JSON on a search before
// hydrating, and wrote it out again with JSON.stringify (~40–50 ms of a 4× phone's main thread in
// one task) to cache it.

/**
 * The message a page on its first visit sends the service worker, `{ type, answers }` (answers by
 * path, as `answersInPage` gives them): the worker keeps them, as it does for a page it delivers.
 */
export const KEEP_PAGE_ANSWERS = 'KEEP_PAGE_ANSWERS';

/** The attribute that marks an answer's script; its value is the request path, URI-encoded. */
export const ANSWER_ATTRIBUTE = 'data-answer';

/** An answer as the page carries it: `json` must already be safe inside a <script>. */
export function answerScript(path: string, json: string): string {
  return `<script type="application/json" ${ANSWER_ATTRIBUTE}="${encodeURIComponent(path)}">${json}</script>`;
}

const ANSWER_SCRIPT = new RegExp(
  `<script type="application/json" ${ANSWER_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</script>`,
  'g',
);

/** The request path an answer's script names; undefined for one this server did not write. */
export function answerPath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** The answers' JSON texts in a rendered page's HTML, by path; empty for a plain shell. */
export function answersInPage(html: string): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [, encoded = '', json = ''] of html.matchAll(ANSWER_SCRIPT)) {
    const path = answerPath(encoded);
    if (path !== undefined) answers[path] = json;
  }
  return answers;
}
