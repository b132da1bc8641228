// The sync worker loads the outbox's code (drainer and every kind's handler) only when changes
// wait: most syncs have none, and the worker's first download stays small. These tests run in
// order in one module graph, as one worker's life: nothing loaded, then a change arrives.
import { describe, expect, it } from 'vitest';
import { handlerFor } from '../../../src/data/engine/outbox/registry.ts';
import { createSyncEngine } from '../../../src/data/engine/sync/engine.ts';
import { favouriteAddedOnThePage, signedIn, workerDb } from './changes-in-another-context.ts';

function server() {
  const sent: { method: string; url: string; key: string | null }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, key: (init.headers as Record<string, string>)['idempotency-key'] ?? null });
    if (method === 'POST') return Response.json({ data: { id: 700, apartment_id: 10 } }, { status: 201 });
    if (url === '/api/enterprise/apartment/favorites') return Response.json({ data: [] });
    return Response.json({ message: 'Não encontrado.' }, { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('the sync worker and the outbox code', () => {
  it('syncs with nothing waiting without loading the outbox code', async () => {
    const db = workerDb();
    const { fetch, sent } = server();
    const engine = createSyncEngine({ db, fetch, readSession: signedIn(1), emit: () => {} });
    const report = await engine.syncNow('start');
    engine.stop();
    expect(report).toMatchObject({ drain: { sent: 0, stoppedBy: 'done' }, pulled: true });
    expect(sent.every((r) => r.method === 'GET')).toBe(true);
    expect(() => handlerFor('favorite.add')).toThrow('Tipo de alteração desconhecido');
  });

  it('sends a change recorded on the page once, loading the code then, and nothing more', async () => {
    const db = workerDb();
    const id = await favouriteAddedOnThePage(db, 1, 10);
    const { fetch, sent } = server();
    const engine = createSyncEngine({ db, fetch, readSession: signedIn(1), emit: () => {} });
    const report = await engine.drainNow();
    engine.stop();
    expect(report).toMatchObject({ sent: 1, stoppedBy: 'done' });
    // The answer carries the favourite: one request per tap, no pull after it.
    expect(sent).toEqual([{ method: 'POST', url: '/api/enterprise/apartment/favorites', key: id }]);
    expect(await db.outbox.count()).toBe(0);
    expect(handlerFor('favorite.add').kind).toBe('favorite.add');
  });
});
