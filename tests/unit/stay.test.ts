import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  MONTHLY_PLAN_MIN_NIGHTS,
  nightsOf,
  planFor,
  stayNights,
  stayProblem,
} from '../../src/domain/stay.ts';

const d = (iso: string) => Temporal.PlainDate.from(iso);

describe('stay rules', () => {
  it('counts nights, not days', () => {
    expect(stayNights(d('2026-03-01'), d('2026-03-02'))).toBe(1);
    expect(stayNights(d('2026-02-01'), d('2026-03-01'))).toBe(28);
    expect(stayNights(d('2026-03-01'), d('2026-03-01'))).toBe(0);
  });

  it('is daily under 30 nights, monthly from 30 and when open-ended', () => {
    expect(MONTHLY_PLAN_MIN_NIGHTS).toBe(30);
    expect(planFor(d('2026-03-01'), d('2026-03-02'))).toBe('Diária');
    expect(planFor(d('2026-03-01'), d('2026-03-30'))).toBe('Diária'); // 29 nights
    expect(planFor(d('2026-03-01'), d('2026-03-31'))).toBe('Mensal'); // 30 nights
    expect(planFor(d('2026-03-01'), d('2026-09-01'))).toBe('Mensal');
    expect(planFor(d('2026-03-01'))).toBe('Mensal');
    expect(planFor(d('2026-03-01'), null)).toBe('Mensal');
  });

  it('refuses a check-out not after check-in and a check-in before today', () => {
    const today = d('2026-05-10');
    expect(stayProblem(d('2026-05-10'), d('2026-05-11'), today)).toBeUndefined();
    expect(stayProblem(d('2026-05-10'), undefined, today)).toBeUndefined();
    expect(stayProblem(d('2026-05-12'), d('2026-05-12'), today)).toBe('checkout-not-after-checkin');
    expect(stayProblem(d('2026-05-12'), d('2026-05-11'), today)).toBe('checkout-not-after-checkin');
    expect(stayProblem(d('2026-05-09'), d('2026-05-20'), today)).toBe('checkin-in-past');
    expect(stayProblem(d('2025-12-31'), undefined, today)).toBe('checkin-in-past');
  });

  it('lists every night of [from, to)', () => {
    expect(nightsOf(d('2026-02-27'), d('2026-03-02'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(nightsOf(d('2026-03-02'), d('2026-03-02'))).toEqual([]);
    expect(nightsOf(d('2026-03-05'), d('2026-03-02'))).toEqual([]);
  });
});
