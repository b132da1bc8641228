// The screens that start offline from rows read before their code runs, in one registry: the
// service worker's snapshot check (sw/offline-page.ts), the page's early read (prefetch-first-screen.ts) and
// the screen that keeps its snapshot (useKeepSnapshot) all name a screen from here.
import { readContracts } from './contract-mirror-rows.ts';
import type { TokaasDatabase } from './db.ts';
import { readNotifications } from './notification-rows.ts';

interface OfflineStartScreen {
  /** The key its prefetched rows are kept under (prefetched-rows.ts), as the screen's hook asks for them. */
  rowsKey: string;
  /** The screen's own read of its rows. */
  readRows(db: TokaasDatabase, userId: number): Promise<unknown[] | undefined>;
}

export const OFFLINE_START_SCREENS = {
  '/minhas-tokaas': { rowsKey: 'contracts', readRows: readContracts },
  '/notificacoes': { rowsKey: 'notifications', readRows: readNotifications },
} as const satisfies Record<string, OfflineStartScreen>;

export type OfflineStartPath = keyof typeof OFFLINE_START_SCREENS;

/** The registry's entry for a path, if that screen starts offline this way. */
export function offlineStartScreen(path: string): OfflineStartScreen | undefined {
  return Object.hasOwn(OFFLINE_START_SCREENS, path)
    ? OFFLINE_START_SCREENS[path as OfflineStartPath]
    : undefined;
}
