// The signed-in state: the bearer token lives in IndexedDB (idb-keyval) so the page, the sync
// worker and the service worker all read it; the user comes from GET /user/session.
// Two states only (spec 4): anonymous and authenticated, plus 'loading' while restoring.
// The user calls (and the user schema, with zod) load only when a token
// is there to check: an anonymous visit never downloads them.
import { del, getMany, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/client.ts';
import type { User } from '../api/user.ts';
import { TOKEN_KEY, USER_KEY } from './engine/stored-session.ts';
import { keepPendingLogout, type LogoutRound, sendPendingLogouts } from './pending-logouts.ts';

const userCalls = () => import('../api/user-calls.ts');

export type Session =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; token: string; user: User };

let current: Session = { status: 'loading' };
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server renders as a guest whose session is not known yet, and hydration must draw the same;
// the device's session follows right after hydration.
const SERVER_SESSION: Session = { status: 'loading' };

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => SERVER_SESSION);
}

/**
 * The token alone. A component that needs no more does not render again when a guest's session
 * is restored ('loading' → 'anonymous': no token either way), as a whole search page of cards did
 * right after hydration, nor when the user's details are refreshed.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(
    subscribeSession,
    () => tokenOf(current),
    () => null,
  );
}

/** The signed-in user's id alone (undefined for a guest or while restoring); see useSessionToken. */
export function useSessionUserId(): number | undefined {
  return useSyncExternalStore(
    subscribeSession,
    () => userIdOf(current),
    () => undefined,
  );
}

/** The session once restored (at once when it already is). */
export function whenSessionKnown(): Promise<Exclude<Session, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const check = () => {
      if (current.status === 'loading') return;
      unsubscribe();
      resolve(current);
    };
    const unsubscribe = subscribeSession(check);
    check();
  });
}

export function tokenOf(session: Session = current): string | null {
  return session.status === 'authenticated' ? session.token : null;
}

function userIdOf(session: Session): number | undefined {
  return session.status === 'authenticated' ? session.user.id : undefined;
}

/**
 * On boot: a stored token means signed in, confirmed by the session check. With the user known
 * from the last check, the app is signed in at once and the check runs meanwhile: the resident
 * area opens from the device without waiting for the network (or for the user calls' code).
 */
export async function restoreSession(): Promise<void> {
  // One read for both: each IndexedDB transaction costs a turn of the event loop or more.
  const [token, cached] = await getMany<string | User | undefined>([TOKEN_KEY, USER_KEY]).then(
    ([t, u]) => [t as string | undefined, u as User | undefined] as const,
    () => [undefined, undefined] as const,
  );
  if (!token) return publish({ status: 'anonymous' });
  if (cached) publish({ status: 'authenticated', token, user: cached });
  // Signed out, or someone else signed in, while the check ran: its answer is about nobody here.
  const stillOurs = () => current.status === 'loading' || tokenOf() === token;
  // A device that knows it is offline cannot check now: the check (and the user calls' code, with
  // zod) waits for the network instead of failing while the resident area renders from the device.
  if (cached && isKnownOffline()) {
    await whenOnline();
    if (!stillOurs()) return;
  }
  try {
    const { fetchSession } = await userCalls();
    const { data } = await fetchSession(token);
    if (!stillOurs()) return;
    await set(USER_KEY, data).catch(() => {});
    publish({ status: 'authenticated', token, user: data });
  } catch (error) {
    if (!stillOurs()) return;
    if (error instanceof ApiError && error.kind === 'unauthenticated') return clearSession();
    // Offline or server down: stay signed in with what we knew, the resident area reads locally.
    if (!cached) publish({ status: 'anonymous' });
  }
}

/** navigator.onLine false: certainly offline (true proves nothing, so it never skips a check). */
function isKnownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** Login stores the token and then checks the session (spec 4). */
export async function signIn(token: string): Promise<User> {
  await set(TOKEN_KEY, token);
  try {
    const { fetchSession } = await userCalls();
    const { data } = await fetchSession(token);
    await set(USER_KEY, data).catch(() => {});
    publish({ status: 'authenticated', token, user: data });
    return data;
  } catch (error) {
    await clearSession();
    throw error;
  }
}

export function updateUser(user: User): void {
  if (current.status !== 'authenticated') return;
  void set(USER_KEY, user).catch(() => {});
  publish({ ...current, user });
}

/** Clears token and user (a 401 'Unauthenticated.' anywhere, or logout). */
export async function clearSession(): Promise<void> {
  await Promise.all([del(TOKEN_KEY), del(USER_KEY)]).catch(() => {});
  publish({ status: 'anonymous' });
}

/**
 * Signs out on the device at once. The server's logout is queued first (pending-logouts.ts), so
 * the token is revoked even when no signal reaches the server now.
 */
export async function signOut(): Promise<void> {
  const token = tokenOf();
  if (token) await keepPendingLogout(token);
  await clearSession();
  if (token) void sendQueuedLogouts();
}

/** Sends the logouts still owed to the server (after a sign-out with no signal); never throws. */
export function sendQueuedLogouts(): Promise<LogoutRound> {
  return sendPendingLogouts((token) => userCalls().then(({ logout }) => logout(token))).catch(
    () => ({ sent: 0, stoppedBy: 'unreachable' }) as const,
  );
}
