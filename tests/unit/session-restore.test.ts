// Booting with a stored token: with the user known from the last check the app is signed in at
// once (the resident area opens from the device, offline too) and the session check confirms it;
// a refused token signs out (offline, once the network is back); an answer that arrives after a
// sign-out changes nothing.
import 'fake-indexeddb/auto';
import { clear, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import type { User } from '../../src/api/user.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';

const KNOWN = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;
const FRESH = { ...KNOWN, name: 'Ana Souza Lima' } as User;

/** A session check held until the test answers it. */
function heldCheck() {
  let answer!: (outcome: { data: User } | Error) => void;
  const fetchSession = vi.fn(
    () =>
      new Promise<{ data: User }>((resolve, reject) => {
        answer = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      }),
  );
  return { fetchSession, answer: (outcome: { data: User } | Error) => answer(outcome) };
}

async function loadSession(fetchSession: () => Promise<{ data: User }>) {
  vi.resetModules();
  vi.doMock('../../src/api/user-calls.ts', () => ({ fetchSession }));
  return import('../../src/data/session.ts');
}

/** Stores a token (and the user of a last check, when given), boots, and holds the session check. */
async function bootWithHeldCheck(user?: User) {
  await set(TOKEN_KEY, 'tok-1');
  if (user) await set(USER_KEY, user);
  const check = heldCheck();
  const session = await loadSession(check.fetchSession);
  const restoring = session.restoreSession();
  return { check, session, restoring };
}

/** Lets the session module's awaits (IndexedDB, the dynamic import) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  await clear();
});
afterEach(() => {
  vi.doUnmock('../../src/api/user-calls.ts');
});

describe('restoreSession', () => {
  it('signs in at once with the user of the last check, then takes the fresh user', async () => {
    const { check, session, restoring } = await bootWithHeldCheck(KNOWN);
    await vi.waitFor(() =>
      expect(session.getSession()).toEqual({ status: 'authenticated', token: 'tok-1', user: KNOWN }),
    );
    await vi.waitFor(() => expect(check.fetchSession).toHaveBeenCalledWith('tok-1'));
    check.answer({ data: FRESH });
    await restoring;
    expect(session.getSession()).toEqual({ status: 'authenticated', token: 'tok-1', user: FRESH });
    expect(await get(USER_KEY)).toEqual(FRESH);
  });

  it('without a known user waits for the check (loading until it answers)', async () => {
    const { check, session, restoring } = await bootWithHeldCheck();
    await vi.waitFor(() => expect(check.fetchSession).toHaveBeenCalled());
    expect(session.getSession()).toEqual({ status: 'loading' });
    check.answer({ data: FRESH });
    await restoring;
    expect(session.getSession()).toEqual({ status: 'authenticated', token: 'tok-1', user: FRESH });
  });

  it('a refused token signs out and forgets token and user', async () => {
    const { check, session, restoring } = await bootWithHeldCheck(KNOWN);
    await vi.waitFor(() => expect(check.fetchSession).toHaveBeenCalled());
    // The ApiError class of the freshly loaded modules (resetModules gives session.ts its own).
    const client = await import('../../src/api/client.ts');
    check.answer(new client.ApiError('unauthenticated', 'Unauthenticated.', 401));
    await restoring;
    expect(session.getSession()).toEqual({ status: 'anonymous' });
    expect(await get(TOKEN_KEY)).toBeUndefined();
    expect(await get(USER_KEY)).toBeUndefined();
  });

  it('offline, stays signed in with the known user; with none, is anonymous but keeps the token', async () => {
    await set(TOKEN_KEY, 'tok-1');
    await set(USER_KEY, KNOWN);
    let session = await loadSession(() => Promise.reject(new ApiError('network', 'Sem conexão')));
    await session.restoreSession();
    expect(session.getSession()).toEqual({ status: 'authenticated', token: 'tok-1', user: KNOWN });

    await set(USER_KEY, undefined);
    session = await loadSession(() => Promise.reject(new ApiError('network', 'Sem conexão')));
    await session.restoreSession();
    expect(session.getSession()).toEqual({ status: 'anonymous' });
    expect(await get(TOKEN_KEY)).toBe('tok-1');
  });

  it('on a device that knows it is offline, the check waits for the network; then a refused token signs out', async () => {
    const page = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('window', page);
    try {
      const { check, session, restoring } = await bootWithHeldCheck(KNOWN);
      await vi.waitFor(() =>
        expect(session.getSession()).toEqual({ status: 'authenticated', token: 'tok-1', user: KNOWN }),
      );
      await settle();
      expect(check.fetchSession).not.toHaveBeenCalled();

      page.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(check.fetchSession).toHaveBeenCalledWith('tok-1'));
      const client = await import('../../src/api/client.ts');
      check.answer(new client.ApiError('unauthenticated', 'Unauthenticated.', 401));
      await restoring;
      expect(session.getSession()).toEqual({ status: 'anonymous' });
      expect(await get(TOKEN_KEY)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an answer that arrives after a sign-out changes nothing', async () => {
    const { check, session, restoring } = await bootWithHeldCheck(KNOWN);
    await vi.waitFor(() => expect(check.fetchSession).toHaveBeenCalled());
    await session.clearSession();
    check.answer({ data: FRESH });
    await restoring;
    await settle();
    expect(session.getSession()).toEqual({ status: 'anonymous' });
    expect(await get(USER_KEY)).toBeUndefined();
  });
});

describe('whenSessionKnown', () => {
  it('waits while the session is restored, then gives the restored session once', async () => {
    const { check, session, restoring } = await bootWithHeldCheck();
    const known = vi.fn();
    void session.whenSessionKnown().then(known);
    await settle();
    expect(known).not.toHaveBeenCalled();
    check.answer({ data: KNOWN });
    await restoring;
    await vi.waitFor(() => expect(known).toHaveBeenCalledTimes(1));
    expect(known).toHaveBeenCalledWith({ status: 'authenticated', token: 'tok-1', user: KNOWN });
  });

  it('answers at once for a visitor without a stored token', async () => {
    const session = await loadSession(heldCheck().fetchSession);
    await session.restoreSession();
    await expect(session.whenSessionKnown()).resolves.toEqual({ status: 'anonymous' });
  });
});
