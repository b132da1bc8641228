// What an HTTP answer means, one rule for the three places that read answers: the API client
// (src/api/client.ts), the sync worker's pull (src/data/engine/sync/pull.ts) and the outbox drain
// (src/data/engine/outbox/drain.ts). Each acts on the outcome in its own way; none reads statuses itself.
//
// A server error with no message means the connection or the server is down (a proxy's or the
// service worker's own 5xx), while one with a message is the API speaking (spec 4).

import { errorCodeOf } from './error-codes.ts';

export type AnswerOutcome =
  | 'ok'
  /** 401: the session is gone. */
  | 'unauthenticated'
  /** A 5xx with no message: not the API's answer. */
  | 'offline'
  /**
   * Nothing was applied and a retry may go through: 408, 429, a 5xx the API explained, and
   * 409/423/425, the idempotency layer's "the same key is still being handled"
   * (server/http/idempotency.ts stores none of these). A 409 with another code (the period is
   * taken, the form was sent already) is a refusal: asking again gets the same answer.
   */
  | 'try-later'
  /** 422: the fields are wrong. */
  | 'invalid'
  | 'not-found'
  /** Any other refusal: the API will give the same answer again. */
  | 'refused';

const TRY_LATER = new Set([408, 423, 425, 429]);

/** A 409 for a request still being handled: its code says so, or it has none (not the API's). */
const inFlight = (body: unknown) => {
  const code = errorCodeOf(body);
  return code === undefined || code === 'IdempotencyInFlight';
};

export function outcomeOf(status: number, body: unknown): AnswerOutcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'unauthenticated';
  if (status >= 500) return messageOf(body) === undefined ? 'offline' : 'try-later';
  if (status === 409) return inFlight(body) ? 'try-later' : 'refused';
  if (TRY_LATER.has(status)) return 'try-later';
  if (status === 422) return 'invalid';
  if (status === 404) return 'not-found';
  return 'refused';
}

/** The answer's message, when it has a non-empty one. */
export function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
