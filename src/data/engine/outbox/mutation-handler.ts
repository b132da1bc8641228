// What a kind of change does locally and how it reaches the server: the interface every module
// of mutations/ implements (registered in registry.ts).
import type { ErrorCode } from '../../../api/error-codes.ts';
import type { TokaasDatabase } from '../db.ts';
import type { OutboxRequest, OutboxRow } from './types.ts';

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
  /**
   * A refusal that means the change already holds (e.g. 404 deleting what is gone): treated as
   * done. `code` is the answer's (src/api/error-codes.ts): a 409 may also mean 'still running'.
   */
  alreadyApplied?(status: number, code: ErrorCode | undefined): boolean;
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
