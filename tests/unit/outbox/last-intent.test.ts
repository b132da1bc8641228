// Last intent wins (issue 28, Deliver 4): a press on a toggle whose change still waits, never
// sent, replaces that change in the same transaction as its optimistic change; an add then a
// remove that never reached the server sends nothing. A change that may have reached the server
// (being sent right now, or tried before) is never coalesced away: the new intent follows it.
import { describe, expect, it } from 'vitest';
import type { FavoriteRow, MirrorRow, TokaasDatabase } from '../../../src/data/engine/db.ts';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue, enqueueChange } from '../../../src/data/engine/outbox/enqueue.ts';
import type { KeyRow } from '../../../src/data/engine/outbox/mutations/keys.ts';
import { isInFlight } from '../../../src/data/engine/outbox/types.ts';
import { apartment, freshDb, scriptedServer, session } from './fixtures.ts';

const USER = 1;

const favoriteOnServer = (id: number, apartmentId: number): FavoriteRow => ({
  id,
  userId: USER,
  apartment_id: apartmentId,
  apartment: { data: apartment(apartmentId) },
  pending: false,
});

const heart = (db: TokaasDatabase, apartmentId: number) => ({
  add: () =>
    enqueueChange(db, {
      userId: USER,
      kind: 'favorite.add',
      payload: { apartmentId, apartment: apartment(apartmentId) },
    }),
  async remove() {
    const row = await db.favorites.where('apartment_id').equals(apartmentId).first();
    if (!row) throw new Error('not a favourite');
    return enqueueChange(db, {
      userId: USER,
      kind: 'favorite.remove',
      payload: { apartmentId, favoriteId: row.id, snapshot: row },
    });
  },
});

const shown = async (db: TokaasDatabase) => (await db.favorites.toArray()).map((f) => [f.apartment_id, f.id]);

describe('a heart pressed again while its change waits', () => {
  it('an add then a remove never sent: both rows gone, nothing sent', async () => {
    const db = freshDb();
    const unit = heart(db, 10);
    expect((await unit.add()).outcome).toBe('queued');
    expect((await unit.remove()).outcome).toBe('cancelled');
    expect(await db.outbox.count()).toBe(0);
    expect(await shown(db)).toEqual([]);
    const server = scriptedServer();
    expect(await createDrainer({ db, fetch: server.fetch, session: session(USER) })()).toMatchObject({
      sent: 0,
      stoppedBy: 'done',
    });
    expect(server.sent).toEqual([]);
  });

  it('un-hearting then hearting again while the removal waits keeps the favourite (the bug of issue 28)', async () => {
    const db = freshDb();
    await db.favorites.put(favoriteOnServer(500, 10));
    const unit = heart(db, 10);
    expect((await unit.remove()).outcome).toBe('queued');
    expect(await shown(db)).toEqual([]);
    expect((await unit.add()).outcome).toBe('cancelled');
    // Shown at once, under the server's id, and nothing to send: the server still has it.
    expect(await shown(db)).toEqual([[10, 500]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('many presses offline leave at most one change, the last one', async () => {
    const db = freshDb();
    await db.favorites.put(favoriteOnServer(500, 10));
    const unit = heart(db, 10);
    for (let i = 0; i < 7; i++) await (i % 2 === 0 ? unit.remove() : unit.add());
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => r.kind)).toEqual(['favorite.remove']);
    const server = scriptedServer([new Response(null, { status: 204 })]);
    await createDrainer({ db, fetch: server.fetch, session: session(USER) })();
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/enterprise/apartment/favorites/500',
    ]);
    expect(await shown(db)).toEqual([]);
  });

  it('never coalesces away a change being sent: the new intent is queued after it', async () => {
    const db = freshDb();
    const unit = heart(db, 10);
    await unit.add();
    let removed: Awaited<ReturnType<typeof unit.remove>> | undefined;
    const server = scriptedServer([
      async () => {
        // The add is on the wire: the resident un-hearts now.
        const [row] = await db.outbox.toArray();
        expect(row && isInFlight(row, Date.now())).toBe(true);
        removed = await unit.remove();
        return Response.json({ data: { id: 600, apartment_id: 10 } }, { status: 201 });
      },
      new Response(null, { status: 204 }),
    ]);
    await createDrainer({ db, fetch: server.fetch, session: session(USER) })();
    expect(removed?.outcome).toBe('queued');
    // The add reached the server, so the removal follows it to the id the server gave.
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/enterprise/apartment/favorites',
      'DELETE /api/enterprise/apartment/favorites/600',
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await shown(db)).toEqual([]);
  });

  it('a change tried once (its answer lost) may be applied: the undo is sent after it', async () => {
    const db = freshDb();
    const unit = heart(db, 10);
    await unit.add();
    await createDrainer({ db, fetch: scriptedServer(['network-error']).fetch, session: session(USER) })();
    expect((await unit.remove()).outcome).toBe('queued');
    expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(['favorite.add', 'favorite.remove']);
  });

  it('a mark left by a crash mid-send stops counting as in flight, but the row is not coalesced away', async () => {
    const db = freshDb();
    const unit = heart(db, 10);
    const { row } = await unit.add();
    const crashedAt = Date.now() - 10 * 60_000;
    await db.outbox.update(row.seq as number, { sendingSince: crashedAt });
    const [marked] = await db.outbox.toArray();
    expect(marked && isInFlight(marked, Date.now())).toBe(false);
    expect((await unit.remove()).outcome).toBe('queued');
    // The next drain sends both, in order, and clears the mark with the outcome.
    const server = scriptedServer([
      Response.json({ data: { id: 700, apartment_id: 10 } }, { status: 201 }),
      new Response(null, { status: 204 }),
    ]);
    await createDrainer({ db, fetch: server.fetch, session: session(USER) })();
    expect(server.sent.map((r) => r.method)).toEqual(['POST', 'DELETE']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('the mark is cleared when a send fails, and set only while sending', async () => {
    const db = freshDb();
    await heart(db, 10).add();
    await createDrainer({ db, fetch: scriptedServer(['network-error']).fetch, session: session(USER) })();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ attempts: 1, status: 'pending' });
    expect(row?.sendingSince).toBeUndefined();
  });
});

describe('a key edited again while its edit waits', () => {
  const CONTRACT = 5;
  const original: KeyRow = {
    id: 40,
    name: 'Chave da Ana',
    code: '1234',
    selfie: '/api/contract-keys/40/selfie',
    active: true,
    suspended: false,
  };
  const edit = (db: TokaasDatabase, name: string, before: KeyRow, selfie?: Blob) =>
    enqueue(db, {
      userId: USER,
      kind: 'key.update',
      payload: { contractId: CONTRACT, keyId: 40, name, code: '1234', before, ...(selfie ? { selfie } : {}) },
    });
  const keysOf = async (db: TokaasDatabase) =>
    ((await db.contracts.get(CONTRACT)) as unknown as { key: KeyRow[] }).key;

  it('sends one request with the last texts and the last selfie, and a refusal restores the key as it was', async () => {
    const db = freshDb();
    await db.contracts.put({ id: CONTRACT, userId: USER, key: [original] } as unknown as MirrorRow);
    const photo = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    const first = await edit(db, 'Chave da Bia', original, photo);
    const shownAfterFirst = (await keysOf(db))[0] as KeyRow;
    const second = await edit(db, 'Chave da Carla', shownAfterFirst);
    expect(second.id).toBe(first.id);
    expect(await db.outbox.count()).toBe(1);
    expect((await keysOf(db))[0]).toMatchObject({ name: 'Chave da Carla', pending: 'update' });

    const server = scriptedServer([Response.json({ message: 'Nome inválido.' }, { status: 422 })]);
    await createDrainer({ db, fetch: server.fetch, session: session(USER) })();
    expect(server.sent).toHaveLength(1);
    const form = Object.fromEntries((server.sent[0]?.body as FormData | undefined)?.entries() ?? []);
    expect(form.name).toBe('Chave da Carla');
    expect(form.selfie).toBeInstanceOf(Blob);
    // Refused: the key as it was before the first edit, not as the second edit found it.
    expect((await keysOf(db))[0]).toMatchObject({ name: 'Chave da Ana' });
    expect((await keysOf(db))[0]?.pending).toBeUndefined();
  });

  it('an edit of another key, or a delete, is queued apart', async () => {
    const db = freshDb();
    await db.contracts.put({ id: CONTRACT, userId: USER, key: [original] } as unknown as MirrorRow);
    await edit(db, 'Chave da Bia', original);
    await enqueue(db, {
      userId: USER,
      kind: 'key.delete',
      payload: { contractId: CONTRACT, keyId: 40, before: original },
    });
    expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(['key.update', 'key.delete']);
  });
});

describe('a device that knows it is offline', () => {
  it('sends nothing, so a change made offline for hours stays untried and a press back cancels it', async () => {
    const db = freshDb();
    await db.favorites.put(favoriteOnServer(500, 10));
    const unit = heart(db, 10);
    await unit.remove();
    const server = scriptedServer();
    const offline = createDrainer({ db, fetch: server.fetch, session: session(USER), online: () => false });
    expect(await offline()).toMatchObject({ sent: 0, stoppedBy: 'network', nextRetryAt: null });
    expect(server.sent).toEqual([]);
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 0 });
    expect((await unit.add()).outcome).toBe('cancelled');
    expect(await shown(db)).toEqual([[10, 500]]);
  });
});

describe('a press back when the server already holds what the waiting change asks', () => {
  it('an add waiting while a pull brought the server’s favourite: the removal is still sent', async () => {
    // Found by the chaos test: the add was queued, then a pull wrote the server's row (the add
    // re-applied on top shows nothing new), and the un-heart cancelled only the add.
    const db = freshDb();
    const unit = heart(db, 10);
    await unit.add();
    await db.favorites.clear();
    await db.favorites.put(favoriteOnServer(500, 10));
    expect((await unit.remove()).outcome).toBe('queued');
    expect(await shown(db)).toEqual([]);
    expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(['favorite.add', 'favorite.remove']);
  });
});
