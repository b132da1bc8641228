// Abuse limits: password and verification-code guessing is throttled per account and per address
// with 429 + Retry-After; page sizes and request bodies are capped; a stuck handler times out.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { HttpError } from '../../server/http/errors.ts';
import { ABUSE_LIMITS } from '../../server/http/rate-limit.ts';
import { requestTimeout, TIMEOUT_MESSAGE } from '../../server/http/timeout.ts';
import { json, newResident, registration, startTestApi, type TestApi, unconfirmEmail } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  // Behind a (simulated) load balancer, so each test can speak from its own address.
  api = await startTestApi({ config: { trustProxy: true } });
});
afterAll(async () => {
  await api?.close();
});

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

function expectThrottled(res: Response, windowMs: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

const login = (email: string, password: string, address: string) =>
  api.request('POST', '/auth/login', { body: { email, password }, headers: from(address) });

describe('login', () => {
  it('stops a guesser at one address without locking the owner out elsewhere', async () => {
    const resident = await newResident(api);
    const guesser = newAddress();
    const { limit, windowMs } = ABUSE_LIMITS.loginPerAccountAndAddress;
    for (let i = 0; i < limit; i++) {
      expect((await login(resident.form.email, 'errada-123', guesser)).status).toBe(422);
    }
    // At the guesser's address even the right password waits...
    const stopped = await login(resident.form.email, resident.form.password, guesser);
    expectThrottled(stopped, windowMs);
    expect(await json(stopped)).toEqual({
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      code: 'TooManyRequests',
    });
    // ...while the owner, from their own phone, signs in.
    expect((await login(resident.form.email, resident.form.password, newAddress())).status).toBe(200);
  });

  it('locks an account guessed from many addresses, for every address', async () => {
    const resident = await newResident(api);
    const { limit, windowMs } = ABUSE_LIMITS.loginPerAccount;
    for (let i = 0; i < limit; i++) {
      expect((await login(resident.form.email, 'errada-123', newAddress())).status).toBe(422);
    }
    expectThrottled(await login(resident.form.email, resident.form.password, newAddress()), windowMs);
    // Another account is not affected.
    const other = await newResident(api);
    expect((await login(other.form.email, other.form.password, newAddress())).status).toBe(200);
  }, 120_000);

  it('counts in the database, so every process shares one window', async () => {
    const resident = await newResident(api);
    const address = newAddress();
    await login(resident.form.email, 'errada-123', address);
    const rows = await api.db
      .selectFrom('rate_limit_windows')
      .select(['name', 'key_hash', 'count'])
      .where('name', 'in', ['loginPerAccount', 'loginPerAccountAndAddress'])
      .execute();
    // Keys are hashed: no e-mail or address at rest.
    expect(JSON.stringify(rows)).not.toContain(resident.form.email);
    expect(JSON.stringify(rows)).not.toContain(address);
    expect(rows.some((r) => r.name === 'loginPerAccountAndAddress' && r.count === 1)).toBe(true);
  });

  it('a right password resets the account counter', async () => {
    const resident = await newResident(api);
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ABUSE_LIMITS.loginPerAccountAndAddress.limit - 1; i++) {
        expect((await login(resident.form.email, 'errada-123', address)).status).toBe(422);
      }
      expect((await login(resident.form.email, resident.form.password, address)).status).toBe(200);
    }
  });

  it('throttles one address trying many accounts; a forged first X-Forwarded-For hop does not help', async () => {
    const address = newAddress();
    const { limit, windowMs } = ABUSE_LIMITS.loginPerAddress;
    for (let i = 0; i < limit; i++) {
      const res = await login(`ninguem.${i}@exemplo.com.br`, 'errada-123', address);
      expect(res.status).toBe(422);
    }
    expectThrottled(await login('mais.um@exemplo.com.br', 'errada-123', address), windowMs);
    // Only the last hop (added by our proxy) counts: a client-chosen first hop is ignored.
    const forged = await api.request('POST', '/auth/login', {
      body: { email: 'outro@exemplo.com.br', password: 'errada-123' },
      headers: { 'x-forwarded-for': `203.0.113.99, ${address}` },
    });
    expect(forged.status).toBe(429);
    // A resident elsewhere still signs in.
    const resident = await newResident(api);
    expect((await login(resident.form.email, resident.form.password, newAddress())).status).toBe(200);
  }, 120_000);
});

describe('verification codes', () => {
  const validate = (token: string, address: string) =>
    api.request('POST', '/api/users/validate-email', {
      token,
      body: { code: '000000' },
      headers: from(address),
    });

  it('throttles guesses per account beyond the five tries of each code', async () => {
    const resident = await newResident(api);
    await unconfirmEmail(api, resident.id);
    const { limit, windowMs } = ABUSE_LIMITS.codePerAccount;
    for (let i = 0; i < limit; i++) expect((await validate(resident.token, newAddress())).status).toBe(422);
    expectThrottled(await validate(resident.token, newAddress()), windowMs);
  });

  it('throttles guesses per address across accounts', async () => {
    const address = newAddress();
    const { limit, windowMs } = ABUSE_LIMITS.codePerAddress;
    const perAccount = ABUSE_LIMITS.codePerAccount.limit;
    let sent = 0;
    while (sent < limit) {
      const resident = await newResident(api);
      for (let i = 0; i < perAccount && sent < limit; i++, sent++) {
        expect((await validate(resident.token, address)).status).toBe(422);
      }
    }
    const fresh = await newResident(api);
    expectThrottled(await validate(fresh.token, address), windowMs);
    expect((await validate(fresh.token, newAddress())).status).toBe(422);
  }, 120_000);

  it('a new code at most once a minute, with Retry-After', async () => {
    const resident = await newResident(api);
    await unconfirmEmail(api, resident.id);
    const url = '/api/users/resend-verification-email';
    expect((await api.request('GET', url, { token: resident.token })).status).toBe(200);
    const again = await api.request('GET', url, { token: resident.token });
    expectThrottled(again, 60_000);
    expect((await json(again)).message).toBe('Aguarde um minuto antes de pedir um novo código.');
  });

  it('password reset requests are throttled per account', async () => {
    const resident = await newResident(api);
    const { limit, windowMs } = ABUSE_LIMITS.passwordResetPerAccount;
    const ask = () =>
      api.request('POST', '/auth/forgot-password', {
        body: { email: resident.form.email },
        headers: from(newAddress()),
      });
    for (let i = 0; i < limit; i++) expect((await ask()).status).toBe(200);
    expectThrottled(await ask(), windowMs);
  });

  it('sign-ups are throttled per e-mail (mail a stranger receives) and per address, whatever the answer', async () => {
    const resident = await newResident(api);
    const perEmail = ABUSE_LIMITS.registerPerEmail;
    // Probing an e-mail with an account and a new one meet the same limit: a 429 tells nothing.
    // The resident's own sign-up was the first on their e-mail.
    for (const [email, used] of [
      [resident.form.email, 1],
      [registration().email, 0],
    ] as const) {
      const probe = () =>
        api.request('POST', '/api/user/register', {
          body: registration({ email }),
          headers: from(newAddress()),
        });
      for (let i = used; i < perEmail.limit; i++) expect((await probe()).status).toBe(202);
      const stopped = await probe();
      expectThrottled(stopped, perEmail.windowMs);
      expect(await json(stopped)).toEqual({
        message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
        code: 'TooManyRequests',
      });
    }

    const limited = await startTestApi({ config: { trustProxy: true, registerPerAddressLimit: 3 } });
    try {
      const machine = newAddress();
      const signUp = (address: string) =>
        limited.request('POST', '/api/user/register', { body: registration(), headers: from(address) });
      for (let i = 0; i < 3; i++) expect((await signUp(machine)).status).toBe(202);
      expectThrottled(await signUp(machine), ABUSE_LIMITS.registerPerAddress.windowMs);
      // Another address is not affected.
      expect((await signUp(newAddress())).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('sizes', () => {
  it('caps page sizes', async () => {
    const resident = await newResident(api);
    expect((await api.request('GET', '/enterprise/apartment/list?perPage=100')).status).toBe(200);
    expect((await api.request('GET', '/enterprise/apartment/list?perPage=101')).status).toBe(422);
    expect((await api.request('GET', '/enterprise/apartment/list?perPage=99999999999999999999')).status).toBe(
      422,
    );
    expect(
      (await api.request('GET', '/api/enterprise/tickets?per_page=101', { token: resident.token })).status,
    ).toBe(422);
  });

  it('refuses a JSON body over 1 MB and a multipart body over 8 MB with 413', async () => {
    const resident = await newResident(api);
    const big = JSON.stringify({ title: 'x', description: 'y'.repeat(MAX_JSON_BYTES) });
    const json413 = await api.request('POST', '/api/enterprise/tickets', {
      token: resident.token,
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(json413.status).toBe(413);
    expect(await json(json413)).toEqual({
      message: 'O conteúdo enviado é grande demais.',
      code: 'PayloadTooLarge',
    });
    const form = new FormData();
    form.append('contract_id', '1');
    form.append('name', 'Chave');
    form.append(
      'selfie',
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'selfie.jpg', { type: 'image/jpeg' }),
    );
    const upload = await api.request('POST', '/contract/create-key', { token: resident.token, body: form });
    expect(upload.status).toBe(413);
  });
});

describe('request timeout', () => {
  it('answers 503 with Retry-After when a handler does not finish in time', async () => {
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = new Hono();
    app.use(requestTimeout(() => 20, { settleWaitMs: 20 }));
    app.get('/slow', async (c) => {
      await stuck;
      return c.json({ ok: true });
    });
    app.onError((error, c) =>
      error instanceof HttpError ? c.json(error.body(), error.status, error.headers) : c.json({}, 500),
    );
    const res = await app.request('/slow');
    release();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ message: TIMEOUT_MESSAGE, code: 'Unavailable' });
  });

  it('sends the 503 only once the timed-out work has stopped, so nothing of it is left running', async () => {
    let finished = false;
    const app = new Hono();
    app.use(requestTimeout(() => 20));
    app.get('/slow', async (c) => {
      // Stands for a statement the deadline cancels: it ends soon after the 20 ms limit.
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
      return c.json({ ok: true });
    });
    app.onError((error, c) =>
      error instanceof HttpError ? c.json(error.body(), error.status, error.headers) : c.json({}, 500),
    );
    const res = await app.request('/slow');
    expect(res.status).toBe(503);
    expect(finished).toBe(true);
  });

  it('defaults to 30 s, configurable with REQUEST_TIMEOUT_MS', () => {
    expect(readConfig({}).requestTimeoutMs).toBe(30_000);
    expect(readConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(readConfig({ REQUEST_TIMEOUT_MS: 'x' }).requestTimeoutMs).toBe(30_000);
  });
});
