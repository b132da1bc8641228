import { describe, expect, it } from 'vitest';
import type { MirrorRow, TokaasDatabase } from '../../../src/data/engine/db.ts';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import type { MutationHandler } from '../../../src/data/engine/outbox/mutation-handler.ts';
import {
  type KeyCreatePayload,
  type KeyRow,
  keyCreate,
  keyUpdate,
} from '../../../src/data/engine/outbox/mutations/keys.ts';
import { reapplyPending } from '../../../src/data/engine/outbox/rebase.ts';
import { freshDb, type SentRequest, scriptedServer, session } from './fixtures.ts';

const USER = 7;
const CONTRACT = 5;

const serverKey = (id: number, name: string, code: string | null = null) => ({
  id,
  contract_id: CONTRACT,
  name,
  code,
  selfie: `/api/contract-keys/${id}/selfie`,
  active: true,
  suspended: false,
});

const keyOnServer = (id: number, name: string): KeyRow => {
  const { contract_id: _, ...key } = serverKey(id, name);
  return key;
};

async function withContract(db: TokaasDatabase, keys: KeyRow[] = []): Promise<void> {
  await db.contracts.put({ id: CONTRACT, userId: USER, key: keys } as unknown as MirrorRow);
}

async function keysOf(db: TokaasDatabase): Promise<KeyRow[]> {
  return ((await db.contracts.get(CONTRACT)) as unknown as { key: KeyRow[] }).key;
}

const selfie = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

function formOf(request: SentRequest | undefined): Record<string, FormDataEntryValue> {
  expect(request?.body).toBeInstanceOf(FormData);
  return Object.fromEntries((request?.body as FormData | undefined)?.entries() ?? []);
}

const drain = (db: TokaasDatabase, fetch: typeof globalThis.fetch) =>
  createDrainer({ db, fetch, session: session(USER) })();

function create(db: TokaasDatabase, name = 'Chave da Ana', code: string | null = '1234') {
  return enqueue(db, {
    userId: USER,
    kind: 'key.create',
    payload: { contractId: CONTRACT, name, code, selfie: selfie() },
  });
}

describe('key.create', () => {
  it('shows the key at once as pending and inactive, then sends one multipart request with the selfie', async () => {
    const db = freshDb();
    await withContract(db, [keyOnServer(1, 'Chave antiga')]);
    const row = await create(db);

    expect(await keysOf(db)).toEqual([
      keyOnServer(1, 'Chave antiga'),
      {
        id: `local:${row.id}`,
        name: 'Chave da Ana',
        code: '1234',
        selfie: null,
        active: false,
        suspended: false,
        pending: 'create',
      },
    ]);

    const server = scriptedServer([
      Response.json({ data: serverKey(41, 'Chave da Ana', '1234') }, { status: 201 }),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 1, rejected: 0 });

    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      path: '/contract/create-key',
      idempotencyKey: row.id,
    });
    const fields = formOf(server.sent[0]);
    expect(fields.contract_id).toBe(String(CONTRACT));
    expect(fields.name).toBe('Chave da Ana');
    expect(fields.code).toBe('1234');
    expect(fields.selfie).toBeInstanceOf(Blob);
    expect((fields.selfie as File).type).toBe('image/jpeg');

    expect(await keysOf(db)).toEqual([
      keyOnServer(1, 'Chave antiga'),
      { ...keyOnServer(41, 'Chave da Ana'), code: '1234' },
    ]);
    expect(await db.idMap.get(`local:${row.id}`)).toEqual({ localId: `local:${row.id}`, serverId: 41 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the selfie in the outbox row across a network failure and resends with the same Idempotency-Key', async () => {
    const db = freshDb();
    await withContract(db);
    const row = await create(db);
    const server = scriptedServer([
      'network-error',
      Response.json({ data: serverKey(42, 'Chave da Ana') }, { status: 201 }),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ stoppedBy: 'network', sent: 0 });
    const waiting = await db.outbox.toArray();
    expect(waiting).toHaveLength(1);
    expect((waiting[0]?.payload as KeyCreatePayload | undefined)?.selfie).toBeInstanceOf(Blob);
    expect((await keysOf(db))[0]).toMatchObject({ pending: 'create', active: false });

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 1 });
    expect(server.sent.map((r) => r.idempotencyKey)).toEqual([row.id, row.id]);
    expect(await keysOf(db)).toEqual([keyOnServer(42, 'Chave da Ana')]);
  });

  it('is shown again on top of a pull that replaced the contract, and not twice after it was acknowledged', async () => {
    const db = freshDb();
    await withContract(db);
    const row = await create(db);
    // A pull writes the server's contract (without the key) and re-applies pending changes.
    await db.transaction('rw', ['contracts', 'outbox', 'idMap', 'inspectionDrafts'], async () => {
      await withContract(db, [keyOnServer(1, 'Outra')]);
      await reapplyPending(db, USER);
    });
    expect((await keysOf(db)).map((k) => k.id)).toEqual([1, `local:${row.id}`]);

    const server = scriptedServer([Response.json({ data: serverKey(43, 'Chave da Ana') }, { status: 201 })]);
    await drain(db, server.fetch);
    await db.transaction('rw', ['contracts', 'outbox', 'idMap', 'inspectionDrafts'], async () => {
      await withContract(db, [keyOnServer(1, 'Outra'), keyOnServer(43, 'Chave da Ana')]);
      await reapplyPending(db, USER);
    });
    expect((await keysOf(db)).map((k) => k.id)).toEqual([1, 43]);
  });

  it('when refused, the key leaves the list, an edit of it is refused too and its deletion is dropped', async () => {
    const db = freshDb();
    await withContract(db);
    const row = await create(db, '');
    const localId = `local:${row.id}`;
    const before = (await keysOf(db))[0] as KeyRow;
    await enqueue(db, {
      userId: USER,
      kind: 'key.update',
      payload: { contractId: CONTRACT, keyId: localId, name: 'Ana', code: null, before },
    });
    await enqueue(db, {
      userId: USER,
      kind: 'key.delete',
      payload: { contractId: CONTRACT, keyId: localId, before },
    });
    const server = scriptedServer([
      Response.json(
        { message: 'O campo nome é obrigatório.', errors: { name: ['O campo nome é obrigatório.'] } },
        { status: 422 },
      ),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ rejected: 2, sent: 0 });
    expect(server.sent).toHaveLength(1);
    expect(await keysOf(db)).toEqual([]);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.kind, r.status, r.error?.message])).toEqual([
      ['key.create', 'rejected', 'O campo nome é obrigatório.'],
      ['key.update', 'rejected', 'A criação desta chave foi recusada pelo servidor.'],
    ]);
  });
});

describe('key.update and key.delete', () => {
  it('an edit shows at once, marked pending, and is sent without a selfie when none was chosen', async () => {
    const db = freshDb();
    const before = keyOnServer(9, 'Chave do João');
    await withContract(db, [before]);
    const row = await enqueue(db, {
      userId: USER,
      kind: 'key.update',
      payload: { contractId: CONTRACT, keyId: 9, name: 'João', code: '0000', before },
    });
    expect(await keysOf(db)).toEqual([{ ...before, name: 'João', code: '0000', pending: 'update' }]);

    const server = scriptedServer([Response.json({ data: serverKey(9, 'João', '0000') })]);
    await drain(db, server.fetch);
    expect(server.sent[0]).toMatchObject({ path: '/contract/update-key/9', idempotencyKey: row.id });
    const fields = formOf(server.sent[0]);
    expect(fields).toEqual({ contract_id: String(CONTRACT), name: 'João', code: '0000' });
    expect(await keysOf(db)).toEqual([{ ...keyOnServer(9, 'João'), code: '0000' }]);
  });

  it('a refused edit restores the key as it was', async () => {
    const db = freshDb();
    const before = keyOnServer(9, 'Chave do João');
    await withContract(db, [before]);
    await enqueue(db, {
      userId: USER,
      kind: 'key.update',
      payload: { contractId: CONTRACT, keyId: 9, name: 'x'.repeat(80), code: null, selfie: selfie(), before },
    });
    const server = scriptedServer([
      Response.json({ message: 'O nome da chave deve ter no máximo 60 caracteres.' }, { status: 422 }),
    ]);
    await drain(db, server.fetch);
    expect(formOf(server.sent[0]).selfie).toBeInstanceOf(Blob);
    expect(await keysOf(db)).toEqual([before]);
  });

  it('a deletion keeps the key visible (marked) until acknowledged; 404 counts as done', async () => {
    const db = freshDb();
    const before = keyOnServer(9, 'Chave do João');
    await withContract(db, [before, keyOnServer(10, 'Outra')]);
    await enqueue(db, {
      userId: USER,
      kind: 'key.delete',
      payload: { contractId: CONTRACT, keyId: 9, before },
    });
    expect((await keysOf(db))[0]).toMatchObject({ id: 9, pending: 'delete', active: true });
    const server = scriptedServer([Response.json({ message: 'Chave não encontrada.' }, { status: 404 })]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 1, rejected: 0 });
    expect(server.sent[0]).toMatchObject({ method: 'DELETE', path: '/contract/delete-key/9' });
    expect(await keysOf(db)).toEqual([keyOnServer(10, 'Outra')]);
  });

  it('a refused deletion puts the key back as it was', async () => {
    const db = freshDb();
    const before = keyOnServer(9, 'Chave do João');
    await withContract(db, [before]);
    await enqueue(db, {
      userId: USER,
      kind: 'key.delete',
      payload: { contractId: CONTRACT, keyId: 9, before },
    });
    await drain(db, scriptedServer([Response.json({ message: 'Não.' }, { status: 422 })]).fetch);
    expect(await keysOf(db)).toEqual([before]);
  });

  it('create, edit and delete of one key made offline reach the server in order, on its real id', async () => {
    const db = freshDb();
    await withContract(db);
    const created = await create(db, 'Chave da Ana', null);
    const localId = `local:${created.id}`;
    const shown = (await keysOf(db))[0] as KeyRow;
    await enqueue(db, {
      userId: USER,
      kind: 'key.update',
      payload: { contractId: CONTRACT, keyId: localId, name: 'Ana', code: '77', before: shown },
    });
    expect(await keysOf(db)).toMatchObject([{ id: localId, name: 'Ana', pending: 'create' }]);
    await enqueue(db, {
      userId: USER,
      kind: 'key.delete',
      payload: { contractId: CONTRACT, keyId: localId, before: (await keysOf(db))[0] as KeyRow },
    });
    expect(await keysOf(db)).toMatchObject([{ id: localId, pending: 'delete' }]);

    const server = scriptedServer([
      Response.json({ data: serverKey(50, 'Chave da Ana') }, { status: 201 }),
      Response.json({ data: serverKey(50, 'Ana', '77') }),
      Response.json({ data: { success: true } }),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 3 });
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /contract/create-key',
      'POST /contract/update-key/50',
      'DELETE /contract/delete-key/50',
    ]);
    expect(formOf(server.sent[0]).code).toBe('');
    expect(await keysOf(db)).toEqual([]);
  });
});

describe('a refused key change corrected on the pending-changes screen', () => {
  const before = { id: 4, name: 'Ana', code: '1234', selfie: null, active: true, suspended: false };
  const payloads = {
    create: { contractId: 1, name: 'Ana', code: '1234', selfie: new Blob(['x']) },
    update: { contractId: 1, keyId: 4, name: 'Ana', code: '1234', before },
  };

  it.each([
    ['key.create', keyCreate, payloads.create],
    ['key.update', keyUpdate, payloads.update],
  ] as const)(
    '%s offers Nome and Código, trims them and takes a blank code as none',
    (_, handler, payload) => {
      const editable = handler.editable as NonNullable<MutationHandler<typeof payload>['editable']>;
      expect(editable.fields(payload)).toEqual([
        { name: 'name', label: 'Nome', value: 'Ana' },
        { name: 'code', label: 'Código (opcional)', value: '1234' },
      ]);
      expect(editable.withValues(payload, { name: '  Ana Lima ', code: '   ' })).toEqual({
        ...payload,
        name: 'Ana Lima',
        code: null,
      });
      expect(editable.withValues(payload, { code: ' 987 ' })).toEqual({ ...payload, code: '987' });
    },
  );
});
