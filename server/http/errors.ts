// Typed HTTP errors: thrown anywhere in a route, rendered once by the app's error handler.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeForStatus, type ErrorCode } from '../../src/api/error-codes.ts';

export class HttpError extends Error {
  /** What the app acts on, beside the message (src/api/error-codes.ts): the status's unless given. */
  readonly code: ErrorCode;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra answer headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? codeForStatus(status);
  }

  body(): ErrorAnswer {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** Every error answer's JSON: the message shown, the code acted on, and per-field messages on a 422. */
export type ErrorAnswer = { message: string; code: ErrorCode; errors?: Record<string, string[]> };

/** The answer's body for a status without an HttpError (Hono's own refusals, route not found). */
export const errorAnswer = (status: number, message: string): ErrorAnswer => ({
  message,
  code: codeForStatus(status),
});

/** 422 with the per-field messages the forms show; `message` is the first of them. */
export class ValidationError extends HttpError {
  constructor(errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0] ?? 'Os dados enviados são inválidos.';
    super(422, first, errors);
  }
}

export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });
export const unauthenticated = () =>
  new HttpError(401, 'Unauthenticated.', undefined, undefined, 'Unauthenticated');
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
export const conflict = (message: string, code: ErrorCode) =>
  new HttpError(409, message, undefined, undefined, code);
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
/** 429 with Retry-After (whole seconds, at least 1), so clients know when to try again. */
export const tooManyRequests = (retryAfterSeconds: number, message: string = TOO_MANY_ATTEMPTS) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
