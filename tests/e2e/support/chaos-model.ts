// The outbox chaos test's bookkeeping: a small seeded PRNG (so a failing run can be replayed with
// CHAOS_SEED), what the resident meant to do (the intended model) and the figures printed at the end.

/** mulberry32: tiny, fast and good enough to pick actions; the same seed gives the same script. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (!items.length) throw new Error('nada para escolher');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted: <K extends string>(weights: Record<K, number>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
  };
}

export interface Random {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<K extends string>(weights: Record<K, number>): K;
}

/** Every kind of change the outbox knows (src/data/engine/outbox/mutations/). */
export const OUTBOX_KINDS = [
  'favorite.add',
  'favorite.remove',
  'ticket.create',
  'ticket.reply',
  'key.create',
  'key.update',
  'key.delete',
  'inspection.photo',
  'inspection.submit',
  'notification.read',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * The kinds the chaos run makes. Not 'notification.read': only the server writes notifications,
 * so the run has none to read; tests/e2e/notifications-centre.spec.ts sends it offline instead.
 */
export const CHAOS_KINDS = OUTBOX_KINDS.filter((kind) => kind !== 'notification.read');

/** Disturbances between the resident's actions. */
export const CHAOS_EVENTS = [
  'drop',
  'reconnect',
  'reload-online',
  'reload-offline',
  'close-online',
  'close-offline',
  'sw-restart',
  'background-sync',
  // Lie-fi (chaos-lie-fi.ts): an answer held while the resident goes on; one delivered after the
  // app gave up and sent it again.
  'held-answer',
  'late-answer',
] as const;
export type ChaosEvent = (typeof CHAOS_EVENTS)[number];

export interface IntendedKey {
  name: string;
  code: string | null;
}

/** What the resident meant, built as they act; the server must end up exactly like this. */
export class IntendedState {
  /** Units (by id) the resident wants as favourites. */
  readonly favorites = new Set<number>();
  /** Tickets by (unique) title, with their description and replies in the order written. */
  readonly tickets = new Map<string, { description: string; replies: string[] }>();
  /** Live keys per contract, by a stable handle (the key's first name), with their latest edit. */
  readonly keys = new Map<number, Map<string, IntendedKey>>();
  /** Contracts whose check-in inspection was sent, with how many problem photos went with it. */
  readonly inspections = new Map<number, { photos: number; problems: number }>();

  keysOf(contractId: number): Map<string, IntendedKey> {
    let keys = this.keys.get(contractId);
    if (!keys) {
      keys = new Map();
      this.keys.set(contractId, keys);
    }
    return keys;
  }

  get photos(): number {
    return [...this.inspections.values()].reduce((sum, i) => sum + i.photos, 0);
  }
}

export class ChaosStats {
  readonly mutations = Object.fromEntries(OUTBOX_KINDS.map((k) => [k, 0])) as Record<OutboxKind, number>;
  readonly events = Object.fromEntries(CHAOS_EVENTS.map((e) => [e, 0])) as Record<ChaosEvent, number>;
  /** Mutating requests (with an Idempotency-Key) seen on the wire, and how many came from the service worker. */
  requests = 0;
  serviceWorkerRequests = 0;
  /** Answers dropped after the server applied the request. */
  lostResponses = 0;
  /** Lie-fi: requests held, and held requests that reached the server after their retry was sent. */
  heldRequests = 0;
  lateDeliveries = 0;

  get totalMutations(): number {
    return Object.values(this.mutations).reduce((a, b) => a + b, 0);
  }

  summary(seed: number, setupSeconds: number, seconds: number): string {
    const kinds = CHAOS_KINDS.map((k) => `${k}=${this.mutations[k]}`).join(' ');
    const events = CHAOS_EVENTS.map((e) => `${e}=${this.events[e]}`).join(' ');
    return [
      `[chaos] seed=${seed} mutations=${this.totalMutations} time=${seconds.toFixed(0)}s (set-up ${setupSeconds.toFixed(0)}s)`,
      `[chaos] by kind: ${kinds}`,
      `[chaos] events: ${events}`,
      `[chaos] wire: mutating requests=${this.requests} (service worker ${this.serviceWorkerRequests}), ` +
        `lost responses=${this.lostResponses}`,
      `[chaos] lie-fi: held requests=${this.heldRequests}, delivered after the app's retry=${this.lateDeliveries}`,
    ].join('\n');
  }
}

/** Fixed-width labels, so no name is a substring of another (text matching stays exact). */
export const pad = (n: number, width = 4) => String(n).padStart(width, '0');
