// The resident's contracts as the screens read them from the mirror. No React: the service worker
// reads them the same way to tell whether a snapshot of the list is still true (sw/offline-page.ts).
import type { Contract } from '../../api/contracts.ts';
import type { TokaasDatabase } from './db.ts';
import { syncedKey } from './sync/synced-key.ts';

export type ContractRow = Contract & { userId: number };

/** The resident's contracts, newest first. */
export async function selectContracts(db: TokaasDatabase, userId: number): Promise<ContractRow[]> {
  const rows = (await db.contracts.where('userId').equals(userId).toArray()) as unknown as ContractRow[];
  return rows.sort((a, b) => b.id - a.id);
}

/** What the contracts list shows, read once: undefined while never pulled on this device. */
export async function readContracts(db: TokaasDatabase, userId: number): Promise<ContractRow[] | undefined> {
  const [rows, synced] = await Promise.all([
    selectContracts(db, userId),
    db.meta.get(syncedKey('contracts')),
  ]);
  return !synced && rows.length === 0 ? undefined : rows;
}
