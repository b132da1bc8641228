// The API answers a server-rendered page was drawn with (embedded-answers.ts) go into the catalogue
// cache, as the page's own requests would have: a search or a unit seen online then opens offline
// too. Used by the service worker: as a page it delivers arrives (the page may be left before its
// code runs), and for a first visit's page, which sends them (keep-embedded-answers.ts).

/** Stores each answer's JSON text under its request's URL (the path resolved against `origin`). */
export async function putAnswers(
  cache: Cache,
  origin: string,
  answers: Readonly<Record<string, string>>,
): Promise<void> {
  await Promise.all(
    Object.entries(answers).map(([path, json]) =>
      cache.put(
        new URL(path, origin),
        new Response(json, { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}
