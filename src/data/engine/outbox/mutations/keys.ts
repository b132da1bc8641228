// Contract keys (spec 3 'Contract key', 5 'Key form', 7 create-key / update-key / delete-key),
// offline-first: a key created, edited or deleted with no signal shows at once in the contract's
// key list, marked pending, and is sent once when the connection returns. The selfie Blob stays in
// this outbox row (IndexedDB) until the server has it; it never goes into the contract mirror.
// Access is never granted optimistically: a key waiting to be sent is shown inactive and pending,
// and a key waiting to be deleted keeps its place (marked) until the server confirms.
import type { Table } from 'dexie';
import type { z } from 'zod';
import type { Contract } from '../../../../api/contracts.ts';
import type { ContractKey, createKeyRequest } from '../../../../api/keys.ts';
import type { MirrorRow, TokaasDatabase } from '../../db.ts';
import type { MutationHandler } from '../mutation-handler.ts';
import { registerMutation } from '../registry.ts';
import type { OutboxRow } from '../types.ts';

export type KeyPendingState = 'create' | 'update' | 'delete';

/** A key in the contract mirror: the server's, or one created here ('local:…' id) not yet acknowledged. */
export interface KeyRow {
  id: number | string;
  name: string;
  code: string | null;
  selfie: string | null;
  active: boolean;
  suspended: boolean;
  /** What is waiting to be sent for this key, if anything. */
  pending?: KeyPendingState;
}

type ContractMirror = Omit<Contract, 'key'> & { userId: number; key: KeyRow[] };

/** The texts as the request's schema gives them (a blank code is none). */
type KeyTexts = Pick<z.output<typeof createKeyRequest>, 'name'> & { code: string | null };

export interface KeyCreatePayload extends KeyTexts {
  contractId: number;
  selfie: Blob;
}

export interface KeyUpdatePayload extends KeyTexts {
  contractId: number;
  /** Server id, or the 'local:…' id of a key created offline. */
  keyId: number | string;
  /** A new selfie, or nothing to keep the current one. */
  selfie?: Blob;
  /** The key as it was, restored if the server refuses the change. */
  before: KeyRow;
}

export interface KeyDeletePayload {
  contractId: number;
  keyId: number | string;
  before: KeyRow;
}

export const localKeyId = (row: Pick<OutboxRow, 'id'>) => `local:${row.id}`;

function contracts(db: TokaasDatabase) {
  return db.contracts as unknown as Table<ContractMirror & MirrorRow, number>;
}

/** Follows a local key id to the id the server gave it, once acknowledged. */
export async function resolveKeyId(db: TokaasDatabase, id: number | string): Promise<number | string> {
  if (typeof id === 'number') return id;
  return (await db.idMap.get(id))?.serverId ?? id;
}

/** Rewrites the key list of the user's contract, if the contract is in the mirror. */
async function editKeys(
  db: TokaasDatabase,
  row: OutboxRow<{ contractId: number }>,
  change: (keys: KeyRow[]) => KeyRow[],
): Promise<void> {
  const contract = await contracts(db).get(row.payload.contractId);
  if (!contract || contract.userId !== row.userId) return;
  await contracts(db).put({ ...contract, key: change(contract.key) });
}

/** The key as the list shows it, from the server's answer (which also carries contract_id). */
function fromServer(key: ContractKey): KeyRow {
  return {
    id: key.id,
    name: key.name,
    code: key.code,
    selfie: key.selfie,
    active: key.active,
    suspended: key.suspended,
  };
}

function serverKeyOf(response: unknown): ContractKey | undefined {
  const data = (response as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && typeof (data as { id?: unknown }).id === 'number'
    ? (data as ContractKey)
    : undefined;
}

const text = (value: string | null) => value ?? '';

/** A refused create or edit is corrected in its name and code on the pending-changes screen. */
function editableTexts<P extends KeyTexts>(): NonNullable<MutationHandler<P>['editable']> {
  return {
    fields: (p) => [
      { name: 'name', label: 'Nome', value: p.name },
      { name: 'code', label: 'Código (opcional)', value: text(p.code) },
    ],
    withValues: (p, v) => ({
      ...p,
      name: (v.name ?? p.name).trim(),
      code: v.code === undefined ? p.code : v.code.trim() || null,
    }),
  };
}

export const keyCreate = registerMutation<KeyCreatePayload, 'key.create'>({
  kind: 'key.create',
  describe: (p) => `Nova chave: ${p.name}`,
  async apply(db, row) {
    if (await db.idMap.get(localKeyId(row))) return;
    await editKeys(db, row, (keys) =>
      keys.some((k) => k.id === localKeyId(row))
        ? keys
        : [
            ...keys,
            {
              id: localKeyId(row),
              name: row.payload.name,
              code: row.payload.code,
              selfie: null,
              active: false,
              suspended: false,
              pending: 'create',
            },
          ],
    );
  },
  request: async (_db, row) => ({
    method: 'POST',
    path: '/contract/create-key',
    form: {
      fields: {
        contract_id: String(row.payload.contractId),
        name: row.payload.name,
        code: text(row.payload.code),
      },
      files: { selfie: row.payload.selfie },
    },
  }),
  async acknowledge(db, row, response) {
    const key = serverKeyOf(response);
    if (!key) return;
    await db.idMap.put({ localId: localKeyId(row), serverId: key.id });
    await editKeys(db, row, (keys) => {
      const local = keys.find((k) => k.id === localKeyId(row));
      // An edit or a delete written offline after this create is still waiting: keep what it shows.
      const later =
        local?.pending && local.pending !== 'create'
          ? { name: local.name, code: local.code, pending: local.pending }
          : {};
      const acknowledged = { ...fromServer(key), ...later };
      // In the local key's place, so the list does not move under the resident.
      return local
        ? keys.flatMap((k) => (k === local ? [acknowledged] : k.id === key.id ? [] : [k]))
        : [...keys.filter((k) => k.id !== key.id), acknowledged];
    });
  },
  async rollback(db, row) {
    await editKeys(db, row, (keys) => keys.filter((k) => k.id !== localKeyId(row)));
  },
  editable: editableTexts(),
});

export const keyUpdate = registerMutation<KeyUpdatePayload, 'key.update'>({
  kind: 'key.update',
  describe: (p) => `Editar chave: ${p.name}`,
  async apply(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    await editKeys(db, row, (keys) =>
      keys.map((k) =>
        k.id === id
          ? {
              ...k,
              name: row.payload.name,
              code: row.payload.code,
              // A key still waiting to be created stays 'create'; a delete written later wins.
              pending: k.pending === 'create' || k.pending === 'delete' ? k.pending : 'update',
            }
          : k,
      ),
    );
  },
  async request(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    if (typeof id !== 'number') {
      // Sent in order, so the key's creation was refused by the server: there is nothing to edit.
      throw new Error('A criação desta chave foi recusada pelo servidor.');
    }
    return {
      method: 'POST',
      path: `/contract/update-key/${id}`,
      form: {
        fields: {
          contract_id: String(row.payload.contractId),
          name: row.payload.name,
          code: text(row.payload.code),
        },
        ...(row.payload.selfie ? { files: { selfie: row.payload.selfie } } : {}),
      },
    };
  },
  async acknowledge(db, row, response) {
    const key = serverKeyOf(response);
    if (!key) return;
    await editKeys(db, row, (keys) =>
      keys.map((k) =>
        k.id === key.id
          ? { ...fromServer(key), ...(k.pending === 'delete' ? { pending: k.pending } : {}) }
          : k,
      ),
    );
  },
  async rollback(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    const { before } = row.payload;
    await editKeys(db, row, (keys) =>
      keys.map((k) =>
        k.id === id
          ? {
              ...k,
              name: before.name,
              code: before.code,
              pending: k.pending === 'update' ? before.pending : k.pending,
            }
          : k,
      ),
    );
  },
  // An edit of a key whose edit still waits replaces it: one request with the last texts, the
  // last selfie taken, and the key as it was before the first edit (restored on a refusal).
  lastIntent: {
    subject: (p) => `key:${p.contractId}:${p.keyId}`,
    supersede: async (_db, waiting, next) => {
      const earlier = waiting.payload as KeyUpdatePayload;
      const selfie = next.payload.selfie ?? earlier.selfie;
      return {
        replace: { ...next.payload, before: earlier.before, ...(selfie ? { selfie } : {}) },
      };
    },
  },
  editable: editableTexts(),
});

export const keyDelete = registerMutation<KeyDeletePayload, 'key.delete'>({
  kind: 'key.delete',
  describe: (p) => `Deletar chave: ${p.before.name}`,
  async apply(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    // Marked, not removed: the key still opens doors until the server confirms the deletion.
    await editKeys(db, row, (keys) =>
      keys.map((k) => (k.id === id ? { ...k, pending: 'delete' as const } : k)),
    );
  },
  async request(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    // Created offline and never accepted by the server: there is nothing to delete there.
    if (typeof id !== 'number') return null;
    return { method: 'DELETE', path: `/contract/delete-key/${id}` };
  },
  // Already gone on the server (deleted from another device): the change holds.
  alreadyApplied: (status) => status === 404,
  async acknowledge(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    await editKeys(db, row, (keys) => keys.filter((k) => k.id !== id));
  },
  async rollback(db, row) {
    const id = await resolveKeyId(db, row.payload.keyId);
    await editKeys(db, row, (keys) =>
      keys.map((k) =>
        k.id === id && k.pending === 'delete' ? { ...k, pending: row.payload.before.pending } : k,
      ),
    );
  },
});
