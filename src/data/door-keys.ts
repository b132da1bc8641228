// Contract keys for screens: the list comes with the contract from the mirror (so it opens
// offline); create, edit and delete go through the outbox with the selfie Blob (see
// outbox/mutations/keys.ts). `watchChange` tells a screen when the server settled a change, so
// success and failure messages are shown when they are true, not when the change was only queued.
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { database, type TokaasDatabase } from './engine/db.ts';
import type {
  KeyCreatePayload,
  KeyDeletePayload,
  KeyRow,
  KeyUpdatePayload,
} from './engine/outbox/mutations/keys.ts';
import { localKeyId, resolveKeyId } from './engine/outbox/mutations/keys.ts';
import type { OutboxRow } from './engine/outbox/types.ts';
import { recordChange } from './record-change.ts';
import { useSession } from './session.ts';

export type { KeyRow };

export function createKey(payload: KeyCreatePayload): Promise<OutboxRow<KeyCreatePayload>> {
  return recordChange('key.create', payload);
}

export function updateKey(payload: KeyUpdatePayload): Promise<OutboxRow<KeyUpdatePayload>> {
  return recordChange('key.update', payload);
}

export function deleteKey(payload: KeyDeletePayload): Promise<OutboxRow<KeyDeletePayload>> {
  return recordChange('key.delete', payload);
}

export type ChangeOutcome =
  /** The server acknowledged it (the row left the outbox). */
  | { state: 'sent' }
  /** The server refused it; the row stays on the pending-changes screen. */
  | { state: 'rejected'; message: string }
  /** A send was tried and failed for lack of network: it waits in the outbox. */
  | { state: 'waiting' };

/**
 * Calls `listener` as the outbox row `rowId` moves: 'waiting' at most once (first failed attempt),
 * then 'sent' or 'rejected' (final). Works whichever context drains (sync worker or service
 * worker): Dexie broadcasts their commits. Returns an unsubscribe function.
 */
export function watchChange(rowId: string, listener: (outcome: ChangeOutcome) => void): () => void {
  let waitingSaid = false;
  let done = false;
  const subscription = liveQuery(() => database().outbox.where('id').equals(rowId).first()).subscribe({
    next(row) {
      if (done) return;
      if (!row) {
        done = true;
        listener({ state: 'sent' });
      } else if (row.status === 'rejected') {
        done = true;
        listener({ state: 'rejected', message: row.error?.message ?? '' });
      } else if (row.attempts > 0 && !waitingSaid) {
        waitingSaid = true;
        listener({ state: 'waiting' });
      }
      if (done) queueMicrotask(() => subscription.unsubscribe());
    },
  });
  return () => subscription.unsubscribe();
}

/**
 * Selfies still waiting to be sent, by key id as the list shows it ('local:…' for keys created
 * here): the list can show the photo the resident just took, even offline.
 */
export function usePendingSelfies(contractId: number): Map<string, Blob> {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return (
    useLiveQuery(async () => {
      const selfies = new Map<string, Blob>();
      if (userId === undefined) return selfies;
      const rows = await database().outbox.where('userId').equals(userId).sortBy('seq');
      for (const row of rows) {
        if (row.status !== 'pending') continue;
        if (row.kind === 'key.create') {
          const p = row.payload as KeyCreatePayload;
          if (p.contractId === contractId) selfies.set(localKeyId(row), p.selfie);
        } else if (row.kind === 'key.update') {
          const p = row.payload as KeyUpdatePayload;
          if (p.contractId === contractId && p.selfie) selfies.set(String(p.keyId), p.selfie);
        }
      }
      return selfies;
    }, [userId, contractId]) ?? new Map<string, Blob>()
  );
}

/** The contract's key list as the mirror holds it (empty when the contract is not mirrored). */
async function keysOf(db: TokaasDatabase, contractId: number): Promise<KeyRow[]> {
  return ((await db.contracts.get(contractId)) as { key?: KeyRow[] } | undefined)?.key ?? [];
}

/** A key of the list with the React key that keeps its item mounted across its id changing. */
export interface ListedKey {
  handle: string;
  key: KeyRow;
}

/**
 * The contract's keys, each with a handle that outlives its id: a key created on this device
 * keeps its 'local:…' id as handle once the server gives it a number, so what is open on it (the
 * delete confirmation) is not closed by the acknowledgement. Read with the id map in one
 * transaction, for the same reason as `useKeyToEdit`.
 */
export function useListedKeys(contractId: number): ListedKey[] | undefined {
  return useLiveQuery(async () => {
    const db = database();
    return db.transaction('r', [db.idMap, db.contracts], async () => {
      const keys = await keysOf(db, contractId);
      const numbered = new Set(keys.flatMap((k) => (typeof k.id === 'number' ? [k.id] : [])));
      const origins = new Map<number, string>();
      if (numbered.size)
        await db.idMap
          .where('localId')
          .startsWith('local:')
          .each(({ localId, serverId }) => {
            if (numbered.has(serverId) && !origins.has(serverId)) origins.set(serverId, localId);
          });
      return keys.map((key) => ({
        key,
        handle: typeof key.id === 'number' ? (origins.get(key.id) ?? String(key.id)) : key.id,
      }));
    });
  }, [contractId]);
}

export type KeyToEdit =
  | { state: 'found'; key: KeyRow }
  /** Neither this id nor the server id it was given is in the contract's list. */
  | { state: 'missing' };

/**
 * The key the route names ('12', or 'local:…' for one created offline), as the contract's list
 * has it now. The id map and the list are read in one transaction: the acknowledgement of an
 * offline create writes both at once, and reading them apart could see the list with the server
 * id but the map without it, calling the key missing while the resident is editing it.
 */
export function useKeyToEdit(contractId: number, routeId: string | undefined): KeyToEdit | undefined {
  return useLiveQuery(async (): Promise<KeyToEdit | undefined> => {
    if (!routeId) return undefined;
    const db = database();
    return db.transaction('r', [db.idMap, db.contracts], async () => {
      const id = await resolveKeyId(db, /^\d+$/.test(routeId) ? Number(routeId) : routeId);
      const key = (await keysOf(db, contractId)).find((k) => k.id === id);
      return key ? { state: 'found', key } : { state: 'missing' };
    });
  }, [contractId, routeId]);
}
