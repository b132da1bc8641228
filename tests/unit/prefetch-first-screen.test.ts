// An offline start on /minhas-tokaas: the mirror is read for the restored resident while the rest
// of the page loads, and only that resident's rows are ever handed to the screen.
import 'fake-indexeddb/auto';
import { clear, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/api/user.ts';
import { database } from '../../src/data/engine/db.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';

const ANA = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;

async function boot() {
  vi.resetModules();
  // The session check never answers here: the early read must not wait for it.
  vi.doMock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));
  const session = await import('../../src/data/session.ts');
  const early = await import('../../src/data/prefetched-rows.ts');
  const { prefetchFirstScreen } = await import('../../src/data/prefetch-first-screen.ts');
  return { session, early, prefetchFirstScreen };
}

beforeEach(async () => {
  await clear();
  const db = database();
  await Promise.all([db.contracts.clear(), db.meta.clear()]);
  await db.contracts.bulkPut([
    { id: 1, userId: 7, status: 'Ativo' },
    { id: 3, userId: 7, status: 'Finalizado' },
    { id: 2, userId: 9, status: 'Ativo' },
  ]);
  await db.meta.put({ key: syncedKey('contracts'), value: Date.now() });
});
afterEach(() => {
  vi.doUnmock('../../src/api/user-calls.ts');
});

describe('prefetchFirstScreen', () => {
  it("reads the restored resident's contracts, newest first, before any screen asks", async () => {
    await set(TOKEN_KEY, 'tok-1');
    await set(USER_KEY, ANA);
    const { session, early, prefetchFirstScreen } = await boot();
    prefetchFirstScreen('/minhas-tokaas');
    void session.restoreSession();
    await vi.waitFor(() => expect(early.prefetchedRows('contracts', 7)).toBeDefined());
    expect(early.prefetchedRows<{ id: number }>('contracts', 7)?.map((row) => row.id)).toEqual([3, 1]);
    // Never handed to anyone else.
    expect(early.prefetchedRows('contracts', 9)).toBeUndefined();
    expect(early.prefetchedRows('contracts', undefined)).toBeUndefined();
  });

  it('reads nothing for a visitor without a stored token, nor on pages without an early read', async () => {
    let { session, early, prefetchFirstScreen } = await boot();
    prefetchFirstScreen('/minhas-tokaas');
    await session.restoreSession();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early.prefetchedRows('contracts', 7)).toBeUndefined();

    await set(TOKEN_KEY, 'tok-1');
    await set(USER_KEY, ANA);
    ({ session, early, prefetchFirstScreen } = await boot());
    prefetchFirstScreen('/favoritos');
    void session.restoreSession();
    await vi.waitFor(() => expect(session.getSession().status).toBe('authenticated'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early.prefetchedRows('contracts', 7)).toBeUndefined();
  });
});
