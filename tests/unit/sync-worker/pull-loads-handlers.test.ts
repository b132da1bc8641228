// A change recorded on the page after the pull checked for waiting changes (the check said none,
// so the code that re-applies it is not loaded) must still stay on screen: the write of the
// pulled answers is abandoned and done again with that code.
import { describe, expect, it, vi } from 'vitest';
import { pullResident } from '../../../src/data/engine/sync/pull.ts';
import { favouriteAddedOnThePage, workerDb } from './changes-in-another-context.ts';

// The pull's first look at the outbox misses the change; later looks (inside its write) see it.
vi.mock('../../../src/data/engine/outbox/load-runtime.ts', async (original) => {
  const real = await original<typeof import('../../../src/data/engine/outbox/load-runtime.ts')>();
  let looked = false;
  return {
    ...real,
    hasPending: (...args: Parameters<typeof real.hasPending>) => {
      if (looked) return real.hasPending(...args);
      looked = true;
      return Promise.resolve(false);
    },
  };
});

describe('a pull when a change arrives after its check', () => {
  it('re-applies the change over the answers, loading its handler', async () => {
    const db = workerDb();
    await favouriteAddedOnThePage(db, 1, 10);
    // The server has no favourite yet: the pull's answer would remove the one just added.
    const fetch = (async (url: string) =>
      url === '/api/enterprise/apartment/favorites'
        ? Response.json({ data: [] })
        : Response.json(
            { message: 'Não encontrado.' },
            { status: 404 },
          )) as unknown as typeof globalThis.fetch;
    const result = await pullResident({ db, fetch }, { userId: 1, token: 't' });
    expect(result.written).toEqual(['favorites']);
    expect((await db.favorites.toArray()).map((f) => [f.apartment_id, f.pending])).toEqual([[10, true]]);
    expect(await db.outbox.count()).toBe(1);
  });
});
