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
}

/** A text a resident may correct before retrying a refused change. */
export interface EditableField {
  name: string;
  label: string;
  value: string;
  multiline?: boolean;
}

/** What a kind of change does locally and how it reaches the server. */
export interface MutationHandler<P> {
  kind: string;
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
  /** Undoes the optimistic change (on rejection or discard). */
  rollback(db: TokaasDatabase, row: OutboxRow<P>): Promise<void>;
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
