// Photos live in the database: a selfie written through one process is served by another, a
// replaced or deleted selfie leaves in the same transaction (LGPD), and photos an earlier version
// wrote to disk move into the database at start, leaving nothing on disk.
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createMessenger } from '../../server/mail/mailer.ts';
import { moveDiskUploads } from '../../server/uploads/move-disk-uploads.ts';
import { keyResponse } from '../../src/api/keys.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';
import { fileOf, form, jpegWithExif, makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let contractId: number;
let jpeg: Uint8Array;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  contractId = (await makeContract(api, owner.id)).id;
  jpeg = await jpegWithExif();
});
afterAll(async () => {
  await api?.close();
});

const selfie = () => fileOf(jpeg, 'selfie.jpg', 'image/jpeg');
const storedPaths = async () =>
  (await api.db.selectFrom('stored_images').select('path').execute()).map((r) => r.path).sort();
const selfiePathOf = async (keyId: number) =>
  (
    await api.db
      .selectFrom('contract_keys')
      .select('selfie_path')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow()
  ).selfie_path;

async function newKey() {
  const res = await api.request('POST', '/contract/create-key', {
    token: owner.token,
    body: form({ contract_id: contractId, name: 'Chave da porta', code: '1234', selfie: selfie() }),
  });
  expect(res.status).toBe(201);
  return keyResponse.parse(await res.json()).data;
}

/** A second API process: same database, its own (empty) data directory. */
function otherNode() {
  const dataDir = path.join(os.tmpdir(), `tokaas-other-node-${process.pid}`);
  const config = { ...readConfig({}), logRequests: false, dataDir, mediaDir: path.join(dataDir, 'media') };
  return createApp({
    db: api.db,
    config,
    messenger: createMessenger(api.db, { from: config.mailFrom, log: false }),
  });
}

describe('stored in the database', () => {
  it('a selfie uploaded through one process is served by another', async () => {
    const key = await newKey();
    const other = otherNode();
    const res = await other.request(key.selfie as string, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('a replaced selfie and a deleted key leave no photo behind', async () => {
    const key = await newKey();
    const first = await selfiePathOf(key.id);
    const updated = await api.request('POST', `/contract/update-key/${key.id}`, {
      token: owner.token,
      body: form({ name: 'Chave nova', code: '4321', selfie: selfie() }),
    });
    expect(updated.status).toBe(200);
    const second = await selfiePathOf(key.id);
    expect(second).not.toBe(first);
    expect(await storedPaths()).not.toContain(first);
    expect(await storedPaths()).toContain(second);

    const deleted = await api.request('DELETE', `/contract/delete-key/${key.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(await storedPaths()).not.toContain(second);
  });
});

describe('photos written to disk by an earlier version', () => {
  it('move into the database when a row names them; the rest are deleted; the disk is left empty', async () => {
    const key = await newKey();
    const named = await selfiePathOf(key.id);
    // As an earlier version left it: the file on disk, the row naming it, nothing in the database.
    await api.db.deleteFrom('stored_images').where('path', '=', named).execute();
    await api.db.updateTable('contract_keys').set({ selfie_path: named }).where('id', '=', key.id).execute();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tokaas-disk-uploads-'));
    await mkdir(path.join(dataDir, 'uploads', 'selfies'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', named as string), Buffer.from('webp bytes'));
    const orphan = `selfies/${'a'.repeat(32)}.webp`;
    await writeFile(path.join(dataDir, 'uploads', orphan), Buffer.from('nobody names me'));

    expect(await moveDiskUploads(api.db, dataDir)).toEqual({ moved: 1, removed: 1 });
    expect(await storedPaths()).toContain(named);
    expect(await storedPaths()).not.toContain(orphan);
    expect(await readdir(dataDir)).toEqual([]);
    // Again (another process, the next start): nothing left to do.
    expect(await moveDiskUploads(api.db, dataDir)).toEqual({ moved: 0, removed: 0 });
  });
});
