// Limits of the idempotency layer. A retry whose key is still being handled elsewhere (another
// process, or a request cut by a closed page) is told when to ask again: 409 'Requisição em
// andamento' with Retry-After, so the app's outbox keeps the change and retries instead of
// guessing. One user cannot make the server keep unbounded keys.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  IdempotencyMessages,
  IN_PROGRESS_RETRY_AFTER_SECONDS,
  MAX_KEYS_PER_USER,
  requestHash,
} from '../../server/http/idempotency.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let resident: Awaited<ReturnType<typeof newResident>>;

beforeAll(async () => {
  api = await startTestApi();
  resident = await newResident(api);
});
afterAll(async () => {
  await api?.close();
});

it('answers 409 with Retry-After while the same key is claimed and unanswered', async () => {
  const body = JSON.stringify({ title: 'Chuveiro frio', description: 'A água não esquenta.' });
  const path = '/api/enterprise/tickets';
  // The claim of a first send that is still running (written as the middleware writes it).
  await api.db
    .insertInto('idempotency_keys')
    .values({
      user_id: resident.id,
      key: 'em-andamento-1',
      request_hash: requestHash('POST', path, 'application/json', new TextEncoder().encode(body)),
    })
    .execute();
  const res = await api.request('POST', path, {
    token: resident.token,
    body,
    headers: { 'content-type': 'application/json', 'Idempotency-Key': 'em-andamento-1' },
  });
  expect(res.status).toBe(409);
  expect(res.headers.get('retry-after')).toBe(String(IN_PROGRESS_RETRY_AFTER_SECONDS));
  expect(await json(res)).toEqual({ message: IdempotencyMessages.inProgress, code: 'IdempotencyInFlight' });
}, 30_000);

it('caps the keys one user holds: a new key past the cap gets 429, a replay still answers', async () => {
  const other = await newResident(api);
  const path = '/api/enterprise/tickets';
  const body = JSON.stringify({ title: 'Luz queimada', description: 'A lâmpada da sala queimou.' });
  const send = (key: string) =>
    api.request('POST', path, {
      token: other.token,
      body,
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    });
  const first = await send('chave-0');
  expect(first.status).toBe(201);
  // As if the user had sent many more: the cap's worth of answered keys.
  await api.db
    .insertInto('idempotency_keys')
    .values(
      Array.from({ length: MAX_KEYS_PER_USER - 1 }, (_, i) => ({
        user_id: other.id,
        key: `enchimento-${i}`,
        request_hash: 'x',
        status_code: 201,
        response_body: '{}',
      })),
    )
    .execute();
  const refused = await send('chave-nova');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const replay = await send('chave-0');
  expect(replay.status).toBe(201);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
}, 30_000);
