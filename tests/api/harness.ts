// An API in-process over a fresh database per test file: embedded PGlite by default,
// or a new database on the PostgreSQL server of TEST_DATABASE_URL (set by scripts/test.sh in CI).
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createApp } from '../../server/app.ts';
import { type Config, readConfig } from '../../server/config.ts';
import { connect, type DB } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createMessenger, type Messenger } from '../../server/mail/mailer.ts';
import { seedAll } from '../../server/seed/index.ts';

export interface TestApi {
  db: DB;
  /** The hono app itself, for its route table. */
  app: ReturnType<typeof createApp>;
  engine: string;
  request(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ db: DB; engine: string; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const open = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { memory: true });
    return { db: open.db, engine: 'pglite', close: open.close };
  }
  const name = `tokaas_test_${randomBytes(6).toString('hex')}`;
  const admin = connect(serverUrl, { maxConnections: 1 });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A request waits for a free connection as long as it needs: on a shared, loaded test machine the
  // production wait (5 s, then 503) would make the answer depend on the machine's speed. The tests
  // of that wait (database-faults.test.ts) open pools of their own.
  const db = connect(url.toString(), { maxConnections: 10, connectTimeoutMs: 60_000 });
  await migrate(db);
  return {
    db,
    engine: 'postgres',
    close: async () => {
      await db.destroy();
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    },
  };
}

function messengerFor(
  db: DB,
  config: Config,
  given: Messenger | ((real: Messenger) => Messenger) | undefined,
) {
  const real = createMessenger(db, { from: config.mailFrom, log: false });
  if (!given) return real;
  return typeof given === 'function' ? given(real) : given;
}

/** Whether a mail is a sign-up's code (a test's failing mail server may let it through). */
export const isSignUpCode = (mail: { subject: string }) => mail.subject === 'Seu código de cadastro Tokaas';

export async function startTestApi(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    /** The built app (and the server render's build) to serve, as `npm start` does. */
    app?: { staticDir?: string; ssrDir?: string };
    /**
     * Stands in for the mailer (an SMTP server that hangs, say); a function gets the real one, to
     * let some mail through (the sign-up code, so residents can be made).
     */
    messenger?: Messenger | ((real: Messenger) => Messenger);
  } = {},
): Promise<TestApi> {
  const { db, engine, close } = await openTestDatabase();
  const config = {
    ...readConfig({}),
    dataDir: path.join(os.tmpdir(), 'tokaas-test'),
    mediaDir: path.join(os.tmpdir(), 'tokaas-test-media'),
    logRequests: false,
    // One in-process caller signs up every resident of a file: no per-address sign-up limit
    // unless a test sets one.
    registerPerAddressLimit: 1_000_000,
    ...options.config,
  };
  await mkdir(config.mediaDir, { recursive: true });
  if (options.seed !== false) await seedAll(db, { mediaDir: config.mediaDir, images: false });
  const app = createApp(
    {
      db,
      config,
      messenger: messengerFor(db, config, options.messenger),
    },
    options.app,
  );
  return {
    db,
    app,
    engine,
    close,
    request: async (method, url, { body, token, headers = {} } = {}) => {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (token) h.authorization = `Bearer ${token}`;
      if (body !== undefined) {
        if (typeof body === 'string' || body instanceof FormData) init.body = body;
        else {
          init.body = JSON.stringify(body);
          h['content-type'] = 'application/json';
        }
      }
      return app.request(url, init);
    },
  };
}

/** A valid CPF built from any number (check digits computed). */
export function makeCpf(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000))
    .padStart(9, '0')
    .slice(0, 9);
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] as number) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

let counter = 0;
export function registration(overrides: Record<string, unknown> = {}) {
  counter++;
  const unique = `${Date.now() % 1e6}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    name: 'Maria Oliveira',
    email: `maria.${unique}@exemplo.com.br`,
    password: 'Segura!2026',
    password_confirmation: 'Segura!2026',
    celphone: '(11) 98765-4321',
    date_of_birth: '14/03/1990',
    cpf: makeCpf(Number(unique)),
    rg: '12.345.678-9',
    cep: '05415-030',
    city: 'São Paulo',
    state: 'SP',
    address: 'Rua Fradique Coutinho',
    complement: 'Apto 12',
    number: '1000',
    neighborhood: 'Pinheiros',
    nationality: 'Brasileira',
    profession: 'Designer',
    ...overrides,
  };
}

/** The newest mail written to an address (its outbox row), or undefined. */
export async function newestMail(api: { db: DB }, address: string) {
  return api.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_address', '=', address.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The sign-up code in the newest mail to an address, as the person reads it (any database). */
export async function mailedCode(api: { db: DB }, address: string): Promise<string> {
  const mail = await newestMail(api, address);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${address}: ${mail?.body}`);
  return code;
}

/** Signs up a new resident as a person does (the form, then the code mailed to them); their token and id. */
export async function newResident(api: TestApi, overrides: Record<string, unknown> = {}) {
  const form = registration(overrides);
  const res = await api.request('POST', '/api/user/register', { body: form });
  if (res.status !== 202) throw new Error(`register failed ${res.status}: ${await res.text()}`);
  const email = String(form.email).trim().toLowerCase();
  const confirmed = await api.request('POST', '/api/user/register/confirm', {
    body: { email, code: await mailedCode(api, email) },
  });
  if (confirmed.status !== 201)
    throw new Error(`confirm failed ${confirmed.status}: ${await confirmed.text()}`);
  const json = (await confirmed.json()) as { data: { access_token: string; user: { id: number } } };
  return { token: json.data.access_token, id: json.data.user.id, form };
}

/** Makes the resident's e-mail unconfirmed, as an account made before sign-ups confirmed it. */
export async function unconfirmEmail(api: TestApi, id: number): Promise<void> {
  await api.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', id).execute();
}

/** A response body as loose JSON, for assertions. */
export const json = async (res: Response) => (await res.json()) as Record<string, any>;
