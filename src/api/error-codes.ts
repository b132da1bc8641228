// Why the API refused, for the app to act on (issue 31): a code beside the pt-BR message, so the
// app decides by code and never by the words (which may be reworded). Only the refusals the app
// must tell apart carry one; the others are told apart by their status.
export const ERROR_CODES = [
  /** 401: no valid session (spec 4: the app signs out silently). */
  'Unauthenticated',
  /** 409: the same Idempotency-Key is still running elsewhere; ask again after Retry-After. */
  'IdempotencyInFlight',
  /** 409: the unit is taken for part of the period (final). */
  'PeriodTaken',
  /** 409: this inspection form was sent already (by another device, or a lost answer). */
  'InspectionAlreadySent',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error answer's JSON body, when it has a known one. */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined;
}
