// Rows read for the first screen of a start in the resident area before that screen's code had
// run (see warm-start.ts). The screen shows them until its own live query answers, and only then:
// once that query has answered they are dropped, so a later visit never sees them.
import { useSyncExternalStore } from 'react';

interface EarlyRows {
  userId: number;
  rows: unknown[] | undefined;
}

const entries = new Map<string, EarlyRows>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function putEarlyRows(key: string, userId: number, rows: unknown[] | undefined): void {
  entries.set(key, { userId, rows });
  notify();
}

export function dropEarlyRows(key: string): void {
  if (entries.delete(key)) notify();
}

/** The early rows under `key` for this user (never another's); undefined when there are none. */
export function earlyRows<T>(key: string, userId: number | undefined): T[] | undefined {
  const entry = entries.get(key);
  return entry && userId !== undefined && entry.userId === userId
    ? (entry.rows as T[] | undefined)
    : undefined;
}

/** earlyRows as state: rows read after the screen mounted still reach it. */
export function useEarlyRows<T>(key: string, userId: number | undefined): T[] | undefined {
  const get = () => earlyRows<T>(key, userId);
  return useSyncExternalStore(subscribe, get, get);
}
