// Where to go after signing in on /login: the `next` query parameter, but only when it is a path of
// this site. Anything else (another origin, 'javascript:', '//evil.example') falls back to '/', so a
// crafted link cannot send a person who just typed their password to another site.

/** The same-origin path (with its query and hash) that `next` names, or '/' when it names none. */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Back to the login or sign-up page would only bounce to '/'.
    return /^\/(login|registro)(\/|$|\?)/.test(url.pathname) ? '/' : path;
  } catch {
    return '/';
  }
}
