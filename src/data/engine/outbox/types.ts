// The outbox: every resident change made in the app, kept until the server acknowledges it. A
// row's shape only (db.ts stores it); what a kind of change does is mutation-handler.ts.

/** An HTTP request to replay; built when the row is sent, from the mirror's current state. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  /** multipart/form-data: text fields and files (Blobs stay in IndexedDB until sent). */
  form?: { fields: Record<string, string>; files?: Record<string, Blob> };
}

export type OutboxStatus = 'pending' | 'rejected';

export interface OutboxError {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

export interface OutboxRow<P = unknown> {
  /** Auto-increment: the order changes were made in. */
  seq?: number;
  /** Client-generated id, sent as Idempotency-Key on every attempt. */
  id: string;
  userId: number;
  kind: string;
  payload: P;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which a retry is not attempted (backoff). */
  nextAttemptAt: number;
  /** Why the last attempt failed: a network failure is retried at once when the network returns. */
  lastFailure?: 'network' | 'server';
  createdAt: number;
  error?: OutboxError;
  /**
   * Set (epoch ms) in a transaction just before the row is sent, cleared with the outcome: a row
   * being sent is never coalesced away, and its heart ignores presses. After a crash the mark
   * stays; past IN_FLIGHT_MS it no longer counts as in flight.
   */
  sendingSince?: number;
}

/** Longer than any send may last (the client deadline, then writing its outcome). */
export const IN_FLIGHT_MS = 30_000;

/** Whether a drain is sending this row right now (a mark older than IN_FLIGHT_MS is left by a crash). */
export function isInFlight(row: Pick<OutboxRow, 'sendingSince'>, now: number): boolean {
  return row.sendingSince !== undefined && now - row.sendingSince < IN_FLIGHT_MS;
}

/**
 * Whether the row surely never reached the server: never attempted and not being sent. Only such
 * a row may be replaced or dropped by a later intent; any other may have been applied (an answer
 * lost, a deadline passed), so a later intent is queued after it.
 */
export function neverSent(row: Pick<OutboxRow, 'attempts' | 'sendingSince' | 'status'>): boolean {
  return row.status === 'pending' && row.attempts === 0 && row.sendingSince === undefined;
}

/** Tables every handler may touch, so one transaction covers any of them. */
export const OUTBOX_TX_TABLES = [
  'outbox',
  'favorites',
  'tickets',
  'contracts',
  'inspectionDrafts',
  'notifications',
  'idMap',
  'meta',
] as const;
