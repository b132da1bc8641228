// Search totals kept per filter set, with the catalogue revision they were counted at
// (migration 0005: triggers bump it on every change to what the filters read). Counting scans
// every matching unit and is most of a search page's database time; the page itself reads the
// revision in its own statement, and a kept total is used only when that revision is the one it
// was counted at, so a total is never stale. Kept per database (tests open many), for a bounded
// number of filter sets.
import type { ApartmentFilters } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';

export interface CountedTotal {
  total: number;
  revision: number;
}

export const KEPT_FILTER_SETS = 500;

const byDatabase = new WeakMap<DB, Map<string, CountedTotal>>();

/** What a count depends on: every filter, not the page, order, period or includes. */
export function countKey(filters: ApartmentFilters): string {
  const { page, perPage, order, checkin, checkout, include, ...counted } = filters;
  return JSON.stringify(counted);
}

/** The total kept for these filters, if it was counted at this revision. */
export function keptTotal(db: DB, key: string, revision: number | undefined): number | undefined {
  const kept = byDatabase.get(db)?.get(key);
  return kept && kept.revision === revision ? kept.total : undefined;
}

export function keepTotal(db: DB, key: string, counted: CountedTotal): void {
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = new Map();
    byDatabase.set(db, kept);
  }
  // Re-inserted so the Map's order is least recently counted first: that one goes when full.
  kept.delete(key);
  kept.set(key, counted);
  if (kept.size > KEPT_FILTER_SETS) kept.delete(kept.keys().next().value as string);
}

/** Whether a total is kept for these filters (at any revision): the page can then go first. */
export function hasKeptTotal(db: DB, key: string): boolean {
  return byDatabase.get(db)?.has(key) ?? false;
}
