// The sync worker of a signed-in resident starts once the main thread is idle, not while the first
// screen is still being put together (an offline start of the resident area).
import 'fake-indexeddb/auto';
import { act, render, waitFor } from '@testing-library/react';
import { clear, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../src/api/user.ts';
import { AppWideEffects } from '../../src/app/AppWideEffects.tsx';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';
import { getSession, restoreSession } from '../../src/data/session.ts';

const client = { sync: vi.fn(async () => {}), dispose: vi.fn() };
const startSyncClient = vi.fn(() => client);
vi.mock('../../src/data/sync-client.ts', () => ({ startSyncClient }));
vi.mock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppWideEffects', () => {
  it("starts the signed-in resident's sync worker at the next idle moment", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await clear();
    await set(TOKEN_KEY, 'tok-1');
    await set(USER_KEY, { id: 7, name: 'Ana Souza' } as unknown as User);
    void restoreSession();
    await waitFor(() => expect(getSession().status).toBe('authenticated'));

    render(
      <Router hook={memoryLocation({ path: '/minhas-tokaas' }).hook}>
        <AppWideEffects />
      </Router>,
    );
    await act(async () => {});
    expect(startSyncClient).not.toHaveBeenCalled();

    await act(async () => {
      for (const callback of idle) callback();
    });
    await waitFor(() => expect(startSyncClient).toHaveBeenCalledTimes(1));
    expect(client.sync).toHaveBeenCalledWith('sign-in');
  });
});
