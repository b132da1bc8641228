// After a pull replaces mirror rows with the server's, the changes still waiting in the outbox
// are applied again on top, so the resident keeps seeing what they did offline.
import type { TokaasDatabase } from '../db.ts';
import { handlerFor } from './registry.ts';

/** Call inside the transaction that wrote the pulled data (it must include OUTBOX_TX_TABLES). */
export async function reapplyPending(db: TokaasDatabase, userId: number): Promise<void> {
  const rows = await db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('seq');
  for (const row of rows) await handlerFor(row.kind).apply(db, row);
}
