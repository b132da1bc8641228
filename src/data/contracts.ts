// The resident's contracts (with invoices, keys and inspections) from the mirror: every contract
// screen opens offline. Hiring, paying and cancelling need the network (src/api/contract-calls.ts);
// after them, call refreshResidentData() so the mirror shows the result at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { type ContractRow, selectContracts } from './engine/contract-mirror-rows.ts';
import { database } from './engine/db.ts';
import { OFFLINE_START_SCREENS } from './engine/offline-start-screens.ts';
import { syncedKey } from './engine/sync/synced-key.ts';
import { useMirrorRows } from './mirror-query.ts';
import { syncClient } from './page-sync-client.ts';
import { dropPrefetchedRows, usePrefetchedRows } from './prefetched-rows.ts';
import { useSession } from './session.ts';

export type { ContractRow } from './engine/contract-mirror-rows.ts';

const CONTRACTS_ROWS = OFFLINE_START_SCREENS['/minhas-tokaas'].rowsKey;

/**
 * Newest first; undefined while never pulled on this device. Until the live query first answers,
 * the rows read early on an offline start (if any, and the same resident's) stand in for it.
 */
export function useContracts(): ContractRow[] | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const live = useMirrorRows<ContractRow>('contracts', selectContracts);
  const early = usePrefetchedRows<ContractRow>(CONTRACTS_ROWS, userId);
  useEffect(() => {
    if (live !== undefined) dropPrefetchedRows(CONTRACTS_ROWS);
  }, [live]);
  return live ?? early;
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

/**
 * Asks the server for the resident's contracts now: whether contract `id` of `userId` is then on
 * this device. Read directly, since the live queries hear of the sync worker's write a moment later.
 */
export async function pullContract(id: number, userId: number | undefined): Promise<boolean> {
  await (syncClient()?.pull(['contracts']) ?? Promise.resolve()).catch(() => {});
  const row = (await database().contracts.get(id)) as unknown as ContractRow | undefined;
  return row !== undefined && row.userId === userId;
}

/** Pulls the mirror now (after an online-only action such as paying or cancelling). */
export async function refreshResidentData(): Promise<void> {
  await syncClient()?.sync('manual');
}

/** The signed-in resident's contracts as a ticket names them: id, contract number, unit name. */
export function useContractNames(): { id: number; number: string; unitName: string }[] {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return (
    useLiveQuery(async () => {
      if (userId === undefined) return [];
      const rows = await database().contracts.where('userId').equals(userId).toArray();
      return rows.map((c) => ({
        id: Number(c.id),
        number: String(c.human_contract_id ?? c.id),
        unitName: String(
          (c.apartment as { data?: { displayName?: string } } | undefined)?.data?.displayName ?? 'Tokaas',
        ),
      }));
    }, [userId]) ?? []
  );
}
