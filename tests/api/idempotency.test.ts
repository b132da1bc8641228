// Idempotency-Key on mutating routes: the first answer per (user, key) is stored and replayed;
// the same key with another request is refused; concurrent duplicates apply once; 5xx and
// anonymous requests are not stored; keys expire after 24 h.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdempotencyMessages,
  pruneIdempotencyKeys,
  requestHash,
  storable,
} from '../../server/http/idempotency.ts';
import { ticketResponse } from '../../src/api/support-resident.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { fileOf, form, jpegWithExif, makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  other = await newResident(api);
});
afterAll(async () => {
  await api?.close();
});

const TICKETS = '/api/enterprise/tickets';
const ticket = (title = 'Porta emperrada') => ({ title, description: 'A porta do quarto não fecha.' });

function post(token: string, key: string, body: unknown, url = TICKETS) {
  return api.request('POST', url, { token, body, headers: { 'Idempotency-Key': key } });
}

async function ticketCount(userId: number) {
  const { n } = await api.db
    .selectFrom('tickets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return n;
}

describe('Idempotency-Key', () => {
  it('replaying a ticket creation 3× creates one ticket and returns the same answer', async () => {
    const before = await ticketCount(owner.id);
    const key = crypto.randomUUID();
    const first = await post(owner.token, key, ticket());
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const created = ticketResponse.parse(await first.json()).data;
    for (let i = 0; i < 3; i++) {
      const again = await post(owner.token, key, ticket());
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toMatch(/application\/json/);
      expect(ticketResponse.parse(await again.json()).data).toEqual(created);
    }
    expect(await ticketCount(owner.id)).toBe(before + 1);
  });

  it('the same key with a different body (or path) is refused with 422', async () => {
    const key = crypto.randomUUID();
    expect((await post(owner.token, key, ticket('Primeiro'))).status).toBe(201);
    const other = await post(owner.token, key, ticket('Segundo'));
    expect(other.status).toBe(422);
    const body = await json(other);
    expect(body.message).toBe('Esta chave de idempotência já foi usada com outra requisição.');
    expect(body.errors['Idempotency-Key']).toEqual([IdempotencyMessages.reused]);
    const otherPath = await post(
      owner.token,
      key,
      { ticket_id: 1, description: 'x' },
      '/api/enterprise/ticket/replies',
    );
    expect(otherPath.status).toBe(422);
  });

  it('two users may use the same key independently', async () => {
    const key = 'chave-compartilhada';
    const a = await post(owner.token, key, ticket());
    const b = await post(other.token, key, ticket());
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    const idA = ticketResponse.parse(await a.json()).data.id;
    const idB = ticketResponse.parse(await b.json()).data.id;
    expect(idA).not.toBe(idB);
    const rows = await api.db.selectFrom('tickets').select('user_id').where('id', 'in', [idA, idB]).execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner.id, other.id].sort());
  });

  it('10 identical requests at once create exactly one ticket, and all answer it', async () => {
    const resident = await newResident(api);
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(resident.token, key, ticket('Simultâneo'))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const ids = new Set(
      await Promise.all(results.map(async (r) => ticketResponse.parse(await r.json()).data.id)),
    );
    expect(ids.size).toBe(1);
    expect(await ticketCount(resident.id)).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
  });

  it('stores 4xx answers (a replay of a refused request is refused the same way)', async () => {
    const key = crypto.randomUUID();
    const first = await post(owner.token, key, { title: '', description: 'x' });
    expect(first.status).toBe(422);
    const again = await post(owner.token, key, { title: '', description: 'x' });
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('keys must be 1 to 255 characters', async () => {
    for (const key of ['x'.repeat(256), '   ']) {
      const res = await post(owner.token, key, ticket());
      expect(res.status).toBe(422);
      expect((await json(res)).errors['Idempotency-Key']).toEqual([IdempotencyMessages.keyInvalid]);
    }
    expect((await post(owner.token, 'k'.repeat(255), ticket())).status).toBe(201);
  });

  it('works for multipart requests even when the boundary changes between sends (key creation)', async () => {
    const contract = await makeContract(api, owner.id);
    const key = crypto.randomUUID();
    const photo = await jpegWithExif();
    const send = () =>
      api.request('POST', '/contract/create-key', {
        token: owner.token,
        headers: { 'Idempotency-Key': key },
        body: form({ contract_id: contract.id, name: 'Chave', selfie: fileOf(photo, 's.jpg', 'image/jpeg') }),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const second = await send();
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const keys = await api.db
      .selectFrom('contract_keys')
      .select('id')
      .where('contract_id', '=', contract.id)
      .execute();
    expect(keys).toHaveLength(1);
  });

  it('also covers DELETE: a replayed delete answers the first success instead of 404', async () => {
    const contract = await makeContract(api, owner.id);
    const created = await api.request('POST', '/contract/create-key', {
      token: owner.token,
      body: form({
        contract_id: contract.id,
        name: 'K',
        selfie: fileOf(await jpegWithExif(), 's.jpg', 'image/jpeg'),
      }),
    });
    const { id } = (await json(created)).data;
    const key = crypto.randomUUID();
    const del = () =>
      api.request('DELETE', `/contract/delete-key/${id}`, {
        token: owner.token,
        headers: { 'Idempotency-Key': key },
      });
    expect((await del()).status).toBe(200);
    const replay = await del();
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ data: { success: true } });
  });

  it('does not apply to anonymous requests or GETs, and 401s are not stored', async () => {
    const key = crypto.randomUUID();
    const anon = await api.request('POST', TICKETS, { body: ticket(), headers: { 'Idempotency-Key': key } });
    expect(anon.status).toBe(401);
    const bad = await api.request('POST', TICKETS, {
      token: 'x'.repeat(43),
      body: ticket(),
      headers: { 'Idempotency-Key': key },
    });
    expect(bad.status).toBe(401);
    const get = await api.request('GET', TICKETS, {
      token: owner.token,
      headers: { 'Idempotency-Key': key },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('idempotent-replayed')).toBeNull();
    // The key is still free for the owner.
    expect((await post(owner.token, key, ticket())).status).toBe(201);
    const stored = await api.db
      .selectFrom('idempotency_keys')
      .select('user_id')
      .where('key', '=', key)
      .execute();
    expect(stored).toEqual([{ user_id: owner.id }]);
  });

  it('keys older than 24 h are pruned and may be used again', async () => {
    const key = crypto.randomUUID();
    expect((await post(owner.token, key, ticket('Antigo'))).status).toBe(201);
    await api.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('key', '=', key)
      .execute();
    expect(await pruneIdempotencyKeys(api.db)).toBeGreaterThanOrEqual(1);
    expect((await post(owner.token, key, ticket('Novo'))).status).toBe(201);
  });
});

describe('pure parts', () => {
  it('5xx and transient answers are not stored', () => {
    expect([200, 201, 404, 422].every(storable)).toBe(true);
    expect([401, 409, 429, 500, 502, 503].some(storable)).toBe(false);
  });

  it('hashes multipart bodies with the boundary normalised', () => {
    const body = (b: string) =>
      new TextEncoder().encode(`--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${b}--\r\n`);
    const h1 = requestHash('POST', '/x', 'multipart/form-data; boundary=AAA', body('AAA'));
    const h2 = requestHash('POST', '/x', 'multipart/form-data; boundary="BBBBBB"', body('BBBBBB'));
    expect(h1).toBe(h2);
    expect(requestHash('POST', '/x', 'application/json', new TextEncoder().encode('{"a":1}'))).not.toBe(
      requestHash('POST', '/x', 'application/json', new TextEncoder().encode('{"a":2}')),
    );
    expect(requestHash('POST', '/x', 'application/json', new Uint8Array())).not.toBe(
      requestHash('PUT', '/x', 'application/json', new Uint8Array()),
    );
  });
});
