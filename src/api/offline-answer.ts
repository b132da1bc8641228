// What an error answer says about the connection (spec 4), one rule for the API client and the
// sync worker's pull: a server error with no message means the connection or the server is down
// (a proxy's or the service worker's own 5xx), while one with a message is the API speaking.

/** The answer's message, when it has a non-empty one. */
export function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Whether an error answer means offline rather than a refusal. */
export const meansOffline = (status: number, body: unknown): boolean =>
  status >= 500 && messageOf(body) === undefined;
