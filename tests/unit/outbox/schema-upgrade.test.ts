import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { schemaV1, TokaasDatabase } from '../../../src/data/engine/db.ts';

describe('local database upgrade', () => {
  it('opens a version-1 database with the current code, migrating drafts and keeping the outbox', async () => {
    const name = `tokaas-upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    schemaV1(v1);
    await v1.open();
    await v1.table('outbox').add({
      id: 'c1',
      userId: 3,
      kind: 'favorite.add',
      payload: { apartmentId: 10 },
      status: 'pending',
      attempts: 2,
      nextAttemptAt: 0,
      createdAt: 1,
    });
    await v1.table('inspectionDrafts').put({ id: '12:check_in', userId: 3, answers: { 1: true } });
    v1.close();

    const current = new TokaasDatabase(name);
    await current.open();
    expect(current.verno).toBe(4);
    expect(await current.outbox.toArray()).toMatchObject([{ id: 'c1', attempts: 2, status: 'pending' }]);
    expect(await current.inspectionDrafts.where('contractId').equals(12).toArray()).toMatchObject([
      { id: '12:check_in', answers: { 1: true } },
    ]);
    current.close();
  });
});
