// POST /contract/create-key, POST /contract/update-key/{keyId}, DELETE /contract/delete-key/{keyId}
// and GET /api/contract-keys/{id}/selfie (the owner only).
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { createKeyRequest, KM, updateKeyRequest } from '../../src/api/keys.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { ValidationError } from '../http/errors.ts';
import { param, readBody, validate } from '../http/validate.ts';
import { isFile } from '../uploads/image-store.ts';
import { addKey, editKey, keySelfie, removeKey } from './service.ts';

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

  app.post('/contract/create-key', signedIn, async (c) => {
    const userId = userIdOf(c);
    const form = await readBody(c);
    const input = readKeyForm(createKeyRequest, form, true);
    return c.json({ data: await addKey(db, userId, input, form.selfie) }, 201);
  });

  app.post('/contract/update-key/:keyId', signedIn, async (c) => {
    const userId = userIdOf(c);
    const keyId = param(c, 'keyId', routeId, KM.keyNotFound);
    const form = await readBody(c);
    const input = readKeyForm(updateKeyRequest, form, false);
    return c.json({ data: await editKey(db, userId, keyId, input, form.selfie) });
  });

  app.delete('/contract/delete-key/:keyId', signedIn, async (c) => {
    const userId = userIdOf(c);
    const keyId = param(c, 'keyId', routeId, KM.keyNotFound);
    await removeKey(db, userId, keyId);
    return c.json({ data: { success: true as const } });
  });

  app.get('/api/contract-keys/:id/selfie', signedIn, async (c) => {
    const userId = userIdOf(c);
    const keyId = param(c, 'id', routeId, KM.keyNotFound);
    const bytes = await keySelfie(db, userId, keyId);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="chave-${keyId}.webp"`,
    });
  });

  return app;
}
