// An offline start of the resident area: the mirror opens, and the first screen's rows are read,
// while the session is still being restored from the device and the screen's code is still
// arriving, rather than after them (each step waits its turn on a busy main thread). Loaded by the
// route guard on its first render, so public pages never load Dexie for it.
import { readContracts } from './contract-rows.ts';
import { database } from './db.ts';
import { putEarlyRows } from './early-rows.ts';
import { whenSessionKnown } from './session.ts';

/** Screens whose rows are read early, by path, and the key they find them under. */
const EARLY_READS: Record<string, { key: string; read: typeof readContracts }> = {
  '/minhas-tokaas': { key: 'contracts', read: readContracts },
};

export function warmStart(path: string): void {
  const db = database();
  // Opening is what the first query would do anyway; its failure reaches the screens' own queries.
  db.open().catch(() => {});
  const early = EARLY_READS[path];
  if (!early) return;
  void whenSessionKnown()
    .then(async (session) => {
      if (session.status !== 'authenticated') return;
      putEarlyRows(early.key, session.user.id, await early.read(db, session.user.id));
    })
    .catch(() => {});
}
