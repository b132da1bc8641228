// Kept search totals: used only at the revision they were counted at, one set per database, and
// a bounded number of filter sets (the least recently counted goes first).
import { describe, expect, it } from 'vitest';
import {
  countKey,
  hasKeptTotal,
  KEPT_FILTER_SETS,
  keepTotal,
  keptTotal,
} from '../../server/catalogue/search-count.ts';
import type { DB } from '../../server/db/connect.ts';
import { apartmentListQuery } from '../../src/api/catalogue.ts';

const newDb = () => ({}) as DB;
const key = (params: Record<string, string>) => countKey(apartmentListQuery.parse(params));

describe('countKey', () => {
  it('leaves out what does not change the total: page, order, period and includes', () => {
    const base = key({ price_min: '1500', people: '2' });
    expect(
      key({
        price_min: '1500',
        people: '2',
        page: '3',
        perPage: '20',
        order: 'price_desc',
        checkin: '2099-01-10',
        checkout: '2099-01-20',
        include: 'amenities',
      }),
    ).toBe(base);
    expect(key({ price_min: '1500', people: '3' })).not.toBe(base);
    expect(key({ price_min: '1500', people: '2', amenities: 'wifi' })).not.toBe(base);
    expect(key({ price_min: '1500', people: '2', q: 'pinheiros' })).not.toBe(base);
  });
});

describe('kept totals', () => {
  it('are used only at the revision they were counted at, and only for their database', () => {
    const db = newDb();
    keepTotal(db, 'k', { total: 42, revision: 7 });
    expect(keptTotal(db, 'k', 7)).toBe(42);
    expect(keptTotal(db, 'k', 8)).toBeUndefined();
    expect(keptTotal(db, 'k', undefined)).toBeUndefined();
    expect(keptTotal(newDb(), 'k', 7)).toBeUndefined();
    expect(hasKeptTotal(db, 'other')).toBe(false);
  });

  it(`keep at most ${KEPT_FILTER_SETS} filter sets, dropping the least recently counted`, () => {
    const db = newDb();
    for (let i = 0; i < KEPT_FILTER_SETS; i++) keepTotal(db, `k${i}`, { total: i, revision: 1 });
    keepTotal(db, 'k0', { total: 0, revision: 1 }); // counted again: now the most recent
    keepTotal(db, 'new', { total: 9, revision: 1 });
    expect(hasKeptTotal(db, 'k0')).toBe(true);
    expect(hasKeptTotal(db, 'k1')).toBe(false);
    expect(hasKeptTotal(db, 'new')).toBe(true);
    expect(hasKeptTotal(db, `k${KEPT_FILTER_SETS - 1}`)).toBe(true);
  });
});
