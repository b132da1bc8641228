// The connection indicator as a resident meets it: a polite live region in the top bar that stays
// mounted, empty while connected; 'Sem conexão' with the pending count (a link to the list) while
// offline; and 'slow' once a change has waited SLOW_AFTER_MS with the connection up.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_AFTER_MS } from '../../src/app/connection-status/connection-rule.ts';

/** What the live region says. */
const said = () => screen.getByRole('status').textContent;

const outbox = { pending: 0, oldestPendingAt: null as number | null };
const listeners = new Set<() => void>();
const setOutbox = (pending: number, oldestPendingAt: number | null) => {
  outbox.pending = pending;
  outbox.oldestPendingAt = oldestPendingAt;
  for (const listener of listeners) listener();
};

async function renderStatus() {
  vi.resetModules();
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  vi.doMock('../../src/data/session.ts', () => ({ useSessionUserId: () => 7 }));
  vi.doMock('../../src/data/change-counts.ts', () => ({
    usePendingCounts: () => ({ pending: useSyncExternalStore(subscribe, () => outbox.pending), rejected: 0 }),
  }));
  vi.doMock('../../src/data/oldest-pending.ts', () => ({
    useOldestPendingAt: () => useSyncExternalStore(subscribe, () => outbox.oldestPendingAt),
  }));
  const connectivity = await import('../../src/app/connectivity.ts');
  const { ConnectionStatus } = await import('../../src/app/connection-status/ConnectionStatus.tsx');
  render(<ConnectionStatus />);
  return connectivity;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  setOutbox(0, null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('../../src/data/session.ts');
  vi.doUnmock('../../src/data/change-counts.ts');
  vi.doUnmock('../../src/data/oldest-pending.ts');
});

describe('ConnectionStatus', () => {
  it('is an empty live region while connected', async () => {
    await renderStatus();
    expect(said()).toBe('');
  });

  it("says 'Sem conexão' with the count while offline, and links to the list when changes wait", async () => {
    const connectivity = await renderStatus();
    act(() => connectivity.reportConnectivity(true));
    expect(said()).toBe('Sem conexão');
    expect(screen.queryByRole('link')).toBeNull();
    act(() => setOutbox(2, Date.now()));
    expect(said()).toBe('Sem conexão · 2 alterações aguardando envio');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/alteracoes-pendentes');
    act(() => connectivity.reportConnectivity(false));
    expect(said()).toBe('');
  });

  it('turns slow when a change has waited SLOW_AFTER_MS online, and calm again once it is sent', async () => {
    await renderStatus();
    act(() => setOutbox(1, Date.now()));
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(said()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(said()).toBe('Sem conexão · 1 alteração aguardando envio');
    act(() => setOutbox(0, null));
    expect(said()).toBe('');
  });

  it('counts the wait of a change made offline from the moment the connection returned', async () => {
    const connectivity = await renderStatus();
    act(() => connectivity.reportConnectivity(true));
    act(() => setOutbox(1, Date.now()));
    act(() => vi.advanceTimersByTime(60_000));
    act(() => connectivity.reportConnectivity(false));
    expect(said()).toBe('');
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS));
    expect(said()).toBe('Sem conexão · 1 alteração aguardando envio');
  });
});
