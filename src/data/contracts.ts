// The resident's contracts (with invoices, keys and inspections) from the mirror: every contract
// screen opens offline. Hiring, paying and cancelling need the network (src/api/contract-calls.ts);
// after them, call refreshResidentData() so the mirror shows the result at once.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Contract } from '../api/contracts.ts';
import { database } from './db.ts';
import { useMirrorRows } from './mirror-query.ts';
import { useSession } from './session.ts';
import { syncedKey } from './sync/synced-key.ts';
import { syncClient } from './sync-runtime.ts';

export type ContractRow = Contract & { userId: number };

/** Newest first; undefined while never pulled on this device. */
export function useContracts(): ContractRow[] | undefined {
  return useMirrorRows<ContractRow>('contracts', async (db, userId) => {
    const rows = (await db.contracts.where('userId').equals(userId).toArray()) as unknown as ContractRow[];
    return rows.sort((a, b) => b.id - a.id);
  });
}

export type ContractLookup =
  | { state: 'loading' }
  | { state: 'found'; contract: ContractRow }
  | { state: 'missing' };

/** One contract by id; 'missing' once the mirror was pulled and it is not the resident's. */
export function useContract(id: number): ContractLookup {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return (
    useLiveQuery(async (): Promise<ContractLookup> => {
      if (userId === undefined || !Number.isInteger(id))
        return { state: Number.isInteger(id) ? 'loading' : 'missing' };
      const row = (await database().contracts.get(id)) as unknown as ContractRow | undefined;
      if (row && row.userId === userId) return { state: 'found', contract: row };
      const synced = await database().meta.get(syncedKey('contracts'));
      return synced ? { state: 'missing' } : { state: 'loading' };
    }, [userId, id]) ?? { state: 'loading' }
  );
}

/** Pulls the mirror now (after an online-only action such as paying or cancelling). */
export async function refreshResidentData(): Promise<void> {
  await syncClient()?.sync('manual');
}
