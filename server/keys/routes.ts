// POST /contract/create-key, POST /contract/update-key/{keyId}, DELETE /contract/delete-key/{keyId}
// and GET /api/contract-keys/{id}/selfie (the owner only).
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { createKeyRequest, KM, updateKeyRequest } from '../../src/api/keys.ts';
import type { AppEnv, Deps } from '../context.ts';
import { findOwnContract, isActive } from '../contracts/own-contracts.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, notFound, ValidationError } from '../http/errors.ts';
import { param, readBody, validate } from '../http/validate.ts';
import { storeImageField } from '../uploads/image-field.ts';
import { isFile, readImage, removeImage } from '../uploads/image-store.ts';
import { createKey, deleteKey, findOwnKey, ownSelfiePath, updateKey } from './key-repository.ts';

const SELFIE_MESSAGES = {
  missing: KM.selfieRequired,
  tooLarge: KM.selfieTooLarge,
  notImage: KM.selfieNotImage,
};

/** Validates the text fields and reports a missing selfie in the same 422, as the form shows them together. */
function readKeyForm<S extends typeof createKeyRequest | typeof updateKeyRequest>(
  schema: S,
  form: Record<string, unknown>,
  selfieRequired: boolean,
) {
  const errors: Record<string, string[]> = {};
  let input: ReturnType<S['parse']> | undefined;
  try {
    input = validate(schema, form) as ReturnType<S['parse']>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (selfieRequired && !isFile(form.selfie)) errors.selfie = [KM.selfieRequired];
  if (!input || Object.keys(errors).length) throw new ValidationError(errors);
  return input;
}

export function keyRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  async function ownActiveContract(userId: number, contractId: number) {
    const contract = await findOwnContract(db, userId, contractId);
    if (!contract) throw notFound(KM.contractNotFound);
    if (!isActive(contract)) throw fieldError('contract_id', KM.notActive);
    return contract;
  }

  app.post('/contract/create-key', signedIn, async (c) => {
    const userId = userIdOf(c);
    const form = await readBody(c);
    const input = readKeyForm(createKeyRequest, form, true);
    const contract = await ownActiveContract(userId, input.contract_id);
    const selfiePath = await storeImageField(db, 'selfies', 'selfie', form.selfie, SELFIE_MESSAGES);
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
    return c.json({ data: key }, 201);
  });

  app.post('/contract/update-key/:keyId', signedIn, async (c) => {
    const userId = userIdOf(c);
    const keyId = param(c, 'keyId', routeId, KM.keyNotFound);
    const form = await readBody(c);
    const input = readKeyForm(updateKeyRequest, form, false);
    const key = await findOwnKey(db, userId, keyId);
    // A contract_id that is not the key's own reads as an unknown key, never as a move.
    if (!key || (input.contract_id !== undefined && input.contract_id !== key.contract_id)) {
      throw notFound(KM.keyNotFound);
    }
    await ownActiveContract(userId, key.contract_id);
    const selfiePath = isFile(form.selfie)
      ? await storeImageField(db, 'selfies', 'selfie', form.selfie, SELFIE_MESSAGES)
      : undefined;
    // The replaced selfie leaves in the same statement (a trigger, migration 0008): LGPD.
    const updated = await updateKey(db, key.id, { name: input.name, code: input.code, selfiePath });
    return c.json({ data: updated });
  });

  app.delete('/contract/delete-key/:keyId', signedIn, async (c) => {
    const userId = userIdOf(c);
    const keyId = param(c, 'keyId', routeId, KM.keyNotFound);
    // Its selfie leaves in the same transaction (a trigger, migration 0008).
    const deleted = await deleteKey(db, userId, keyId);
    if (!deleted) throw notFound(KM.keyNotFound);
    return c.json({ data: { success: true as const } });
  });

  app.get('/api/contract-keys/:id/selfie', signedIn, async (c) => {
    const userId = userIdOf(c);
    const keyId = param(c, 'id', routeId, KM.keyNotFound);
    const path = await ownSelfiePath(db, userId, keyId);
    const bytes = path ? await readImage(db, path) : undefined;
    if (!bytes) throw notFound(KM.keyNotFound);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="chave-${keyId}.webp"`,
    });
  });

  return app;
}
