// Errors that mean the connection to the database is gone or could not be made (as opposed to an
// error in the statement): the request may be retried, and the connection must not be reused.

/** SQLSTATEs of a connection that is gone or refused (class 08, shutdowns, too many clients). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors from Node when the server is not there. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** pg's own messages for a lost connection or a connect timeout (they carry no code). */
const LOST_CONNECTION = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /not queryable/,
  /Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code))
  ) {
    return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return LOST_CONNECTION.some((pattern) => pattern.test(error.message));
}
