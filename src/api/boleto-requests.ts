// The printable boleto's address (server/payments/boleto-routes.ts), read by the service worker, which keeps
// each PDF opened in a cache of the resident's own (sw/boleto-cache.ts), and by sign-out, which
// deletes those caches with the rest of the resident's data.

/** Caches named `${BOLETO_CACHE_PREFIX}${userId}`: one per resident, so nobody reads another's. */
export const BOLETO_CACHE_PREFIX = 'tokaas-boletos-';

const BOLETO_PDF = /^\/contract\/bill-to-receive\/\d{1,10}\/boleto\.pdf$/;

export const isBoletoPdfRequest = (url: URL) => BOLETO_PDF.test(url.pathname) && url.search === '';
