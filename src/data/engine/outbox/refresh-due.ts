// Mirror resources left stale by acknowledged changes (outbox/kinds.ts says which), kept in meta
// until a pull has read them again. Written in the transaction that deletes the acknowledged row,
// by whichever context sent it (the sync worker or the service worker), so a refresh is never
// lost to the context that happened to send.
import type { TokaasDatabase } from '../db.ts';
import type { ResourceName } from '../sync/resource-names.ts';

const REFRESH_DUE_KEY = 'outbox-refresh-due';

export async function refreshDue(db: TokaasDatabase): Promise<ResourceName[]> {
  const value = (await db.meta.get(REFRESH_DUE_KEY))?.value;
  return Array.isArray(value) ? (value as ResourceName[]) : [];
}

/** Call inside a transaction that includes 'meta'. */
export async function addRefreshDue(db: TokaasDatabase, names: readonly ResourceName[]): Promise<void> {
  if (names.length === 0) return;
  const due = new Set([...(await refreshDue(db)), ...names]);
  await db.meta.put({ key: REFRESH_DUE_KEY, value: [...due] });
}

/** Call inside the transaction that wrote the pulled resources. */
export async function clearRefreshDue(db: TokaasDatabase, pulled: readonly ResourceName[]): Promise<void> {
  const due = (await refreshDue(db)).filter((name) => !pulled.includes(name));
  if (due.length > 0) await db.meta.put({ key: REFRESH_DUE_KEY, value: due });
  else await db.meta.delete(REFRESH_DUE_KEY);
}
