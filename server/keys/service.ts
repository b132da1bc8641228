// Door keys of the caller's contracts: created, edited and deleted while the contract is Ativo,
// and their selfies read back. Here because each joins the ownership checks (own-contracts.ts,
// key-repository.ts) to the selfie's storage and the per-contract limit.
import type { z } from 'zod';
import { type ContractKey, type createKeyRequest, KM, type updateKeyRequest } from '../../src/api/keys.ts';
import { ownActiveContract } from '../contracts/active-contract.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { storeImageField } from '../uploads/image-field.ts';
import { isFile, readImage, removeImage } from '../uploads/image-store.ts';
import { createKey, deleteKey, findOwnKey, ownSelfiePath, updateKey } from './key-repository.ts';

const SELFIE_MESSAGES = {
  missing: KM.selfieRequired,
  tooLarge: KM.selfieTooLarge,
  notImage: KM.selfieNotImage,
};

const CONTRACT_REFUSALS = { field: 'contract_id', notFound: KM.contractNotFound, notActive: KM.notActive };

/** A new key with its selfie; a contract already at the limit keeps no stray selfie. */
export async function addKey(
  db: DB,
  userId: number,
  input: z.output<typeof createKeyRequest>,
  selfie: unknown,
): Promise<ContractKey> {
  const contract = await ownActiveContract(db, userId, input.contract_id, CONTRACT_REFUSALS);
  const selfiePath = await storeImageField(db, 'selfies', 'selfie', selfie, SELFIE_MESSAGES);
  const key = await createKey(db, {
    contractId: contract.id,
    userId,
    name: input.name,
    code: input.code,
    selfiePath,
  });
  if (!key) {
    await removeImage(db, selfiePath);
    throw fieldError('contract_id', KM.tooMany);
  }
  return key;
}

/** Renames the key, changes its code and, when a file comes, its selfie. */
export async function editKey(
  db: DB,
  userId: number,
  keyId: number,
  input: z.output<typeof updateKeyRequest>,
  selfie: unknown,
): Promise<ContractKey> {
  const key = await findOwnKey(db, userId, keyId);
  // A contract_id that is not the key's own reads as an unknown key, never as a move.
  if (!key || (input.contract_id !== undefined && input.contract_id !== key.contract_id)) {
    throw notFound(KM.keyNotFound);
  }
  await ownActiveContract(db, userId, key.contract_id, CONTRACT_REFUSALS);
  const selfiePath = isFile(selfie)
    ? await storeImageField(db, 'selfies', 'selfie', selfie, SELFIE_MESSAGES)
    : undefined;
  // The replaced selfie leaves in the same statement (a trigger, migration 0008): LGPD.
  return updateKey(db, key.id, { name: input.name, code: input.code, selfiePath });
}

/** Soft-deletes the caller's key; its selfie leaves in the same transaction (migration 0008). */
export async function removeKey(db: DB, userId: number, keyId: number): Promise<void> {
  if (!(await deleteKey(db, userId, keyId))) throw notFound(KM.keyNotFound);
}

/** The selfie's bytes, for the key's owner only. */
export async function keySelfie(db: DB, userId: number, keyId: number): Promise<Buffer> {
  const path = await ownSelfiePath(db, userId, keyId);
  const bytes = path ? await readImage(db, path) : undefined;
  if (!bytes) throw notFound(KM.keyNotFound);
  return bytes;
}
