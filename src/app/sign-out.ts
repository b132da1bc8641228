// Leaving the signed-in state: the server session is revoked (now, or once the server can be
// reached: src/data/pending-logouts.ts), the token and the resident's mirrored data leave the
// device, and cached catalogue answers with their `favorited` go too, and the boleto PDFs kept offline. The outbox stays for when the
// same person signs in again (the menu's 'Sair' says so first when changes wait: SignOutDialog).
// Dexie is loaded here only when someone signs out, so the shell does not carry it.
import { BOLETO_CACHE_PREFIX } from '../api/boleto-requests.ts';
import { CATALOGUE_CACHE } from '../api/catalogue-requests.ts';
import { signOut } from '../data/session.ts';

export async function signOutEverywhere(): Promise<void> {
  await signOut();
  await Promise.all([import('../data/clear.ts'), import('../data/engine/db.ts')])
    .then(([{ clearResidentData }, { database }]) => clearResidentData(database()))
    .catch(() => {});
  await globalThis.caches?.delete(CATALOGUE_CACHE).catch(() => false);
  await deleteBoletoCaches();
}

/** Deletes every boleto PDF cache (each resident's, sw/boleto-cache.ts). */
async function deleteBoletoCaches(): Promise<void> {
  const store = globalThis.caches;
  if (!store) return;
  const names = await store.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((n) => n.startsWith(BOLETO_CACHE_PREFIX)).map((n) => store.delete(n)));
}
