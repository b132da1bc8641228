// Idempotency-Key for mutating requests (POST, PUT, PATCH, DELETE), after Stripe's semantics,
// so the app's outbox can resend a request whose answer was lost without applying it twice.
//
// - A signed-in user's mutating request without a key is one transaction too (rolled back on a 5xx
//   or past the deadline), with nothing stored.
// - Scope: (signed-in user, key). Requests without a valid bearer token pass through untouched:
//   anonymous calls (login, sign-up, contact) are not stored, because a key alone is no proof of
//   who sent it and a stored login answer holds a token.
// - Exactly once, across crashes and timeouts: the key is claimed (INSERT ... ON CONFLICT DO
//   NOTHING on the unique (user_id, key)) INSIDE one transaction with the handler's writes and
//   its stored answer (server/db/request-transaction.ts). Either all of it commits or none does:
//   a process killed, a database restart or a 5xx leaves nothing, and the retry runs afresh at
//   once. A handler past the request timeout (timeout.ts aborts c.var.deadline) has its running
//   statement cancelled (pg_cancel_backend, on a PostgreSQL server) and its transaction rolled
//   back before the 503 goes out; one that finished writing just as the deadline passed still
//   commits, and a retry replays it.
//   A concurrent duplicate's insert waits for that transaction (PostgreSQL's unique index), then
//   replays the answer, or runs if it rolled back; past LOCK_WAIT_MS it gets 409 'Requisição em
//   andamento' with Retry-After.
// - The first answer (status, content type, body) is stored with a SHA-256 of method, path, query,
//   media type and raw body; a replay returns it with `Idempotent-Replayed: true`; the same key
//   with another request is refused with 422. An error the handler throws is an answer too (hono's
//   onError): a 422 is stored, and what the handler wrote before it (a counted attempt) commits.
// - Not stored (the key is dropped in the same transaction, so a retry runs again): answers that
//   applied nothing and may change on retry (401, 408, 409, 423, 425, 429); 5xx and unexpected
//   errors roll everything back (unlike Stripe, so a retry after a server fault can succeed).
// - Multipart bodies are hashed raw, with the boundary normalised: browsers pick a new random
//   boundary for every send of the same FormData.
// - One user holds at most MAX_KEYS_PER_USER keys: a new one past it is refused with 429.
// - Keys older than 24 h are pruned (pruneIdempotencyKeys, also run from here once an hour). A
//   claim with no answer can only be an earlier version's (it committed claims first): taken over
//   after 5 minutes.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql, type Transaction } from 'kysely';
import { resolveToken } from '../auth/tokens.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { DB } from '../db/connect.ts';
import { outsideRequestTransaction, withRequestTransaction } from '../db/request-transaction.ts';
import type { Database } from '../db/schema.ts';
import { bearer } from './auth.ts';
import { HttpError, tooManyRequests, ValidationError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const STALE_CLAIM_MS = 5 * 60 * 1000;
/** Told to a client whose key is still being handled: when to ask again. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 2;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const IdempotencyMessages = {
  keyInvalid: `O cabeçalho ${IDEMPOTENCY_HEADER} deve ter de 1 a ${IDEMPOTENCY_KEY_MAX} caracteres.`,
  reused: 'Esta chave de idempotência já foi usada com outra requisição.',
  inProgress: 'Requisição em andamento',
} as const;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_STORED = new Set([401, 408, 409, 423, 425, 429]);

/** Whether an answer is kept for replays. */
export const storable = (status: number) => status < 500 && !NOT_STORED.has(status);

/** SHA-256 hex of what makes two requests "the same". */
export function requestHash(
  method: string,
  pathAndQuery: string,
  contentType: string,
  body: Uint8Array,
): string {
  const hash = createHash('sha256');
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  hash.update(`${method.toUpperCase()}\n${pathAndQuery}\n${mediaType}\n`);
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = boundary ? Buffer.from(boundary[1] ?? boundary[2] ?? '') : undefined;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (!marker?.length) {
    hash.update(bytes);
    return hash.digest('hex');
  }
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at));
    hash.update('\u0000boundary\u0000');
    from = at + marker.length;
  }
  hash.update(bytes.subarray(from));
  return hash.digest('hex');
}

/** Deletes keys older than 24 h; returns how many. Exported for the jobs runner. */
export async function pruneIdempotencyKeys(db: DB, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

type Stored = { status: number; contentType: string | null; body: string };

/** How long a duplicate waits for the first request's transaction before it is told 409. */
const LOCK_WAIT_MS = 10_000;
const LOCK_NOT_AVAILABLE = '55P03';

const inProgress = () =>
  new HttpError(
    409,
    IdempotencyMessages.inProgress,
    undefined,
    { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_SECONDS) },
    'IdempotencyInFlight',
  );

/**
 * Inside the request's transaction: claims the key (its id), or returns the stored answer of the
 * same request. The insert waits while another transaction holds an uncommitted claim of the key.
 */
async function claim(trx: DB, userId: number, key: string, hash: string): Promise<number | Stored> {
  for (;;) {
    await sql`SET LOCAL lock_timeout = ${sql.lit(`${LOCK_WAIT_MS}ms`)}`.execute(trx);
    let claimed: { id: number } | undefined;
    try {
      claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: hash })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
    } catch (error) {
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw inProgress();
      throw error;
    }
    await sql`SET LOCAL lock_timeout = DEFAULT`.execute(trx);
    if (claimed) return claimed.id;
    const row = await trx
      .selectFrom('idempotency_keys')
      .select(['id', 'request_hash', 'status_code', 'content_type', 'response_body', 'created_at'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) continue; // pruned or dropped meanwhile: claim again
    if (row.request_hash !== hash)
      throw new ValidationError({ [IDEMPOTENCY_HEADER]: [IdempotencyMessages.reused] });
    if (row.status_code !== null) {
      return { status: row.status_code, contentType: row.content_type, body: row.response_body ?? '' };
    }
    // An answerless claim committed by an earlier version: its process may still be running.
    if (Date.now() - row.created_at.getTime() <= STALE_CLAIM_MS) throw inProgress();
    await trx.deleteFrom('idempotency_keys').where('id', '=', row.id).execute();
  }
}

/**
 * When the deadline aborts, cancels the statement trx is running, from another connection of the
 * pool. Only on a PostgreSQL server: the embedded engine has one connection, which trx holds.
 * Returns the function that stops listening.
 */
async function cancelOnDeadline(db: DB, trx: DB, deadline: AbortSignal): Promise<() => void> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
  const pid = rows[0]?.pid;
  const cancel = () => {
    if (pid === undefined) return;
    outsideRequestTransaction(() => sql`select pg_cancel_backend(${pid})`.execute(db)).catch((error) =>
      console.error('[idempotency] cancelar consulta:', (error as Error).message),
    );
  };
  deadline.addEventListener('abort', cancel, { once: true });
  return () => deadline.removeEventListener('abort', cancel);
}

/** Thrown inside the transaction to roll it back while the answer still goes out. */
class RollBack extends Error {}

/** Stores the answer on the claim, or drops the claim when the answer is not kept. */
async function settle(
  trx: DB,
  claimId: number,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  if (!storable(answer.status)) {
    await trx.deleteFrom('idempotency_keys').where('id', '=', claimId).execute();
    return;
  }
  await trx
    .updateTable('idempotency_keys')
    .set({
      status_code: answer.status,
      content_type: answer.contentType,
      response_body: answer.body,
      completed_at: new Date(),
    })
    .where('id', '=', claimId)
    .execute();
}

/**
 * Keys one user may hold (24 h each): far above what a resident's outbox sends, and a bound on the
 * rows (with stored answers) one account can make the server keep.
 */
export const MAX_KEYS_PER_USER = 1000;

/** 429 when a new key would pass the user's cap; a replay of a key already held always passes. */
async function refuseOverCap(db: DB, userId: number, key: string): Promise<void> {
  const mine = db.selectFrom('idempotency_keys').where('user_id', '=', userId);
  if (await mine.select('id').where('key', '=', key).executeTakeFirst()) return;
  const { held } = await db
    .selectFrom(mine.select('id').limit(MAX_KEYS_PER_USER).as('k'))
    .select(sql<number>`count(*)::int`.as('held'))
    .executeTakeFirstOrThrow();
  if (held < MAX_KEYS_PER_USER) return;
  const { oldest } = await mine.select(sql<Date>`min(created_at)`.as('oldest')).executeTakeFirstOrThrow();
  throw tooManyRequests((new Date(oldest).getTime() + IDEMPOTENCY_TTL_MS - Date.now()) / 1000);
}

/**
 * Runs the handler inside trx. Past the deadline its running statement is cancelled (on a
 * PostgreSQL server). Throws RollBack when nothing it wrote may stay: the deadline passed (the
 * client has its 503 from timeout.ts) or the answer is a 5xx (a retry runs afresh).
 */
async function runInside(
  db: DB,
  trx: Transaction<Database>,
  canCancel: boolean,
  c: Context<AppEnv>,
  next: Next,
): Promise<void> {
  const deadline = c.get('deadline');
  const stopCancelling = deadline && canCancel ? await cancelOnDeadline(db, trx, deadline) : () => {};
  try {
    // Hono turns what a handler throws into its answer (onError) before next() returns.
    await withRequestTransaction(trx, next);
  } finally {
    stopCancelling();
  }
  if (deadline?.aborted || c.res.status >= 500) throw new RollBack();
}

/** A transaction whose RollBack leaves the answer as it is (the 5xx goes out, nothing kept). */
async function inTransaction(db: DB, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

export function idempotency({ db, config }: Deps): MiddlewareHandler<AppEnv> {
  const canCancel = config.databaseUrl !== undefined;
  let lastPrune = 0;
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const header = c.req.header(IDEMPOTENCY_HEADER);
    const key = header?.trim();
    if (header !== undefined && (!key || key.length > IDEMPOTENCY_KEY_MAX)) {
      throw new ValidationError({ [IDEMPOTENCY_HEADER]: [IdempotencyMessages.keyInvalid] });
    }
    const token = bearer(c);
    const session = token ? await resolveToken(db, token) : undefined;
    if (!session) return next();
    // A resident's change without a key is one transaction too: past the deadline, or on a 5xx,
    // none of it stays (a half-made change would be worse than none).
    if (!key) return inTransaction(db, (trx) => runInside(db, trx, canCancel, c, next));

    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneIdempotencyKeys(db);
    }

    const url = new URL(c.req.url);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const hash = requestHash(
      c.req.method,
      url.pathname + url.search,
      c.req.header('content-type') ?? '',
      raw,
    );
    await refuseOverCap(db, session.userId, key);
    let replay: Stored | undefined;
    await inTransaction(db, async (trx) => {
      const claimed = await claim(trx, session.userId, key, hash);
      if (typeof claimed !== 'number') {
        replay = claimed;
        return;
      }
      await runInside(db, trx, canCancel, c, next);
      const answer = {
        status: c.res.status,
        contentType: c.res.headers.get('content-type'),
        body: await c.res.clone().text(),
      };
      await settle(trx, claimed, answer);
    });
    if (replay) {
      return c.newResponse(replay.body, replay.status as ContentfulStatusCode, {
        ...(replay.contentType ? { 'content-type': replay.contentType } : {}),
        [REPLAYED_HEADER]: 'true',
      });
    }
  };
}
