// Rows read for the first screen of a start in the resident area before that screen's code had
// run (see prefetch-first-screen.ts). The screen shows them until its own live query answers, and only then:
// once that query has answered they are dropped, so a later visit never sees them.
import { useSyncExternalStore } from 'react';

interface PrefetchedRows {
  userId: number;
  rows: unknown[] | undefined;
}

const entries = new Map<string, PrefetchedRows>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function putPrefetchedRows(key: string, userId: number, rows: unknown[] | undefined): void {
  entries.set(key, { userId, rows });
  notify();
}

export function dropPrefetchedRows(key: string): void {
  if (entries.delete(key)) notify();
}

/** The prefetched rows under `key` for this user (never another's); undefined when there are none. */
export function prefetchedRows<T>(key: string, userId: number | undefined): T[] | undefined {
  const entry = entries.get(key);
  return entry && userId !== undefined && entry.userId === userId
    ? (entry.rows as T[] | undefined)
    : undefined;
}

/** prefetchedRows as state: rows read after the screen mounted still reach it. */
export function usePrefetchedRows<T>(key: string, userId: number | undefined): T[] | undefined {
  const get = () => prefetchedRows<T>(key, userId);
  return useSyncExternalStore(subscribe, get, get);
}
