// One Idempotency-Key per hiring intent (who hires what, for which period, paying how), kept in
// sessionStorage until the server gives a definite answer. A retry after a dropped response, a
// double click or a reload of the page sends the same key, so the server replays its first answer
// instead of hiring twice. A different choice (another card, Pix instead of card) is a new intent.

const PREFIX = 'tokaas.hire-attempt:';
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return `hire-${crypto.randomUUID()}`;
  return `hire-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The intent as a stable string: the same fields in the same order give the same key. */
export function hireIntent(fields: Record<string, string | number | null | undefined>): string {
  return Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join('&');
}

/** The key of this intent: the one already used, or a new one remembered for the retries. */
export function attemptKey(intent: string): string {
  const name = PREFIX + intent;
  const store = storage();
  const known = store?.getItem(name) ?? memory.get(name);
  if (known) return known;
  const key = newKey();
  memory.set(name, key);
  try {
    store?.setItem(name, key);
  } catch {
    // Private mode or full storage: the in-memory copy still covers retries on this page.
  }
  return key;
}

/** The server answered for good (hired, or refused): the next attempt is a new intent. */
export function settleAttempt(intent: string): void {
  const name = PREFIX + intent;
  memory.delete(name);
  try {
    storage()?.removeItem(name);
  } catch {
    // Nothing to clean.
  }
}
