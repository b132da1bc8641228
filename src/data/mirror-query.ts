// Live reads of the signed-in resident's mirror that tell "not pulled yet" from "really empty".
import { useLiveQuery } from 'dexie-react-hooks';
import { database, type TokaasDatabase } from './engine/db.ts';
import { syncedKey } from './engine/sync/synced-key.ts';
import { useSession } from './session.ts';

/** Rows of a resident table; undefined until loaded, or while never pulled and empty. */
export function useMirrorRows<T>(
  table: 'contracts' | 'cards' | 'preBookings' | 'tickets' | 'notifications',
  select: (db: TokaasDatabase, userId: number) => Promise<T[]>,
  deps: unknown[] = [],
): T[] | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return useLiveQuery(async () => {
    if (userId === undefined) return undefined;
    const db = database();
    const [rows, synced] = await Promise.all([select(db, userId), db.meta.get(syncedKey(table))]);
    return !synced && rows.length === 0 ? undefined : rows;
  }, [userId, table, ...deps]);
}
