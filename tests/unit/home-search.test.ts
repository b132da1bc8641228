import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { homeSearchHref, homeSearchProblem } from '../../src/domain/home-search.ts';

const today = Temporal.PlainDate.from('2026-03-10');

describe('home search', () => {
  it('needs both dates', () => {
    expect(homeSearchProblem({ location: 3, period: null }, today)).toBe('missing-dates');
    expect(homeSearchProblem({ location: null, period: { start: '2026-03-12', end: '' } }, today)).toBe(
      'missing-dates',
    );
  });

  it('rejects a check-in in the past and a check-out not after the check-in', () => {
    expect(
      homeSearchProblem({ location: null, period: { start: '2026-03-09', end: '2026-03-20' } }, today),
    ).toBe('checkin-in-past');
    expect(
      homeSearchProblem({ location: null, period: { start: '2026-03-12', end: '2026-03-12' } }, today),
    ).toBe('checkout-not-after-checkin');
  });

  it('accepts today as check-in, with or without a location', () => {
    expect(
      homeSearchProblem({ location: null, period: { start: '2026-03-10', end: '2026-03-11' } }, today),
    ).toBe(undefined);
  });

  it('opens the search with the enterprise id and ISO dates', () => {
    expect(homeSearchHref({ location: 8, period: { start: '2026-06-01', end: '2026-06-10' } })).toBe(
      '/buscar?location=8&checkin=2026-06-01&checkout=2026-06-10',
    );
    expect(homeSearchHref({ location: null, period: { start: '2026-06-01', end: '2026-06-10' } })).toBe(
      '/buscar?checkin=2026-06-01&checkout=2026-06-10',
    );
  });
});
