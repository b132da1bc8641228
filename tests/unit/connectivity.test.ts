// Connectivity by outcomes, through the real API client: a failure marks offline; only an answer
// that came from the network means reconnected (the service worker answers catalogue GETs from its
// cache, offline too, as after 'Sair' with no signal); a 401 answering a logout signs nobody out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const ok = z.object({});
const answer = (status: number, body: unknown = {}) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const noNetwork = () =>
  vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });

async function setUp() {
  vi.resetModules();
  const client = await import('../../src/api/client.ts');
  const connectivity = await import('../../src/app/connectivity.ts');
  const transitions: string[] = [];
  connectivity.onConnectivityChange((t) => transitions.push(t));
  const onUnauthenticated = vi.fn();
  const onServerReached = vi.fn();
  const stop = connectivity.watchPageCalls({ onUnauthenticated, onServerReached });
  /** A call whose outcome only matters to the observers. */
  const run = (
    fetch: typeof globalThis.fetch,
    path: string,
    method: 'GET' | 'POST' = 'GET',
    token?: string,
  ) => {
    vi.stubGlobal('fetch', fetch);
    return client.call(path, ok, { method, token: token ?? null }).catch(() => undefined);
  };
  return { connectivity, transitions, onUnauthenticated, onServerReached, stop, run };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('watchPageCalls', () => {
  it('announces offline on a failure and reconnected on the next answer from the server', async () => {
    const t = await setUp();
    await t.run(noNetwork(), '/user/session');
    await t.run(noNetwork(), '/api/enterprise/tickets');
    expect(t.transitions).toEqual(['offline']);
    expect(t.connectivity.isOfflineByOutcome()).toBe(true);
    await t.run(answer(200), '/user/session');
    expect(t.transitions).toEqual(['offline', 'reconnected']);
    expect(t.onServerReached).toHaveBeenCalledOnce();
  });

  it('takes no catalogue answer as a reconnection: the service worker may give it from its cache', async () => {
    const t = await setUp();
    await t.run(noNetwork(), '/auth/logout', 'POST', 'tok');
    await t.run(answer(200), '/enterprise/locations');
    await t.run(answer(200), '/api/frequently-asked-questions?home=1');
    // The service worker's own answer when it has no copy.
    await t.run(answer(503, { message: 'Sem conexão.' }), '/enterprise/apartment/list?perPage=3');
    expect(t.transitions).toEqual(['offline']);
    expect(t.onServerReached).not.toHaveBeenCalled();
    // A catalogue call's failure is a failure all the same, and its 401 a real answer.
    await t.run(
      answer(401, { message: 'Unauthenticated.', code: 'Unauthenticated' }),
      '/enterprise/apartment/list',
      'GET',
      'tok',
    );
    expect(t.transitions).toEqual(['offline', 'reconnected']);
    expect(t.onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('signs out on a 401 of the session, not on the 401 of a logout (a queued one, of an old token)', async () => {
    const t = await setUp();
    await t.run(
      answer(401, { message: 'Unauthenticated.', code: 'Unauthenticated' }),
      '/auth/logout',
      'POST',
      'old',
    );
    expect(t.onUnauthenticated).not.toHaveBeenCalled();
    expect(t.onServerReached).toHaveBeenCalledOnce();
    await t.run(
      answer(401, { message: 'Unauthenticated.', code: 'Unauthenticated' }),
      '/user/session',
      'GET',
      'current',
    );
    expect(t.onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('stops observing when stopped', async () => {
    const t = await setUp();
    t.stop();
    await t.run(noNetwork(), '/user/session');
    expect(t.transitions).toEqual([]);
  });
});
