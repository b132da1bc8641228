// Bearer-token middleware. requireUser answers 401 {"message":"Unauthenticated."};
// optionalUser only identifies the caller (for `favorited` on public lists).
import type { Context, MiddlewareHandler } from 'hono';
import { resolveToken } from '../auth/tokens.ts';
import type { AppEnv, Deps } from '../context.ts';
import { unauthenticated } from './errors.ts';

/** The bearer token of a request, when well-formed. */
export function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim()) : null;
  return match?.[1];
}

export function optionalUser({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c);
    const session = token ? await resolveToken(db, token) : undefined;
    c.set('userId', session?.userId);
    c.set('tokenId', session?.tokenId);
    await next();
  };
}

export function requireUser({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c);
    const session = token ? await resolveToken(db, token) : undefined;
    if (!session) throw unauthenticated();
    c.set('userId', session.userId);
    c.set('tokenId', session.tokenId);
    await next();
  };
}

/** The signed-in user's id inside a requireUser route. */
export function userIdOf(c: Context<AppEnv>): number {
  const id = c.get('userId');
  if (id === undefined) throw unauthenticated();
  return id;
}
