// The caller's network address, for per-address limits. Behind a load balancer the socket is the
// balancer's, so with TRUST_PROXY=1 the address is the last hop of X-Forwarded-For (the one our
// proxy appended; earlier entries are whatever the client sent and cannot be trusted).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process callers (tests) have no socket and share one bucket.
    return 'unknown';
  }
}

/** True when the request reached us over TLS, directly or through a trusted proxy. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}
