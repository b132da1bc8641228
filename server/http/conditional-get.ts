// Conditional GETs for signed-in answers: a returning resident's sync pull sends the ETag of what
// its mirror holds, and an unchanged resource costs a header-only 304 instead of its JSON (the
// contract alone is ~26 KB). The tag hashes the caller's identity with the body, so a tag one
// user saw never matches another user's answer, even when both bodies are the same bytes.
// Cache-Control stays as the app sets it (no-store for resident answers): the client keeps its
// copy in IndexedDB and sends If-None-Match itself, so no HTTP cache ever holds resident data.
// Registered first in server/app.ts, so it sees each answer with every header the app adds: a 304
// keeps only the fields RFC 9110 §15.4.5 lists (the page's CSP and the like guard a body it does
// not have), ~0.2 KB instead of ~0.9 KB for each resource a returning resident re-checks.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { bearer } from './auth.ts';

/** A weak validator: the JSON is the same, byte for byte, for this caller. */
export function weakEtag(caller: string, body: string): string {
  const hash = createHash('sha256').update(caller).update('\n').update(body).digest('base64url');
  return `W/"${hash.slice(0, 27)}"`;
}

/** If-None-Match holds this tag (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** What a 304 carries: the fields a 200 would have sent that describe the stored copy. */
export const NOT_MODIFIED_FIELDS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** Hono's setter copies the old answer's headers over a new one's (a content-length onto a 304);
 * clearing it first makes the new answer exactly the one built here. */
function replaceResponse(c: Context<AppEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

export function conditionalGet(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('etag')) return;
    const token = bearer(c);
    if (!token) return;
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body = await c.res.text();
    // The user when a route identified one, else the token itself: the answer is theirs alone.
    const userId = c.get('userId');
    const etag = weakEtag(userId === undefined ? `token:${token}` : `user:${userId}`, body);
    const headers = new Headers(c.res.headers);
    headers.set('etag', etag);
    // Varies with the caller, never only with the URL.
    headers.append('vary', 'Authorization');
    if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) {
      const kept = new Headers();
      for (const name of NOT_MODIFIED_FIELDS) {
        const value = headers.get(name);
        if (value !== null) kept.set(name, value);
      }
      replaceResponse(c, new Response(null, { status: 304, headers: kept }));
      return;
    }
    replaceResponse(c, new Response(body, { status: 200, headers }));
  };
}
