// Contract keys: created, renamed, re-photographed and soft-deleted by the contract's resident.
// Every lookup is scoped to the owner, so another resident's key id is simply not found.
import { sql } from 'kysely';
import { type ContractKey, MAX_KEYS_PER_CONTRACT, selfieUrl } from '../../src/api/keys.ts';
import type { DB } from '../db/connect.ts';
import { recordNotification } from '../notifications/record.ts';

const columns = ['id', 'contract_id', 'name', 'code', 'selfie_path', 'active', 'suspended'] as const;

interface KeyRow {
  id: number;
  contract_id: number;
  name: string;
  code: string | null;
  selfie_path: string | null;
  active: boolean;
  suspended: boolean;
}

/** The key as the app sees it: `active` means it opens doors now (on and not suspended). */
export function toContractKey(row: KeyRow): ContractKey {
  return {
    id: row.id,
    contract_id: row.contract_id,
    name: row.name,
    code: row.code,
    selfie: row.selfie_path ? selfieUrl(row.id) : null,
    active: row.active && !row.suspended,
    suspended: row.suspended,
  };
}

export async function findOwnKey(db: DB, userId: number, keyId: number): Promise<KeyRow | undefined> {
  return db
    .selectFrom('contract_keys')
    .select(columns)
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function ownSelfiePath(db: DB, userId: number, keyId: number): Promise<string | undefined> {
  const row = await findOwnKey(db, userId, keyId);
  return row?.selfie_path ?? undefined;
}

export interface NewKey {
  contractId: number;
  userId: number;
  name: string;
  code: string | null;
  selfiePath: string;
}

/** Inserts the key unless the contract already has the maximum; undefined when it is full. */
export async function createKey(db: DB, key: NewKey): Promise<ContractKey | undefined> {
  return db.transaction().execute(async (trx) => {
    // Lock the contract row so two simultaneous creations cannot both pass the count.
    await trx.selectFrom('contracts').select('id').where('id', '=', key.contractId).forUpdate().execute();
    if ((await liveKeyCount(trx, key.contractId)) >= MAX_KEYS_PER_CONTRACT) return undefined;
    const row = await trx
      .insertInto('contract_keys')
      .values({
        contract_id: key.contractId,
        user_id: key.userId,
        name: key.name,
        code: key.code,
        selfie_path: key.selfiePath,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    const created = toContractKey(row);
    if (created.active)
      await recordNotification(trx, {
        userId: key.userId,
        key: `key-active:key:${created.id}`,
        facts: { kind: 'key-active', contractId: key.contractId, keyName: created.name },
      });
    return created;
  });
}

export async function liveKeyCount(db: DB, contractId: number): Promise<number> {
  const row = await db
    .selectFrom('contract_keys')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('contract_id', '=', contractId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function updateKey(
  db: DB,
  keyId: number,
  changes: { name: string; code: string | null; selfiePath?: string },
): Promise<ContractKey> {
  const row = await db
    .updateTable('contract_keys')
    .set({
      name: changes.name,
      code: changes.code,
      ...(changes.selfiePath ? { selfie_path: changes.selfiePath } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', keyId)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toContractKey(row);
}

/** Soft-deletes the key and forgets its selfie (whose bytes a trigger deletes); false if not found. */
export async function deleteKey(db: DB, userId: number, keyId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('contract_keys')
      .select('id')
      .where('id', '=', keyId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('contract_keys')
      .set({ deleted_at: new Date(), updated_at: new Date(), active: false, selfie_path: null })
      .where('id', '=', keyId)
      .execute();
    return true;
  });
}
