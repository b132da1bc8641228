// Answers a request with the server's JSON, edited: an account as it could be but the seed does
// not make (no CPF on file, channels verified). Asked in full, without If-None-Match, and given
// back without the ETag, so the app neither gets a bodiless 304 here nor keeps a tag for a body
// the server never sent (server/http/conditional-get.ts).
import type { Route } from '@playwright/test';

export async function rewriteJsonAnswer<T>(route: Route, edit: (body: T) => T): Promise<void> {
  const { 'if-none-match': _asked, ...headers } = route.request().headers();
  const response = await route.fetch({ headers });
  const { etag: _tag, ...answerHeaders } = response.headers();
  await route.fulfill({
    status: response.status(),
    headers: answerHeaders,
    json: edit((await response.json()) as T),
  });
}
