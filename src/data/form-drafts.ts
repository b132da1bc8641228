// Text a resident has typed into a form and not sent yet, kept on the device by form and resident:
// a reload, the phone closing the app or a crash loses none of it (what was sent is the outbox's).
// This page's copy answers at once (a form mounted again after a route change starts with it);
// IndexedDB (idb-keyval) keeps it for the next page load.
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef, useState } from 'react';

/** This page's drafts, by key: what was typed here, or read from the device. */
const drafts = new Map<string, unknown>();

const stored = (key: string) => `draft:${key}`;

/** The key of one form's draft for one resident: another resident on the device never sees it. */
export function draftKey(userId: number, form: string): string {
  return `${userId}:${form}`;
}

/** Keeps `value` as the draft of `key`; undefined drops it. */
export function keepDraft(key: string, value: unknown): void {
  if (value === undefined) drafts.delete(key);
  else drafts.set(key, value);
  // Writes on one store run in the order they were made: the last one typed is the one kept.
  void (value === undefined ? del(stored(key)) : set(stored(key), value)).catch(() => {});
}

export function discardDraft(key: string): void {
  keepDraft(key, undefined);
}

/** The draft of `from` becomes the draft of `to` (a record written offline got its server id). */
export async function moveDraft(from: string, to: string): Promise<void> {
  const value = drafts.get(from) ?? (await get(stored(from)).catch(() => undefined));
  if (value !== undefined && !drafts.has(to)) keepDraft(to, value);
  discardDraft(from);
}

/**
 * State kept as the draft of `key` (null: not kept, e.g. no resident signed in). It starts from
 * this page's copy, else from the device's once read, unless something was typed meanwhile;
 * setting it back to `empty` drops the draft.
 */
export function useDraft<T>(key: string | null, empty: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(
    () => (key !== null ? (drafts.get(key) as T | undefined) : undefined) ?? empty,
  );
  const typed = useRef(false);

  useEffect(() => {
    if (key === null) return;
    if (drafts.has(key)) {
      // Known once the resident is (the key was null before).
      if (!typed.current) setValue(drafts.get(key) as T);
      return;
    }
    let live = true;
    get<T>(stored(key)).then(
      (found) => {
        if (!live || found === undefined || typed.current || drafts.has(key)) return;
        drafts.set(key, found);
        setValue(found);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [key]);

  const update = (next: T) => {
    typed.current = true;
    setValue(next);
    if (key !== null) keepDraft(key, JSON.stringify(next) === JSON.stringify(empty) ? undefined : next);
  };
  return [value, update];
}
