// Leaving the signed-in state: the server session is revoked (when reachable), the token and the
// resident's mirrored data leave the device, and cached catalogue answers with their `favorited`
// go too. The outbox stays for when the same person signs in again.
import { clearResidentData } from '../data/clear.ts';
import { database } from '../data/db.ts';
import { signOut } from '../data/session.ts';

export const CATALOGUE_CACHE = 'tokaas-catalogue';

export async function signOutEverywhere(): Promise<void> {
  await signOut();
  await clearResidentData(database()).catch(() => {});
  await globalThis.caches?.delete(CATALOGUE_CACHE).catch(() => false);
}
