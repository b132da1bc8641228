// A start of one of the app's own pages (the service worker answers them from the cached shell at
// once, online or not): the shell, with the page as it was last drawn when that drawing is still
// true (src/shared/page-snapshot.ts): the same resident, the same build, and exactly the rows the
// mirror holds now, read as the screen reads them.

import type { TokaasDatabase } from '../src/data/engine/db.ts';
import { offlineStartScreen } from '../src/data/engine/offline-start-screens.ts';
import { fromBuild, type PageSnapshot, snapshotKey, withSnapshot } from '../src/shared/page-snapshot.ts';

/** A start waits no longer than this for the snapshot; then the shell goes as it is. */
const LONGEST_MS = 500;

export interface OfflinePageDeps {
  db: TokaasDatabase;
  session(): Promise<{ userId: number } | null>;
  /** Whether a build's entry is this service worker's (its precache). */
  isCurrentBuild(build: string): boolean;
}

export async function snapshotFor(path: string, deps: OfflinePageDeps): Promise<PageSnapshot | undefined> {
  const screen = offlineStartScreen(path);
  if (!screen) return undefined;
  const session = await deps.session();
  if (!session) return undefined;
  const [kept, rows] = await Promise.all([
    deps.db.cache.get(snapshotKey(path)),
    screen.readRows(deps.db, session.userId),
  ]);
  if (!kept || kept.userId !== session.userId || rows === undefined) return undefined;
  const snapshot = fromBuild(kept.value, deps.isCurrentBuild);
  return snapshot?.rows === JSON.stringify(rows) ? snapshot : undefined;
}

/** The shell for a navigation to `path`, with its snapshot when there is a true one. */
export async function offlinePage(shell: Response, path: string, deps: OfflinePageDeps): Promise<Response> {
  const snapshot = await Promise.race([
    snapshotFor(path, deps).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, LONGEST_MS)),
  ]);
  if (!snapshot) return shell;
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  return new Response(withSnapshot(await shell.text(), snapshot), { status: shell.status, headers });
}
