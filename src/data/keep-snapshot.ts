// Keeps the page as drawn (page-snapshot.ts) for the next offline start, at an idle moment
// after its screen has shown its rows. The rows are taken with the markup, at the same moment, so
// a snapshot always says truly what it was drawn from.
import { useEffect, useRef } from 'react';
import { afterIdle } from '../shared/idle.ts';
import { BUILD, type PageSnapshot, SNAPSHOT_ELEMENT_ID, snapshotKey } from '../shared/page-snapshot.ts';
import { database, type TokaasDatabase } from './engine/db.ts';
import type { OfflineStartPath } from './engine/offline-start-screens.ts';
import { useSession } from './session.ts';

/**
 * <html>'s custom properties only: a dialog open at that moment also sets `overflow: hidden` there
 * (react-aria's scroll lock), which would stay on the offline page with nothing to take it off.
 */
function customProperties(): string {
  const style = document.documentElement.style;
  return [...style]
    .filter((property) => property.startsWith('--'))
    .map((property) => `${property}: ${style.getPropertyValue(property)};`)
    .join(' ');
}

/** The page as drawn now, from `rows`; undefined while an older snapshot still stands in front. */
export function capture(rows: unknown): PageSnapshot | undefined {
  const root = document.getElementById('root');
  if (!root || document.getElementById(SNAPSHOT_ELEMENT_ID)) return undefined;
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => !link.disabled)
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => Boolean(href));
  return {
    html: root.innerHTML,
    rootStyle: customProperties(),
    title: document.title,
    stylesheets,
    build: BUILD,
    rows: JSON.stringify(rows),
  };
}

/**
 * Field by field: the markup and rows are long strings, compared as they are. Serialising both
 * snapshots to compare them escaped the markup twice, a task of ~14 ms on this host (55 ms at 4×
 * CPU) in every resident page's first idle moment.
 */
function sameSnapshot(a: PageSnapshot, b: PageSnapshot): boolean {
  return (
    a.html === b.html &&
    a.rows === b.rows &&
    a.rootStyle === b.rootStyle &&
    a.title === b.title &&
    a.build === b.build &&
    a.stylesheets.length === b.stylesheets.length &&
    a.stylesheets.every((href, index) => href === b.stylesheets[index])
  );
}

/**
 * Writes `snapshot` for `userId`, unless that resident has signed out meanwhile: their profile goes
 * in the same transaction as the rest of the mirror (clear.ts), and this one takes it too, so a
 * snapshot never outlives a sign-out that started while it was being written.
 */
export async function keepSnapshot(
  db: TokaasDatabase,
  path: string,
  userId: number,
  snapshot: PageSnapshot,
): Promise<void> {
  await db.transaction('rw', [db.cache, db.profile], async () => {
    if ((await db.profile.get('me'))?.id !== userId) return;
    const key = snapshotKey(path);
    const kept = await db.cache.get(key);
    const same = kept?.userId === userId && sameSnapshot(kept.value as PageSnapshot, snapshot);
    if (!same) await db.cache.put({ key, userId, value: snapshot, at: Date.now() });
  });
}

/** Keeps `path` as drawn from `rows` (the screen's, undefined while it has none) for this resident. */
export function useKeepSnapshot(path: OfflineStartPath, rows: unknown): void {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const latest = useRef(rows);
  latest.current = rows;
  useEffect(() => {
    if (userId === undefined || rows === undefined) return;
    let cancelled = false;
    void afterIdle(2000).then(() => {
      const snapshot = cancelled || latest.current === undefined ? undefined : capture(latest.current);
      if (snapshot) keepSnapshot(database(), path, userId, snapshot).catch(() => {});
    });
    return () => {
      cancelled = true;
    };
  }, [path, userId, rows]);
}
