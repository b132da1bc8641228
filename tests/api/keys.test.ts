// Contract keys: multipart create/update with a selfie that must really be an image, soft
// delete, Ativo contracts only, owner-only selfie, and the late-payment suspension flag.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponse } from '../../src/api/catalogue.ts';
import { KM, keyResponse, MAX_KEYS_PER_CONTRACT } from '../../src/api/keys.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import {
  CANCELLED,
  fileOf,
  form,
  jpegWithExif,
  makeContract,
  PENDING_PIX,
  png,
  webp,
} from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;
let contractId: number;
let jpeg: Uint8Array;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  other = await newResident(api);
  contractId = (await makeContract(api, owner.id)).id;
  jpeg = await jpegWithExif();
});
afterAll(async () => {
  await api?.close();
});

const selfie = (bytes: Uint8Array = jpeg, name = 'selfie.jpg', type = 'image/jpeg') =>
  fileOf(bytes, name, type);

async function createKey(token: string, fields: Record<string, string | number | File | undefined>) {
  return api.request('POST', '/contract/create-key', { token, body: form(fields) });
}

async function newKey(name = 'Minha chave', contract = contractId) {
  const res = await createKey(owner.token, { contract_id: contract, name, code: '1234', selfie: selfie() });
  expect(res.status).toBe(201);
  return keyResponse.parse(await res.json()).data;
}

describe('without a token', () => {
  it('every key call answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['POST', '/contract/create-key'],
      ['POST', '/contract/update-key/1'],
      ['DELETE', '/contract/delete-key/1'],
      ['GET', '/api/contract-keys/1/selfie'],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: form({ name: 'x' }) } : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('POST /contract/create-key', () => {
  it('creates the key (201) with a re-encoded selfie served only to the owner', async () => {
    const res = await createKey(owner.token, {
      contract_id: contractId,
      name: '  Chave da Ana  ',
      code: '',
      selfie: selfie(),
    });
    expect(res.status).toBe(201);
    const key = keyResponse.parse(await res.json()).data;
    expect(key).toMatchObject({
      contract_id: contractId,
      name: 'Chave da Ana',
      code: null,
      active: true,
      suspended: false,
      selfie: `/api/contract-keys/${key.id}/selfie`,
    });

    const row = await api.db
      .selectFrom('contract_keys')
      .select(['selfie_path', 'user_id'])
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    // Server-generated name: nothing of 'selfie.jpg' survives.
    expect(row.selfie_path).toMatch(/^selfies\/[0-9a-f]{32}\.webp$/);
    expect(row.user_id).toBe(owner.id);

    const image = await api.request('GET', key.selfie as string, { token: owner.token });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);

    const foreign = await api.request('GET', key.selfie as string, { token: other.token });
    expect(foreign.status).toBe(404);
  });

  it('accepts PNG and WebP selfies too', async () => {
    for (const [bytes, name, type] of [
      [await png(), 'a.png', 'image/png'],
      [await webp(), 'b.webp', 'image/webp'],
    ] as const) {
      const res = await createKey(owner.token, {
        contract_id: contractId,
        name: name,
        selfie: selfie(bytes, name, type),
      });
      expect(res.status, name).toBe(201);
    }
  });

  it('answers 422 with the spec message when the selfie is missing, alongside other field errors', async () => {
    const res = await createKey(owner.token, { contract_id: contractId, name: '' });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.errors.selfie).toEqual([KM.selfieRequired]);
    expect(body.errors.name).toEqual([KM.nameRequired]);
    expect(KM.selfieRequired).toBe('Por favor, selecione uma foto para a chave.');
  });

  it('refuses a .jpg that is really text, a truncated JPEG, and a selfie over 5 MB', async () => {
    const text = selfie(new TextEncoder().encode('isto não é uma foto'), 'foto.jpg', 'image/jpeg');
    const truncated = selfie(jpeg.slice(0, 40), 'foto.jpg', 'image/jpeg');
    for (const file of [text, truncated]) {
      const res = await createKey(owner.token, { contract_id: contractId, name: 'X', selfie: file });
      expect(res.status).toBe(422);
      expect((await json(res)).errors.selfie).toEqual([KM.selfieNotImage]);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(jpeg);
    const res = await createKey(owner.token, { contract_id: contractId, name: 'X', selfie: selfie(big) });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.selfie).toEqual([KM.selfieTooLarge]);
  });

  it('validates name (≤ 60), code (≤ 20) and contract_id', async () => {
    const cases: [Record<string, string | number | undefined>, string, string][] = [
      [{ name: 'a'.repeat(61) }, 'name', KM.nameLong],
      [{ name: 'ok', code: '9'.repeat(21) }, 'code', KM.codeLong],
      [{ name: 'ok', contract_id: undefined }, 'contract_id', KM.contractRequired],
      [{ name: 'ok', contract_id: 'abc' }, 'contract_id', KM.contractNotFound],
    ];
    for (const [fields, field, message] of cases) {
      const res = await createKey(owner.token, { contract_id: contractId, selfie: selfie(), ...fields });
      expect(res.status, field).toBe(422);
      expect((await json(res)).errors[field]).toEqual([message]);
    }
  });

  it('only for Ativo contracts (422), and another resident’s contract is 404', async () => {
    for (const status of [PENDING_PIX, CANCELLED]) {
      const pending = await makeContract(api, owner.id, { status });
      const res = await createKey(owner.token, { contract_id: pending.id, name: 'X', selfie: selfie() });
      expect(res.status).toBe(422);
      expect((await json(res)).message).toBe('As chaves só estão disponíveis para contratos ativos.');
    }
    const res = await createKey(other.token, { contract_id: contractId, name: 'X', selfie: selfie() });
    expect(res.status).toBe(404);
    const unknown = await createKey(owner.token, { contract_id: 999999, name: 'X', selfie: selfie() });
    expect(unknown.status).toBe(404);
  });

  it(`allows at most ${MAX_KEYS_PER_CONTRACT} live keys per contract, even when sent together`, async () => {
    const fresh = await makeContract(api, owner.id);
    const results = await Promise.all(
      Array.from({ length: MAX_KEYS_PER_CONTRACT + 3 }, (_, i) =>
        createKey(owner.token, { contract_id: fresh.id, name: `K${i}`, selfie: selfie() }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_KEYS_PER_CONTRACT);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    const refused = results.find((r) => r.status === 422) as Response;
    expect((await json(refused)).message).toBe(KM.tooMany);
  });
});

describe('POST /contract/update-key/{keyId}', () => {
  it('renames and clears the code; the selfie is optional and, when sent, replaces the old one', async () => {
    const key = await newKey();
    const before = await api.db
      .selectFrom('contract_keys')
      .select('selfie_path')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();

    const res = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({ contract_id: contractId, name: 'Chave nova', code: '' }),
    });
    expect(res.status).toBe(200);
    expect(keyResponse.parse(await res.json()).data).toMatchObject({
      id: key.id,
      name: 'Chave nova',
      code: null,
    });

    const withPhoto = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({
        contract_id: contractId,
        name: 'Chave nova',
        code: '77',
        selfie: selfie(await png(), 'x.png'),
      }),
    });
    expect(withPhoto.status).toBe(200);
    const after = await api.db
      .selectFrom('contract_keys')
      .select('selfie_path')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(after.selfie_path).not.toBe(before.selfie_path);
  });

  it('refuses a bad selfie and bad fields with 422', async () => {
    const key = await newKey();
    const res = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({ name: 'X', selfie: selfie(new TextEncoder().encode('GIF89a...'), 'x.jpg') }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.selfie).toEqual([KM.selfieNotImage]);
    const blank = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({ name: '   ' }),
    });
    expect(blank.status).toBe(422);
  });

  it('answers 404 for another resident’s key, a key of another contract, unknown and malformed ids', async () => {
    const key = await newKey();
    const otherContract = await makeContract(api, owner.id);
    for (const [token, url, contract] of [
      [other.token, `/contract/update-key/${key.id}`, contractId],
      [owner.token, `/contract/update-key/${key.id}`, otherContract.id],
      [owner.token, '/contract/update-key/999999', contractId],
      [owner.token, '/contract/update-key/abc', contractId],
      [owner.token, '/contract/update-key/99999999999999', contractId],
    ] as const) {
      const res = await api.request('POST', url, { token, body: form({ contract_id: contract, name: 'X' }) });
      expect(res.status, url).toBe(404);
    }
  });

  it('is refused (422) once the contract is no longer Ativo', async () => {
    const contract = await makeContract(api, owner.id);
    const key = await newKey('K', contract.id);
    await api.db
      .updateTable('contracts')
      .set({ contract_status_id: CANCELLED })
      .where('id', '=', contract.id)
      .execute();
    const res = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({ name: 'X' }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(KM.notActive);
  });
});

describe('DELETE /contract/delete-key/{keyId}', () => {
  it('soft-deletes the key, forgets its selfie, and a second delete is 404', async () => {
    const key = await newKey();
    const path = (
      await api.db
        .selectFrom('contract_keys')
        .select('selfie_path')
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow()
    ).selfie_path;
    expect(path).toBeTruthy();

    const foreign = await api.request('DELETE', `/contract/delete-key/${key.id}`, { token: other.token });
    expect(foreign.status).toBe(404);

    const res = await api.request('DELETE', `/contract/delete-key/${key.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(successResponse.parse(await res.json()).data.success).toBe(true);
    const row = await api.db
      .selectFrom('contract_keys')
      .select(['deleted_at', 'selfie_path'])
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.selfie_path).toBeNull();

    expect(
      (await api.request('DELETE', `/contract/delete-key/${key.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await api.request('GET', key.selfie as string, { token: owner.token })).status).toBe(404);
    expect((await api.request('DELETE', '/contract/delete-key/abc', { token: owner.token })).status).toBe(
      404,
    );
  });
});

describe('suspension for late payment', () => {
  it('shows active = false and suspended = true while the key is suspended', async () => {
    const key = await newKey();
    await api.db.updateTable('contract_keys').set({ suspended: true }).where('id', '=', key.id).execute();
    const res = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({ name: 'Ainda minha' }),
    });
    expect(keyResponse.parse(await res.json()).data).toMatchObject({ active: false, suspended: true });
  });
});
