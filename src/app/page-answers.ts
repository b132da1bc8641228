// The API answers a server-rendered page was drawn with (its `answers`, by request path), and how
// they go into the catalogue cache, as the page's own requests would have: a search or a unit seen
// online then opens offline too. Used by the page (keep-server-answers.ts) and by the service
// worker, which keeps them as the page arrives (the page may be left before its code runs).
import { SERVER_DATA_ID } from './server-data.ts';

const DATA_OPEN = `<script type="application/json" id="${SERVER_DATA_ID}">`;

/** The answers in a rendered page's HTML; empty for a plain shell or unreadable data. */
export function answersInPage(html: string): Record<string, unknown> {
  const start = html.indexOf(DATA_OPEN);
  if (start < 0) return {};
  const end = html.indexOf('</script>', start);
  if (end < 0) return {};
  try {
    const page = JSON.parse(html.slice(start + DATA_OPEN.length, end)) as { answers?: unknown };
    const answers = page.answers;
    return answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Stores each answer under its request's URL (the path resolved against `origin`). */
export async function putAnswers(
  cache: Cache,
  origin: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<void> {
  await Promise.all(
    Object.entries(answers).map(([path, body]) =>
      cache.put(
        new URL(path, origin),
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}
