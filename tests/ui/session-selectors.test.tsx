// useSessionToken and useSessionUserId: a component that needs only the token or the user id does
// not render again when a guest's session is restored ('loading' → 'anonymous': a store change
// renders synchronously, right after hydration), and does when someone signs in.
import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { clear, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/api/user.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';

const ANA = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;

async function freshSession() {
  vi.resetModules();
  // The session check never answers: the stored user is what the app shows meanwhile.
  vi.doMock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));
  return import('../../src/data/session.ts');
}

async function renderCounting(session: Awaited<ReturnType<typeof freshSession>>) {
  const renders = { whole: 0, token: 0, userId: 0 };
  const seen: { token?: string | null; userId?: number } = {};
  function Whole() {
    session.useSession();
    renders.whole++;
    return null;
  }
  function Token() {
    seen.token = session.useSessionToken();
    renders.token++;
    return null;
  }
  function UserId() {
    seen.userId = session.useSessionUserId();
    renders.userId++;
    return null;
  }
  render(
    <>
      <Whole />
      <Token />
      <UserId />
    </>,
  );
  return { renders, seen };
}

describe('session selectors', () => {
  beforeEach(async () => {
    await clear();
  });

  it("do not render again when a guest's session is restored", async () => {
    const session = await freshSession();
    const { renders, seen } = await renderCounting(session);
    expect(renders).toEqual({ whole: 1, token: 1, userId: 1 });
    await act(() => session.restoreSession());
    expect(session.getSession().status).toBe('anonymous');
    expect(renders).toEqual({ whole: 2, token: 1, userId: 1 });
    expect(seen).toEqual({ token: null, userId: undefined });
  });

  it('give the token and the user id once a resident is signed in', async () => {
    await set(TOKEN_KEY, 'tok-1');
    await set(USER_KEY, ANA);
    const session = await freshSession();
    const { renders, seen } = await renderCounting(session);
    await act(async () => {
      void session.restoreSession();
      await vi.waitFor(() => expect(session.getSession().status).toBe('authenticated'));
    });
    expect(seen).toEqual({ token: 'tok-1', userId: 7 });
    expect(renders).toEqual({ whole: 2, token: 2, userId: 2 });
  });
});
