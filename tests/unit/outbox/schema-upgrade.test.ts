import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { TABLES_BY_VERSION, TokaasDatabase } from '../../../src/data/engine/db.ts';

describe('local database upgrade', () => {
  it('opens a version-1 database with the current code, migrating drafts and keeping the outbox', async () => {
    const name = `tokaas-upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(TABLES_BY_VERSION[1]);
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

  it.each([2, 3] as const)(
    'opens a version-%i database, adding what came after and keeping its rows',
    async (installed) => {
      const name = `tokaas-upgrade-${Math.random()}`;
      const old = new Dexie(name);
      old.version(installed).stores(TABLES_BY_VERSION[installed]);
      await old.open();
      await old.table('contracts').put({ id: 7, userId: 3, status: 'active' });
      await old.table('inspectionDrafts').put({ id: '7:check_in', userId: 3, contractId: 7, answers: {} });
      old.close();

      const current = new TokaasDatabase(name);
      await current.open();
      expect(current.verno).toBe(4);
      expect(current.tables.map((t) => t.name).sort()).toEqual(Object.keys(TABLES_BY_VERSION[4]).sort());
      expect(await current.contracts.get(7)).toMatchObject({ status: 'active' });
      expect(await current.inspectionDrafts.where('contractId').equals(7).count()).toBe(1);
      await current.notifications.put({ id: 1, userId: 3 });
      await current.cache.put({ key: '/api/tutorials', userId: 3, value: [], at: 1 });
      expect(await current.notifications.where('userId').equals(3).count()).toBe(1);
      current.close();
    },
  );

  it('creates a new database with every table and index of the latest version', async () => {
    const current = new TokaasDatabase(`tokaas-new-${Math.random()}`);
    await current.open();
    expect(current.verno).toBe(4);
    for (const [table, spec] of Object.entries(TABLES_BY_VERSION[4])) {
      const schema = current.table(table).schema;
      const declared = [schema.primKey.src, ...schema.indexes.map((index) => index.src)].join(', ');
      expect(declared).toBe(spec);
    }
    current.close();
  });
});
