// Sending the outbox: one function for the sync worker and the service worker (Background Sync).
// - exactly one drainer at a time across contexts (Web Lock), concurrent calls in one context join;
// - oldest first; a row is deleted only in the transaction that records the server's answer;
// - network error / 5xx / 429 → kept, retried later with backoff (Retry-After honoured), stop;
// - 401 → stop and keep everything until the same user signs in again;
// - other 4xx → rejected with the server's message, optimistic change rolled back, go on;
// - never a Dexie transaction open across fetch.
import type { TokaasDatabase } from '../db.ts';
import { backoffDelay, retryAfterMs } from './backoff.ts';
import { type LockLike, underOutboxLock } from './lock.ts';
import { handlerFor } from './registry.ts';
import { toFetchInit } from './send.ts';
import { OUTBOX_TX_TABLES, type OutboxError, type OutboxRow } from './types.ts';

/** Bound on rows handled in one drain, so no loop runs forever. */
const MAX_ROWS_PER_DRAIN = 500;

export type DrainStop = 'done' | 'backoff' | 'network' | 'server' | 'unauthorized' | 'no-session';

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
}

export interface DrainOptions {
  /**
   * The browser or the resident says the network may be back (online event, Background Sync,
   * app opened): rows waiting only because the network failed are tried now, not after their
   * backoff. A server's Retry-After is still honoured.
   */
  connectivitySignal?: boolean;
}

export type Drain = (options?: DrainOptions) => Promise<DrainResult>;

/** A drainer for one context: calls while one runs get that run's result. */
export function createDrainer(env: DrainEnv): Drain {
  let running: Promise<DrainResult> | null = null;
  return (options = {}) => {
    if (!running) {
      running = underOutboxLock(env.locks, () => drainOnce(env, options)).finally(() => {
        running = null;
      });
    }
    return running;
  };
}

/**
 * Answers that applied nothing and may change on a retry (server/http/idempotency.ts does not
 * store them): 408, 429, and 409/423/425, the idempotency layer's "the same key is still being
 * handled" (an earlier send of this row, cut by a closed page, still running on the server).
 * Rejecting them would drop a change the server never applied.
 */
const RETRY_LATER = new Set([408, 409, 423, 425, 429]);

async function nextPending(db: TokaasDatabase, userId: number): Promise<OutboxRow | undefined> {
  const rows = await db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('seq');
  return rows[0];
}

async function drainOnce(env: DrainEnv, options: DrainOptions): Promise<DrainResult> {
  const { db } = env;
  const now = env.now ?? Date.now;
  const result: DrainResult = { sent: 0, rejected: 0, stoppedBy: 'done', nextRetryAt: null };
  const session = await env.session();
  if (!session) return { ...result, stoppedBy: 'no-session' };

  for (let handled = 0; handled < MAX_ROWS_PER_DRAIN; handled++) {
    const row = await nextPending(db, session.userId);
    if (!row || row.seq === undefined) return result;
    const seq = row.seq;
    const waitsForNetworkOnly = options.connectivitySignal && row.lastFailure === 'network';
    if (row.nextAttemptAt > now() && !waitsForNetworkOnly) {
      return { ...result, stoppedBy: 'backoff', nextRetryAt: row.nextAttemptAt };
    }
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

    let response: Response;
    try {
      response = await env.fetch(
        `${env.baseUrl ?? ''}${request.path}`,
        toFetchInit(request, row.id, session.token),
      );
    } catch {
      await retryLater(db, row, backoffDelay(row.attempts + 1, env.random), now(), 'network');
      return {
        ...result,
        stoppedBy: 'network',
        nextRetryAt: (await db.outbox.get(seq))?.nextAttemptAt ?? null,
      };
    }

    const body: unknown = await response.json().catch(() => null);
    if (response.ok || handler.alreadyApplied?.(response.status)) {
      await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
        await handler.acknowledge(db, row, body);
        await db.outbox.delete(seq);
      });
      result.sent++;
      continue;
    }
    if (response.status === 401) return { ...result, stoppedBy: 'unauthorized' };
    if (response.status >= 500 || RETRY_LATER.has(response.status)) {
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
  await db.outbox.update(row.seq, { attempts: row.attempts + 1, nextAttemptAt: now + delay, lastFailure });
}

async function reject(db: TokaasDatabase, row: OutboxRow, error: OutboxError): Promise<void> {
  const handler = handlerFor(row.kind);
  await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
    await handler.rollback(db, row);
    if (row.seq !== undefined) await db.outbox.update(row.seq, { status: 'rejected', error });
  });
}
