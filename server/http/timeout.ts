// A handler that has not answered within the limit gets 503 + Retry-After instead of holding the
// client (and a load balancer's connection) open. The work already started is not cancelled: a
// write still commits, and a retry with the same Idempotency-Key replays it rather than redoing it.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

export const TIMEOUT_MESSAGE = 'O servidor demorou demais para responder. Tente novamente em instantes.';

export function requestTimeout(limitMs: (path: string, contentType: string) => number): MiddlewareHandler {
  return async (c, next) => {
    const ms = limitMs(c.req.path, c.req.header('content-type') ?? '');
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new HttpError(503, TIMEOUT_MESSAGE, undefined, { 'retry-after': '5' })),
        ms,
      );
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}
