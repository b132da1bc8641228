// Logouts owed to the server: kept before the first try, dropped once the server answered (2xx,
// 401, other refusals), kept on no answer (network, timeout, 5xx, 408, 429); one round at a time.
import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';

async function load() {
  vi.resetModules();
  // The ApiError the module checks must be the test's own class.
  vi.doMock('../../src/api/client.ts', () => ({ ApiError }));
  return import('../../src/data/pending-logouts.ts');
}

const tokensLeft = async (m: Awaited<ReturnType<typeof load>>) => m.pendingLogoutCount();

beforeEach(async () => {
  await clear();
});

describe('sendPendingLogouts', () => {
  it('drops a token once the server revoked it, or said it was already gone (401)', async () => {
    const m = await load();
    await m.keepPendingLogout('a');
    await m.keepPendingLogout('b');
    await m.keepPendingLogout('a');
    const send = vi
      .fn()
      .mockResolvedValueOnce({ success: true })
      .mockRejectedValueOnce(new ApiError('unauthenticated', 'Unauthenticated.', 401));
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 2, stoppedBy: 'done' });
    expect(send.mock.calls).toEqual([['a'], ['b']]);
    expect(await tokensLeft(m)).toBe(0);
  });

  it.each([
    ['a network failure', new ApiError('network', 'x')],
    ['a timeout', new ApiError('timeout', 'x')],
    ['a 5xx with no message', new ApiError('network', 'x', 503)],
    ['a 429', new ApiError('http', 'x', 429)],
    ['code that could not load', new TypeError('Failed to fetch dynamically imported module')],
  ])('keeps every token after %s, and stops the round', async (_, failure) => {
    const m = await load();
    await m.keepPendingLogout('a');
    await m.keepPendingLogout('b');
    const send = vi.fn().mockRejectedValue(failure);
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 0, stoppedBy: 'unreachable' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await tokensLeft(m)).toBe(2);

    send.mockResolvedValue({ success: true });
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 2, stoppedBy: 'done' });
    expect(await tokensLeft(m)).toBe(0);
  });

  it('drops a token the server refused for another reason (a retry would not change it)', async () => {
    const m = await load();
    await m.keepPendingLogout('a');
    const send = vi.fn().mockRejectedValue(new ApiError('http', 'Não foi possível.', 400));
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 1, stoppedBy: 'done' });
    expect(await tokensLeft(m)).toBe(0);
  });

  it('runs one round at a time: a call during a round joins it', async () => {
    const m = await load();
    await m.keepPendingLogout('a');
    let answer!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const first = m.sendPendingLogouts(send);
    const second = m.sendPendingLogouts(send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer();
    expect(await first).toEqual({ sent: 1, stoppedBy: 'done' });
    expect(await second).toBe(await first);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing, and reads nothing, once this page emptied the list', async () => {
    const m = await load();
    const send = vi.fn().mockResolvedValue({ success: true });
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 0, stoppedBy: 'done' });
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 0, stoppedBy: 'done' });
    expect(send).not.toHaveBeenCalled();
    // A new sign-out is sent again.
    await m.keepPendingLogout('c');
    expect(await m.sendPendingLogouts(send)).toEqual({ sent: 1, stoppedBy: 'done' });
  });

  it('keeps at most the 20 latest tokens', async () => {
    const m = await load();
    for (let i = 0; i < 25; i++) await m.keepPendingLogout(`t${i}`);
    expect(await tokensLeft(m)).toBe(20);
    const send = vi.fn().mockResolvedValue({});
    await m.sendPendingLogouts(send);
    expect(send.mock.calls[0]).toEqual(['t5']);
  });
});
