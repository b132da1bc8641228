// Leaving the signed-in state: the server session is revoked (now, or once the server can be
// reached: src/data/pending-logouts.ts), the token and the resident's mirrored data leave the
// device, and cached catalogue answers with their `favorited` go too. The outbox stays for when the
// same person signs in again (the menu's 'Sair' says so first when changes wait: SignOutDialog).
// Dexie is loaded here only when someone signs out, so the shell does not carry it.
import { CATALOGUE_CACHE } from '../api/catalogue-requests.ts';
import { signOut } from '../data/session.ts';

export async function signOutEverywhere(): Promise<void> {
  await signOut();
  await Promise.all([import('../data/clear.ts'), import('../data/db.ts')])
    .then(([{ clearResidentData }, { database }]) => clearResidentData(database()))
    .catch(() => {});
  await globalThis.caches?.delete(CATALOGUE_CACHE).catch(() => false);
}
