// Why the API refused, for the app to act on (issue 31): every error answer carries a code beside
// its pt-BR message, so the app decides by code and never by the words (which may be reworded).
// Refusals the app must tell apart have a code of their own; the others carry their status's.
export const ERROR_CODES = [
  /** 400: the request could not be read (not JSON, a NUL character, a broken form). */
  'BadRequest',
  /** 401: no valid session (spec 4: the app signs out silently). */
  'Unauthenticated',
  /** 401: a payment webhook without a valid, fresh signature (the provider's, not a resident's). */
  'SignatureInvalid',
  /** 404: no such record, or it belongs to another resident (the same answer, on purpose). */
  'NotFound',
  /** 409: the same Idempotency-Key is still running elsewhere; ask again after Retry-After. */
  'IdempotencyInFlight',
  /** 409: the unit is taken for part of the period (final). */
  'PeriodTaken',
  /** 409: this inspection form was sent already (by another device, or a lost answer). */
  'InspectionAlreadySent',
  /** 409: any other conflict with the record's state (e.g. a payment event processed already). */
  'Conflict',
  /** 413: the body is over the size limit. */
  'PayloadTooLarge',
  /** 422: the input was read but refused, per field where the body has `errors`. */
  'Invalid',
  /** 429: too many attempts; ask again after Retry-After. */
  'TooManyRequests',
  /** 500: the server failed; nothing was applied to a keyed request. */
  'Internal',
  /** 503: the database, mail or a deadline is not there now; ask again after Retry-After. */
  'Unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an answer with this status that has no code of its own. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'Unauthenticated';
    case 404:
      return 'NotFound';
    case 409:
      return 'Conflict';
    case 413:
      return 'PayloadTooLarge';
    case 422:
      return 'Invalid';
    case 429:
      return 'TooManyRequests';
    case 503:
      return 'Unavailable';
    default:
      return status >= 500 ? 'Internal' : 'BadRequest';
  }
}

/** The code of an error answer's JSON body, when it has a known one. */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined;
}
