// One Idempotency-Key per hiring intent (who hires what, for which period, paying how), kept in
// sessionStorage until the server gives a definite answer. A retry after a dropped response, a
// double click or a reload of the page sends the same key, so the server replays its first answer
// instead of hiring twice. A different choice (another card, Pix instead of card) is a new intent.
// When the answer is lost, runAttempt asks the server whether the hire went through (the
// resident's contracts, the package) before telling the person anything: hired, not hired (safe
// to press again), or still unknown.

import { ApiError } from '../../api/client.ts';

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

/** Parses an intent back into its fields. */
function intentFields(intent: string): Map<string, string> {
  return new Map(
    intent.split('&').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
    }),
  );
}

/**
 * Settles every remembered intent with these fields (and any others): once the page shows the
 * hire of this unit and period — found by a reload or by the check — a later hire of the same
 * thing (after that one was cancelled, say) must not replay this answer.
 */
export function settleAttemptsFor(fields: Record<string, string | number>): void {
  const matches = (intent: string) => {
    const known = intentFields(intent);
    return Object.entries(fields).every(([name, value]) => known.get(name) === String(value));
  };
  for (const name of [...memory.keys()]) if (matches(name.slice(PREFIX.length))) memory.delete(name);
  const store = storage();
  if (!store) return;
  try {
    const names: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (name?.startsWith(PREFIX) && matches(name.slice(PREFIX.length))) names.push(name);
    }
    for (const name of names) store.removeItem(name);
  } catch {
    // Storage unavailable: nothing remembered there.
  }
}

/**
 * Whether a failed attempt may still have been applied, or may be answered differently by a retry
 * with the same key: no answer at all, an answer the app could not read, 409 while an identical
 * request is still running (by its code: 'PeriodTaken' is final), or a server fault (5xx answers are not stored for replay). Keep the key
 * for those; any other answer is final.
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid-response') return true;
  if (error.status === 409) return error.code === undefined || error.code === 'IdempotencyInFlight';
  return error.status >= 500;
}

function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/** What came of pressing 'Finalizar', as the screen tells it. */
export type AttemptOutcome<T> =
  /** The server's answer, or the hire found by the check after the answer was lost. */
  | { kind: 'hired'; value: T; found: boolean }
  /** A final answer that hired nothing (declined card, taken period...): show the server's message. */
  | { kind: 'refused'; error: unknown }
  /** No answer, and the check shows nothing hired: pressing again is safe (same key). */
  | { kind: 'not-hired' }
  /** No answer and no way to check (still offline, or the check failed too). */
  | { kind: 'unknown'; offline: boolean }
  /** The session ended (401): the shell signs out. */
  | { kind: 'signed-out' };

export interface AttemptDeps<T> {
  /** Sends the hire with this Idempotency-Key. */
  send: (idempotencyKey: string) => Promise<T>;
  /** Asks the server for the hire of this intent (undefined: not there); may throw when offline. */
  check?: (() => Promise<T | undefined>) | undefined;
  online?: () => boolean;
}

/** Asks whether the hire went through; settles the intent when it did. */
export async function checkAttempt<T>(
  intent: string,
  check: () => Promise<T | undefined>,
): Promise<AttemptOutcome<T>> {
  try {
    const value = await check();
    if (value === undefined) return { kind: 'not-hired' };
    settleAttempt(intent);
    return { kind: 'hired', value, found: true };
  } catch {
    return { kind: 'unknown', offline: false };
  }
}

/**
 * Sends the intent once with its key. An answer that leaves the outcome open (lost, unreadable,
 * 409 while the same request runs or the period is held, 5xx) is followed by the check, so a hire
 * that went through is shown as hired, never as an error.
 */
export async function runAttempt<T>(
  intent: string,
  { send, check, online = () => navigator.onLine }: AttemptDeps<T>,
): Promise<AttemptOutcome<T>> {
  try {
    const value = await send(attemptKey(intent));
    settleAttempt(intent);
    return { kind: 'hired', value, found: false };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthenticated') {
      settleAttempt(intent);
      return { kind: 'signed-out' };
    }
    if (!isUnsettled(error)) {
      settleAttempt(intent);
      return { kind: 'refused', error };
    }
    const lost = isConnectionFailure(error) || !(error instanceof ApiError);
    if (!online()) return { kind: 'unknown', offline: true };
    const checked = check ? await checkAttempt(intent, check) : { kind: 'unknown' as const, offline: false };
    if (checked.kind === 'hired') return checked;
    // The server did answer (409, 5xx, an unreadable 2xx) and nothing is hired: say what it said.
    if (!lost && checked.kind === 'not-hired') return { kind: 'refused', error };
    return checked;
  }
}
