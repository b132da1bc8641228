// The outbox: every resident change made in the app, kept until the server acknowledges it.
import type { TokaasDatabase } from '../db.ts';

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

/**
 * Last intent wins. What a new change does to a change on the same subject still waiting and never
 * sent: both cancelled (the second undoes the first), the waiting row takes the new payload (in its
 * place in line), or the new one is queued after it.
 */
export type Supersede<P> = 'cancel-both' | { replace: P } | 'queue';

/** A text a resident may correct before retrying a refused change. */
export interface EditableField {
  name: string;
  label: string;
  value: string;
  multiline?: boolean;
}

/** What a kind of change does locally and how it reaches the server. */
export interface MutationHandler<P, K extends string = string> {
  kind: K;
  /** A sentence for the pending-changes screen. */
  describe(payload: P): string;
  /** Applies the optimistic change (inside the enqueue transaction; must be idempotent: re-applied after pulls). */
  apply(db: TokaasDatabase, row: OutboxRow<P>): Promise<void>;
  /** The request to send now, or null when nothing needs sending any more (the row is dropped). */
  request(db: TokaasDatabase, row: OutboxRow<P>): Promise<OutboxRequest | null>;
  /** Reconciles the mirror with the server's answer (inside the transaction that deletes the row). */
  acknowledge(db: TokaasDatabase, row: OutboxRow<P>, response: unknown): Promise<void>;
  /** A refusal that means the change already holds (e.g. 404 deleting what is gone): treated as done. */
  alreadyApplied?(status: number): boolean;
  /** Texts the resident may edit when the change was refused (edit / retry / discard). */
  editable?: {
    fields(payload: P): EditableField[];
    withValues(payload: P, values: Record<string, string>): P;
  };
  /** Undoes the optimistic change (on rejection, discard, or a later intent cancelling it). */
  rollback(db: TokaasDatabase, row: OutboxRow<P>): Promise<void>;
  /** Kinds whose presses replace each other while waiting (see Supersede). */
  lastIntent?: {
    /** What the change is about, the same across kinds that undo each other ('favorite:12'). */
    subject(payload: P): string;
    /** Decides, inside the enqueue transaction, what `next` does to `waiting` (same subject, never sent). */
    supersede(db: TokaasDatabase, waiting: OutboxRow, next: OutboxRow<P>): Promise<Supersede<P>>;
  };
}

/** Tables every handler may touch, so one transaction covers any of them. */
export const OUTBOX_TX_TABLES = [
  'outbox',
  'favorites',
  'tickets',
  'contracts',
  'inspectionDrafts',
  'idMap',
  'meta',
] as const;
