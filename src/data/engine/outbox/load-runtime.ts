// Loads the outbox's runtime (drainer and handlers) once per context, on first need.
import type { TokaasDatabase } from '../db.ts';

export type OutboxRuntime = typeof import('./runtime.ts');

let loading: Promise<OutboxRuntime> | undefined;

export function loadOutboxRuntime(): Promise<OutboxRuntime> {
  // A failed download (offline before the service worker had it) is tried again next time.
  loading ??= import('./runtime.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Whether the user has changes waiting to be sent (and so re-applied over a pull). */
export async function hasPending(db: TokaasDatabase, userId: number): Promise<boolean> {
  return (await db.outbox.where('[userId+status]').equals([userId, 'pending']).count()) > 0;
}
