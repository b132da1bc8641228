// The outbox's code is a chunk of its own, downloaded when changes first wait. Offline before the
// service worker had it, that download fails: the changes must wait as for any network failure
// (kept, retried later), and go once the code can be had.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favouriteAddedOnThePage, signedIn, workerDb } from './changes-in-another-context.ts';

const RUNTIME = '../../../src/data/engine/outbox/runtime.ts';

function server() {
  const posts: string[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'POST') {
      posts.push(url);
      return Response.json({ data: { id: 700, apartment_id: 10 } }, { status: 201 });
    }
    if (url === '/api/enterprise/apartment/favorites') return Response.json({ data: [] });
    return Response.json({ message: 'Não encontrado.' }, { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, posts };
}

afterEach(() => {
  vi.doUnmock(RUNTIME);
  vi.resetModules();
});

describe('the outbox code cannot be downloaded', () => {
  it('keeps the change, says the network failed with a retry time, and sends it once the code loads', async () => {
    vi.resetModules();
    vi.doMock(RUNTIME, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createSyncEngine, OFFLINE_RETRY_MS } = await import('../../../src/data/engine/sync/engine.ts');
    const db = workerDb();
    const id = await favouriteAddedOnThePage(db, 1, 10);
    const { fetch, posts } = server();
    const now = 1_000_000;
    const engine = createSyncEngine({ db, fetch, readSession: signedIn(1), emit: () => {}, now: () => now });

    const offline = await engine.drainNow();
    expect(offline).toEqual({
      sent: 0,
      rejected: 0,
      stoppedBy: 'network',
      nextRetryAt: now + OFFLINE_RETRY_MS,
    });
    expect(posts).toEqual([]);
    expect(await db.outbox.where('id').equals(id).first()).toMatchObject({ status: 'pending', attempts: 0 });

    vi.doUnmock(RUNTIME);
    const online = await engine.drainNow();
    engine.stop();
    expect(online).toMatchObject({ sent: 1, stoppedBy: 'done' });
    expect(posts).toEqual(['/api/enterprise/apartment/favorites']);
    expect(await db.outbox.count()).toBe(0);
  });
});
