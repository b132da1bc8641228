// Retry spacing: exponential from 2 s up to 5 min, with jitter so devices don't retry in step;
// a server's Retry-After wins when it asks for longer. Rows never expire: they wait.
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export function backoffDelay(attempts: number, random = Math.random): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.75 + random() * 0.5));
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
