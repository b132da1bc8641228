// Sending the outbox: one function for the sync worker and the service worker (Background Sync).
// - exactly one drainer at a time across contexts (Web Lock), concurrent calls in one context join;
// - Background Sync asks only if nobody drains: when another context does, it waits for that
//   drain to end and reports what is left, so two drains never run back to back;
// - oldest first; a row is deleted only in the transaction that records the server's answer
//   (which also marks the mirror resources that answer leaves stale: outbox/kinds.ts);
// - a row is marked in flight (sendingSince) in a transaction before its fetch and unmarked with
//   the outcome, so a later intent never coalesces away a change the server may be applying;
// - a client deadline (20 s): a send with no full answer by then is abandoned and retried later
//   with the same Idempotency-Key (the server replays its first answer, or says 409 while that
//   first request still runs, and the row is kept);
// - nothing is sent while the device knows it is offline (navigator.onLine false): the row stays
//   untried, so a later intent may still replace it (a try may have reached the server);
// - the answer's meaning comes from src/api/answer-outcome.ts, shared with the API client and the pull;
// - network error / deadline / 'offline' / 'try-later' (5xx, 408, 409, 423, 425, 429) → kept,
//   retried later with backoff (Retry-After honoured), stop;
// - 'unauthenticated' (401) → stop and keep everything until the same user signs in again;
// - any other refusal → rejected with the server's message, optimistic change rolled back, go on;
// - never a Dexie transaction open across fetch.
import { outcomeOf } from '../../../api/answer-outcome.ts';
import { errorCodeOf } from '../../../api/error-codes.ts';
import type { TokaasDatabase } from '../db.ts';
import { backoffDelay, retryAfterMs } from './backoff.ts';
import { refreshedAfterAck } from './kinds.ts';
import { type LockLike, underOutboxLock, underOutboxLockIfFree } from './lock.ts';
import { addRefreshDue } from './refresh-due.ts';
import { handlerFor } from './registry.ts';
import { toFetchInit } from './send.ts';
import { OUTBOX_TX_TABLES, type OutboxError, type OutboxRow } from './types.ts';

/** Bound on rows handled in one drain, so no loop runs forever. */
const MAX_ROWS_PER_DRAIN = 500;

/** A send with no full answer after this long is abandoned (lie-fi: connected, no answer). */
export const SEND_DEADLINE_MS = 20_000;
/**
 * Meta key of a shorter deadline, set only by the e2e harness: its lie-fi events hold answers past
 * the deadline, and could not wait 20 s each. Read once per drain, bounded below.
 */
export const SEND_DEADLINE_OVERRIDE_KEY = 'test:outbox-send-deadline-ms';
const MIN_DEADLINE_MS = 500;

export type DrainStop =
  | 'done'
  | 'backoff'
  | 'network'
  /** No answer by the client deadline: retried later, not taken as offline. */
  | 'timeout'
  | 'server'
  | 'unauthorized'
  | 'no-session'
  /** Another context was draining; this one waited for it and sent nothing (something is left). */
  | 'busy';

export interface DrainResult {
  sent: number;
  rejected: number;
  stoppedBy: DrainStop;
  /** When the next attempt is due (epoch ms), if something waits. */
  nextRetryAt: number | null;
}

export interface DrainEnv {
  db: TokaasDatabase;
  fetch: typeof fetch;
  /** The signed-in user and token, or null. */
  session(): Promise<{ userId: number; token: string } | null>;
  baseUrl?: string;
  locks?: LockLike | undefined;
  now?: () => number;
  random?: () => number;
  /** The client deadline per send (SEND_DEADLINE_MS, or the harness's override, by default). */
  sendDeadlineMs?: number;
  /** False when the device knows it has no network (navigator.onLine by default). */
  online?: () => boolean;
}

export interface DrainOptions {
  /**
   * The browser or the resident says the network may be back (online event, Background Sync,
   * app opened): rows waiting only because the network failed are tried now, not after their
   * backoff. A server's Retry-After is still honoured.
   */
  connectivitySignal?: boolean;
  /**
   * Drain only if no other context is draining (Background Sync): otherwise wait for that drain
   * to end and report what it left, stopping as 'busy' when something still waits.
   */
  unlessBusy?: boolean;
}

export type Drain = (options?: DrainOptions) => Promise<DrainResult>;

/** A drainer for one context: calls while one runs get that run's result. */
export function createDrainer(env: DrainEnv): Drain {
  let running: Promise<DrainResult> | null = null;
  return (options = {}) => {
    if (!running) {
      const run = () => drainOnce(env, options);
      running = (options.unlessBusy ? drainUnlessBusy(env, run) : underOutboxLock(env.locks, run)).finally(
        () => {
          running = null;
        },
      );
    }
    return running;
  };
}

const BUSY = Symbol('busy');

async function drainUnlessBusy(env: DrainEnv, run: () => Promise<DrainResult>): Promise<DrainResult> {
  const result = await underOutboxLockIfFree(env.locks, run, BUSY);
  if (result !== BUSY) return result;
  return underOutboxLock(env.locks, async () => {
    const empty: DrainResult = { sent: 0, rejected: 0, stoppedBy: 'done', nextRetryAt: null };
    const session = await env.session();
    if (!session) return { ...empty, stoppedBy: 'no-session' };
    const left = await pendingOf(env.db, session.userId);
    if (left.length === 0) return empty;
    return { ...empty, stoppedBy: 'busy', nextRetryAt: Math.min(...left.map((r) => r.nextAttemptAt)) };
  });
}

function pendingOf(db: TokaasDatabase, userId: number): Promise<OutboxRow[]> {
  return db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('seq');
}

type Claim = { row: OutboxRow & { seq: number } } | { retryAt: number } | undefined;

/**
 * The oldest pending row, marked in flight in the same transaction (so enqueue, which coalesces
 * in a transaction too, sees either the row before it is sent or the mark); or when to come back.
 */
function claimNext(db: TokaasDatabase, userId: number, now: number, options: DrainOptions): Promise<Claim> {
  return db.transaction('rw', db.outbox, async (): Promise<Claim> => {
    const row = (await pendingOf(db, userId))[0];
    if (!row || row.seq === undefined) return undefined;
    const waitsForNetworkOnly = options.connectivitySignal && row.lastFailure === 'network';
    if (row.nextAttemptAt > now && !waitsForNetworkOnly) return { retryAt: row.nextAttemptAt };
    const claimed = { ...row, seq: row.seq, sendingSince: now };
    await db.outbox.put(claimed);
    return { row: claimed };
  });
}

async function deadlineOf(env: DrainEnv): Promise<number> {
  if (env.sendDeadlineMs !== undefined) return env.sendDeadlineMs;
  const override = (await env.db.meta.get(SEND_DEADLINE_OVERRIDE_KEY))?.value;
  return typeof override === 'number' ? Math.max(MIN_DEADLINE_MS, override) : SEND_DEADLINE_MS;
}

type Sent = { response: Response; body: unknown } | 'network' | 'timeout';

/** One send, its whole answer read within the deadline (a body held back counts as no answer). */
async function send(env: DrainEnv, url: string, init: RequestInit, deadlineMs: number): Promise<Sent> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  try {
    const response = await env.fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status alone decides.
    }
    return { response, body };
  } catch {
    return controller.signal.aborted ? 'timeout' : 'network';
  } finally {
    clearTimeout(timer);
  }
}

async function drainOnce(env: DrainEnv, options: DrainOptions): Promise<DrainResult> {
  const { db } = env;
  const now = env.now ?? Date.now;
  const result: DrainResult = { sent: 0, rejected: 0, stoppedBy: 'done', nextRetryAt: null };
  const session = await env.session();
  if (!session) return { ...result, stoppedBy: 'no-session' };

  const deadlineMs = await deadlineOf(env);

  const online = env.online ?? (() => globalThis.navigator?.onLine !== false);

  for (let handled = 0; handled < MAX_ROWS_PER_DRAIN; handled++) {
    // Retried on the next connectivity signal (or the engine's offline retry).
    if (!online()) return { ...result, stoppedBy: 'network' };
    const claim = await claimNext(db, session.userId, now(), options);
    if (!claim) return result;
    if ('retryAt' in claim) return { ...result, stoppedBy: 'backoff', nextRetryAt: claim.retryAt };
    const { row } = claim;
    const { seq } = row;
    const handler = handlerFor(row.kind);

    let request: Awaited<ReturnType<typeof handler.request>>;
    try {
      request = await handler.request(db, row);
    } catch (error) {
      // The change can no longer be sent as it is (e.g. what it depends on was refused).
      await reject(db, row, { status: 0, message: (error as Error).message });
      result.rejected++;
      continue;
    }
    if (!request) {
      await db.outbox.delete(seq);
      continue;
    }

    const sent = await send(
      env,
      `${env.baseUrl ?? ''}${request.path}`,
      toFetchInit(request, row.id, session.token),
      deadlineMs,
    );
    if (sent === 'network' || sent === 'timeout') {
      // Either way the server may have applied it: the retry carries the same key.
      await retryLater(db, row, backoffDelay(row.attempts + 1, env.random), now(), 'network');
      return {
        ...result,
        stoppedBy: sent,
        nextRetryAt: (await db.outbox.get(seq))?.nextAttemptAt ?? null,
      };
    }

    const { response, body } = sent;
    const outcome = outcomeOf(response.status, body);
    if (outcome === 'ok' || handler.alreadyApplied?.(response.status, errorCodeOf(body))) {
      await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
        await handler.acknowledge(db, row, body);
        await db.outbox.delete(seq);
        await addRefreshDue(db, refreshedAfterAck(row.kind));
      });
      result.sent++;
      continue;
    }
    if (outcome === 'unauthenticated') {
      await db.outbox.update(seq, { sendingSince: undefined });
      return { ...result, stoppedBy: 'unauthorized' };
    }
    // Rejecting these would drop a change the server never applied.
    if (outcome === 'offline' || outcome === 'try-later') {
      const delay = Math.max(
        backoffDelay(row.attempts + 1, env.random),
        retryAfterMs(response.headers.get('retry-after'), now()) ?? 0,
      );
      await retryLater(db, row, delay, now(), 'server');
      return { ...result, stoppedBy: 'server', nextRetryAt: now() + delay };
    }
    await reject(db, row, errorOf(response.status, body));
    result.rejected++;
  }
  return result;
}

function errorOf(status: number, body: unknown): OutboxError {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  return {
    status,
    message: typeof message === 'string' && message ? message : 'O servidor recusou esta alteração.',
    ...(errors && typeof errors === 'object' ? { errors: errors as Record<string, string[]> } : {}),
  };
}

async function retryLater(
  db: TokaasDatabase,
  row: OutboxRow,
  delay: number,
  now: number,
  lastFailure: 'network' | 'server',
): Promise<void> {
  if (row.seq === undefined) return;
  await db.outbox.update(row.seq, {
    attempts: row.attempts + 1,
    nextAttemptAt: now + delay,
    lastFailure,
    sendingSince: undefined,
  });
}

async function reject(db: TokaasDatabase, row: OutboxRow, error: OutboxError): Promise<void> {
  const handler = handlerFor(row.kind);
  await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
    await handler.rollback(db, row);
    if (row.seq !== undefined)
      await db.outbox.update(row.seq, { status: 'rejected', error, sendingSince: undefined });
  });
}
