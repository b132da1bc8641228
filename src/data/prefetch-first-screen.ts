// An offline start of the resident area: the mirror opens, and the first screen's rows are read,
// while the session is still being restored from the device and the screen's code is still
// arriving, rather than after them (each step waits its turn on a busy main thread). Loaded by the
// route guard on its first render, so public pages never load Dexie for it.
import { database } from './engine/db.ts';
import { offlineStartScreen } from './engine/offline-start-screens.ts';
import { putPrefetchedRows } from './prefetched-rows.ts';
import { whenSessionKnown } from './session.ts';

export function prefetchFirstScreen(path: string): void {
  const db = database();
  // Opening is what the first query would do anyway; its failure reaches the screens' own queries.
  db.open().catch(() => {});
  const early = offlineStartScreen(path);
  if (!early) return;
  void whenSessionKnown()
    .then(async (session) => {
      if (session.status !== 'authenticated') return;
      putPrefetchedRows(early.rowsKey, session.user.id, await early.readRows(db, session.user.id));
    })
    .catch(() => {});
}
