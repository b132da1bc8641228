// Secrets never rest anywhere: after a resident registers, signs in, adds a card and uploads a
// selfie, neither a dump of every table nor the server log holds the card number, the CVV, the
// password or the raw token. Logout revokes server-side and clears the browser's cache; every
// answer carries the security headers (HSTS only over TLS).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, HSTS } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createMessenger } from '../../server/mail/mailer.ts';
import { cardForm } from './contract-helpers.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { fileOf, form, jpegWithExif, makeContract } from './resident-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  // The request log on, as in production.
  api = await startTestApi({ config: { logRequests: true } });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every row of every table of the public schema, as text (bytea as hex and latin1). */
async function dumpDatabase(): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(api.db);
  expect(tables.rows.length).toBeGreaterThan(20);
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table_name)}`.execute(api.db);
    parts.push(
      table_name,
      JSON.stringify(rows.rows, (_key, value) =>
        value?.type === 'Buffer' && Array.isArray(value.data)
          ? `${Buffer.from(value.data).toString('hex')} ${Buffer.from(value.data).toString('latin1')}`
          : value,
      ),
    );
  }
  return parts.join('\n');
}

/** Captures everything written to the console and to stdout/stderr while fn runs. */
async function captureLog(fn: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation(keep);
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return write(chunk, ...(rest as []));
    });
  }
  await fn();
  return lines.join('\n');
}

const tokens = (text: string) => new Set(text.split(/[^0-9A-Za-z]+/));

describe('secrets', () => {
  it('the database and the log never hold the card number, CVV, password or raw token', async () => {
    const baseline = tokens(await dumpDatabase());
    // A CVV that would stand out: not a word anywhere in the seeded database.
    const cvv = ['864', '318', '597', '742', '926'].find((c) => !baseline.has(c)) ?? '';
    expect(cvv).not.toBe('');
    const cardNumber = '4111111111111111';
    const password = `Senha!${randomBytes(6).toString('hex')}`;
    const rawTokens: string[] = [];

    const log = await captureLog(async () => {
      const resident = await newResident(api, { password, password_confirmation: password });
      rawTokens.push(resident.token);
      const login = await api.request('POST', '/auth/login', {
        body: { email: resident.form.email, password },
      });
      expect(login.status).toBe(200);
      const token = (await json(login)).data.access_token as string;
      rawTokens.push(token);
      const card = await api.request('POST', '/user/payment/add-credit-card', {
        token,
        body: cardForm({ card_number: '4111 1111 1111 1111', security_code: cvv }),
      });
      expect(card.status).toBe(201);
      const contract = await makeContract(api, resident.id);
      const key = await api.request('POST', '/contract/create-key', {
        token,
        body: form({
          contract_id: contract.id,
          name: 'Porta',
          selfie: fileOf(await jpegWithExif(), 'selfie.jpg', 'image/jpeg'),
        }),
      });
      expect(key.status).toBe(201);
      // Wrong password attempts, a failed login with the card number as password: also never logged.
      await api.request('POST', '/auth/login', {
        body: { email: resident.form.email, password: cardNumber },
      });
      expect((await api.request('GET', '/user/session', { token })).status).toBe(200);
    });

    expect(log).toContain('POST /user/payment/add-credit-card 201');
    const dump = await dumpDatabase();
    const found = (text: string) => {
      const words = tokens(text);
      return {
        cardNumber: text.includes(cardNumber) || text.includes('4111 1111 1111 1111'),
        cvv: words.has(cvv),
        password: text.includes(password),
        token: rawTokens.some((t) => text.includes(t)),
      };
    };
    const none = { cardNumber: false, cvv: false, password: false, token: false };
    expect(found(dump)).toEqual(none);
    expect(found(log)).toEqual(none);
    // What is kept of the card: the gateway's token, brand, last four digits.
    expect(dump).toContain('"last_digits":"1111"');
  });
});

describe('logout', () => {
  it('revokes the token on the server and sends Clear-Site-Data', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', '/auth/logout', { token: resident.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('clear-site-data')).toBe('"cache"');
    expect(await json(res)).toEqual({ data: { success: true } });
    const after = await api.request('GET', '/user/session', { token: resident.token });
    expect(after.status).toBe(401);
    expect(await json(after)).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    const row = await api.db
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('user_id', '=', resident.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });
});

describe('security headers', () => {
  function directives(csp: string | null) {
    return Object.fromEntries(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name as string, values]),
    );
  }

  it("API answers: a CSP that lets nothing load, run or frame them (a page's: security-headers.test.ts); nosniff; no framing", async () => {
    for (const url of ['/city/states', '/rota-que-nao-existe', '/openapi.json']) {
      const res = await api.request('GET', url);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['default-src'], url).toEqual(["'none'"]);
      expect(csp['script-src']).toBeUndefined();
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('HSTS only when the request came over TLS through a trusted proxy', async () => {
    const plain = await api.request('GET', '/city/states');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // X-Forwarded-Proto is believed only with TRUST_PROXY: here it is off.
    const untrusted = await api.request('GET', '/city/states', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();

    // The same database behind a proxy that terminates TLS (TRUST_PROXY=1).
    const config = { ...readConfig({ TRUST_PROXY: '1' }), mediaDir: os.tmpdir(), logRequests: false };
    const messenger = createMessenger(api.db, { from: config.mailFrom, log: false });
    const proxied = createApp({ db: api.db, config, messenger });
    const tls = await proxied.request('/openapi.json', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe(HSTS);
    const http = await proxied.request('/openapi.json', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});
