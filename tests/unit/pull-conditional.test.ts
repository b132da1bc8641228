// The pull's conditional GETs (src/data/engine/sync/etags.ts): a full pull sends the ETag each
// resource's rows came with and keeps the rows on a 304, but only while nothing local has touched
// them, only for the user the tag was stored for, and never after the mirror was cleared.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearResidentData } from '../../src/data/clear.ts';
import type { TokaasDatabase } from '../../src/data/engine/db.ts';
import { enqueue } from '../../src/data/engine/outbox/enqueue.ts';
import { addRefreshDue } from '../../src/data/engine/outbox/refresh-due.ts';
import { storeEtag } from '../../src/data/engine/sync/etags.ts';
import { pullResident } from '../../src/data/engine/sync/pull.ts';
import type { ResourceName } from '../../src/data/engine/sync/resource-names.ts';
import { RESOURCES } from '../../src/data/engine/sync/resources.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';
import { apartment, freshDb } from './outbox/fixtures.ts';

const NAMES = RESOURCES.map((r) => r.name);
const tagOf = (name: ResourceName) => `W/"${name}-v1"`;
const ticket = { id: 41, userId: 7, title: 'Lâmpada queimada', updatedAt: '2026-11-28T12:00:00Z' };

/** A server that answers 304 to the tag it gave for a resource, and records what it was asked. */
function server() {
  const asked: { path: string; ifNoneMatch: string | undefined }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const ifNoneMatch = headers['if-none-match'];
    asked.push({ path: url, ifNoneMatch });
    const resource = RESOURCES.find((r) => r.path === url);
    if (resource && ifNoneMatch === tagOf(resource.name)) {
      return new Response(null, { status: 304, headers: { etag: tagOf(resource.name) } });
    }
    // Anything asked unconditionally is refused, so a test sees which requests carried a tag.
    return Response.json({ message: 'Erro interno.' }, { status: 500 });
  }) as unknown as typeof globalThis.fetch;
  const tagged = () => asked.filter((a) => a.ifNoneMatch !== undefined).map((a) => a.path);
  return { fetch, asked, tagged };
}

/** A mirror as a full pull left it: a ticket among its rows, every resource tagged. */
async function pulledMirror(userId = 7): Promise<TokaasDatabase> {
  const db = freshDb();
  await db.tickets.put({ ...ticket, userId });
  await db.transaction('rw', ['cache', ...NAMES], async () => {
    for (const name of NAMES) await storeEtag(db, userId, name, tagOf(name));
  });
  return db;
}

const everyPath = RESOURCES.map((r) => r.path);

describe('a full pull with the tags of its rows', () => {
  it('sends every tag and keeps the rows the server says are unchanged', async () => {
    const db = await pulledMirror();
    const { fetch, tagged } = server();
    const result = await pullResident({ db, fetch }, { userId: 7, token: 't' });
    expect(tagged()).toEqual(everyPath);
    expect(result).toEqual({ outcome: 'ok', written: [], unchanged: NAMES });
    expect(await db.tickets.toArray()).toEqual([ticket]);
    // An unchanged resource counts as pulled: screens stop showing "not pulled yet".
    expect((await db.meta.get(syncedKey('tickets')))?.value).toEqual(expect.any(Number));
  });

  it('stores the tag of a changed answer and sends it next time', async () => {
    const db = freshDb();
    const notifications = RESOURCES.find((r) => r.name === 'notifications');
    const changed = (async () =>
      Response.json(
        { data: [], unread: 0 },
        { headers: { etag: tagOf('notifications') } },
      )) as unknown as typeof globalThis.fetch;
    const first = await pullResident({ db, fetch: changed }, { userId: 7, token: 't' }, ['notifications']);
    expect(first.written).toEqual(['notifications']);
    const { fetch, tagged } = server();
    await pullResident({ db, fetch }, { userId: 7, token: 't' });
    expect(tagged()).toEqual([notifications?.path]);
  });

  it('sends no tag while a change waits to be sent: the rows hold it, not the answer', async () => {
    const db = await pulledMirror();
    await enqueue(db, {
      userId: 7,
      kind: 'favorite.add',
      payload: { apartmentId: 3, apartment: apartment(3) },
    });
    const { fetch, tagged } = server();
    await pullResident({ db, fetch }, { userId: 7, token: 't' });
    expect(tagged()).toEqual([]);
  });

  it('sends no tag for rows changed here since, even once the change has left the outbox', async () => {
    const db = await pulledMirror();
    // The favourite shows at once (optimistic), then its outbox row goes (acknowledged elsewhere).
    const row = await enqueue(db, {
      userId: 7,
      kind: 'favorite.add',
      payload: { apartmentId: 3, apartment: apartment(3) },
    });
    await db.outbox.delete(row.seq as number);
    // Edited by another context, say: the ticket's rows are no longer what the server sent.
    await db.tickets.update(41, { title: 'Lâmpada trocada' });
    const { fetch, tagged } = server();
    await pullResident({ db, fetch }, { userId: 7, token: 't' });
    expect(tagged()).toEqual(
      everyPath.filter((p) => !p.startsWith('/api/enterprise/tickets') && !p.endsWith('/favorites')),
    );
  });

  it('sends no tag for a resource an acknowledgement left stale, nor in a partial pull', async () => {
    const db = await pulledMirror();
    await db.transaction('rw', [db.meta], () => addRefreshDue(db, ['tickets']));
    const full = server();
    await pullResident({ db, fetch: full.fetch }, { userId: 7, token: 't' });
    expect(full.tagged()).toEqual(everyPath.filter((p) => !p.startsWith('/api/enterprise/tickets')));
    const partial = server();
    await pullResident({ db, fetch: partial.fetch }, { userId: 7, token: 't' }, ['contracts']);
    expect(partial.asked.map((a) => a.ifNoneMatch)).toEqual([undefined]);
  });

  it("never sends another user's tag, and none after the mirror was cleared", async () => {
    const db = await pulledMirror(7);
    const other = server();
    await pullResident({ db, fetch: other.fetch }, { userId: 8, token: 'u' });
    expect(other.tagged()).toEqual([]);

    await clearResidentData(db);
    const again = server();
    await pullResident({ db, fetch: again.fetch }, { userId: 7, token: 't' });
    expect(again.tagged()).toEqual([]);
  });
});
