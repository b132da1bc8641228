// The boleto PDF offline (issue 30): network first; a copy of each PDF the resident opened is kept
// in their own cache (named with their user id from the stored session), at most MAX_KEPT, so the
// 'Baixar boleto' of an unpaid boleto works with no signal once it worked with one. A request
// without the session's user finds no copy; sign-out deletes these caches (src/app/sign-out.ts).
import { BOLETO_CACHE_PREFIX } from '../src/api/boleto-requests.ts';

const MAX_KEPT = 12;

export async function boletoPdf(
  request: Request,
  session: () => Promise<{ userId: number; token: string } | null>,
): Promise<Response> {
  const who = await session();
  // Only the signed-in resident's own request (their token) may be answered from their cache.
  const own = who !== null && request.headers.get('authorization') === `Bearer ${who.token}`;
  const cacheName = own ? `${BOLETO_CACHE_PREFIX}${who.userId}` : undefined;
  try {
    const response = await fetch(request);
    if (cacheName && response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(request.url, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) await cache.delete(old);
    } else if (cacheName && response.status === 404) {
      // Paid or replaced: the copy is no longer a boleto to pay.
      await (await caches.open(cacheName)).delete(request.url);
    }
    return response;
  } catch (error) {
    const kept = cacheName ? await (await caches.open(cacheName)).match(request.url) : undefined;
    if (kept) return kept;
    throw error;
  }
}
