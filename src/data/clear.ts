// Sign-out and 401: the resident's mirrored data leaves the device; their outbox stays, to be
// sent when the same person signs in again (a different user never sends it).
import { RESIDENT_TABLES, type TokaasDatabase } from './engine/db.ts';

export async function clearResidentData(db: TokaasDatabase): Promise<void> {
  await db.transaction('rw', [...RESIDENT_TABLES], async () => {
    await Promise.all(RESIDENT_TABLES.map((table) => db.table(table).clear()));
  });
}
