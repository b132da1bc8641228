// A handler that has not answered within the limit gets 503 + Retry-After instead of holding the
// client (and a load balancer's connection) open. The request's deadline signal (c.var.deadline)
// aborts first: a keyed request's transaction (idempotency.ts) then cancels its running statement
// and rolls back, and the 503 goes out only once that is done (or after settleWaitMs), so a retry
// with the same key runs afresh and nothing is applied twice.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { HttpError } from './errors.ts';

export const TIMEOUT_MESSAGE = 'O servidor demorou demais para responder. Tente novamente em instantes.';

/** How long the 503 waits for the timed-out work to roll back before going out anyway. */
export const SETTLE_WAIT_MS = 5_000;

export function requestTimeout(
  limitMs: (path: string, contentType: string) => number,
  { settleWaitMs = SETTLE_WAIT_MS } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ms = limitMs(c.req.path, c.req.header('content-type') ?? '');
    const deadline = new AbortController();
    c.set('deadline', deadline.signal);
    const expired = new Promise<'expired'>((resolve) => {
      deadline.signal.addEventListener('abort', () => resolve('expired'), { once: true });
    });
    const timer = setTimeout(() => deadline.abort(), ms);
    const work = next();
    try {
      if ((await Promise.race([work, expired])) !== 'expired') return;
      let settleTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        work.catch(() => {}),
        new Promise((resolve) => {
          settleTimer = setTimeout(resolve, settleWaitMs);
        }),
      ]);
      clearTimeout(settleTimer);
      throw new HttpError(503, TIMEOUT_MESSAGE, undefined, { 'retry-after': '5' });
    } finally {
      clearTimeout(timer);
    }
  };
}
