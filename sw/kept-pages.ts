// The last copy of each server-rendered page (by URL, path and query), kept as the network gave
// it: past the deadline on a slow network, or offline, the page opens as it was last seen. Only
// a guest's render (no resident data: the server renders as a guest), bounded to the most recent
// KEPT_PAGES_LIMIT. The cache's name carries the build's, so a new version starts without copies
// that would load the old one's code (the activate handler deletes the others).

export const KEPT_PAGES_PREFIX = 'tokaas-pages-';
export const KEPT_PAGES_LIMIT = 24;

/** Keeps `response` as the copy of `url` when it is a whole page (a 200 of HTML). */
export async function keepPage(
  cache: Cache,
  url: string,
  response: Response,
  limit = KEPT_PAGES_LIMIT,
): Promise<void> {
  if (response.status !== 200 || response.redirected) return;
  if (!response.headers.get('content-type')?.includes('text/html')) return;
  // Deleted first, so the page goes to the end of the cache's order (most recent last).
  await cache.delete(url);
  await cache.put(url, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

export async function lastCopy(cache: Cache, url: string): Promise<Response | undefined> {
  return cache.match(url);
}
