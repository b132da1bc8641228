// Web Push delivery (issue 33) against a local push service: it decrypts each message (RFC 8291,
// aes128gcm) with the subscription's own keys, made here as a browser would (a P-256 key pair and
// a 16-byte auth secret). Gone subscriptions (410) are dropped; a failing service is retried
// with backoff; a delivered notification is not sent again.

import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, type PushPayload, runPushDelivery } from '../../server/notifications/push-delivery.ts';
import { recordNotification } from '../../server/notifications/record.ts';
import { newResident, startTestApi, type TestApi } from './harness.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let api: TestApi;
let server: Server;
let agent: Agent;
let base = '';
const received: Received[] = [];
/** Status the service answers per path (default 201). */
const answers = new Map<string, number>();

beforeAll(async () => {
  api = await startTestApi();
  // web-push speaks HTTPS only: the local service gets a throwaway certificate, trusted by the
  // agent handed to the sender (verification stays on).
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  agent = new Agent({ ca: cert });
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api?.close();
});

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A browser's subscription: its P-256 key pair and auth secret stay here to decrypt. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 / RFC 8188 decryption of a single-record aes128gcm body. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  expect(plain[end - 1]).toBe(2);
  return plain.subarray(0, end - 1).toString('utf8');
}

async function subscribe(userId: number, path: string) {
  const keys = browserKeys();
  await api.db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint: `${base}${path}`,
      p256dh: b64url(keys.ecdh.getPublicKey()),
      auth: b64url(keys.auth),
    })
    .execute();
  return keys;
}

describe('Web Push delivery', () => {
  it('sends the notification encrypted for each device, drops a gone one, and sends it once', async () => {
    const resident = await newResident(api);
    const phone = await subscribe(resident.id, '/push/phone');
    await subscribe(resident.id, '/push/gone');
    answers.set('/push/gone', 410);
    await recordNotification(api.db, {
      userId: resident.id,
      key: `test-push:${resident.id}`,
      facts: { kind: 'ticket-resolved', ticketId: 7, subject: 'Chuveiro frio' },
    });

    const now = new Date();
    const first = await runPushDelivery(api.db, now, { agent });
    expect(first).toMatchObject({ sent: 1, dropped: 1, retrying: 0 });
    const message = received.find((r) => r.path === '/push/phone');
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message?.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(decrypt(message?.body as Buffer, phone)) as PushPayload;
    expect(payload).toMatchObject({
      title: 'Chamado resolvido',
      body: 'O chamado "Chuveiro frio" foi resolvido.',
      url: '/tickets/7',
    });
    const endpoints = await api.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', resident.id)
      .execute();
    expect(endpoints).toEqual([{ endpoint: `${base}/push/phone` }]);

    const count = received.length;
    await runPushDelivery(api.db, new Date(now.getTime() + 3_600_000), { agent });
    expect(received.length).toBe(count);
  });

  it('retries a failing push service with growing delays', async () => {
    const resident = await newResident(api);
    await subscribe(resident.id, '/push/flaky');
    answers.set('/push/flaky', 503);
    await recordNotification(api.db, {
      userId: resident.id,
      key: `test-retry:${resident.id}`,
      facts: { kind: 'access-suspended', contractId: 1 },
    });
    const hits = () => received.filter((r) => r.path === '/push/flaky').length;
    const t0 = new Date();
    expect((await runPushDelivery(api.db, t0, { agent })).retrying).toBe(1);
    expect(hits()).toBe(1);
    // Not yet due: nothing sent.
    await runPushDelivery(api.db, new Date(t0.getTime() + backoffMs(1) - 1000), { agent });
    expect(hits()).toBe(1);
    answers.set('/push/flaky', 201);
    expect((await runPushDelivery(api.db, new Date(t0.getTime() + backoffMs(1)), { agent })).sent).toBe(1);
    expect(hits()).toBe(2);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
  });
});
