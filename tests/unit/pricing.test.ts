// Pricing and plans (spec 4, 5, 9): boundaries at 29/30/31 nights, month ends, leap years.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { monthlyInstallments, planOfNights, priceStay } from '../../src/domain/pricing.ts';

const d = (s: string) => Temporal.PlainDate.from(s);
const unit = {
  priceHosting: 3490,
  pricePerDay: 186.13,
  priceEntryCost: 250,
  priceCondominium: 420.5,
  priceElectricity: 150.25,
  priceWater: 70,
};

describe('planOfNights', () => {
  it('is Diária under 30 nights and Mensal from 30 on', () => {
    expect(planOfNights(1)).toBe('Diária');
    expect(planOfNights(29)).toBe('Diária');
    expect(planOfNights(30)).toBe('Mensal');
    expect(planOfNights(31)).toBe('Mensal');
  });
});

describe('priceStay', () => {
  it('29 nights: per night × nights + entry cost, charged at hiring', () => {
    const q = priceStay(unit, d('2027-03-01'), d('2027-03-30'));
    expect(q.plan).toBe('Diária');
    expect(q.nights).toBe(29);
    expect(q.nightsTotal).toBe(5397.77);
    expect(q.entryCost).toBe(250);
    expect(q.total).toBe(5647.77);
    expect(q.dueAtHiring).toBe(q.total);
    expect(q.installments).toHaveLength(1);
    expect(q.monthlyTotal).toBe(0);
  });

  it('30 nights: exactly the monthly price, no entry cost', () => {
    const q = priceStay(unit, d('2027-03-01'), d('2027-03-31'));
    expect(q.plan).toBe('Mensal');
    expect(q.nights).toBe(30);
    expect(q.total).toBe(3490);
    expect(q.entryCost).toBe(0);
    expect(q.monthlyTotal).toBe(3490);
    expect(q.installments).toEqual([
      { number: 1, competency: '2027-03-01', until: '2027-03-31', nights: 30, value: 3490, fullMonth: false },
    ]);
  });

  it('31 nights over a 31-day month: one whole month', () => {
    const q = priceStay(unit, d('2027-03-01'), d('2027-04-01'));
    expect(q.nights).toBe(31);
    expect(q.total).toBe(3490);
    expect(q.installments).toHaveLength(1);
    expect(q.installments[0]?.fullMonth).toBe(true);
  });

  it('45 nights: a whole month, then the rest pro rata by nights / 30', () => {
    const q = priceStay(unit, d('2027-01-10'), d('2027-02-24'));
    expect(q.nights).toBe(45);
    expect(q.installments.map((i) => [i.competency, i.until, i.nights, i.value])).toEqual([
      ['2027-01-10', '2027-02-10', 31, 3490],
      ['2027-02-10', '2027-02-24', 14, 1628.67],
    ]);
    expect(q.total).toBe(5118.67);
    expect(q.dueAtHiring).toBe(3490);
  });

  it('month ends: from 31 January the months run 28 Feb, 31 Mar without drifting', () => {
    const list = monthlyInstallments(3000, d('2027-01-31'), d('2027-04-30'));
    expect(list.map((i) => [i.competency, i.until, i.fullMonth])).toEqual([
      ['2027-01-31', '2027-02-28', true],
      ['2027-02-28', '2027-03-31', true],
      ['2027-03-31', '2027-04-30', true],
    ]);
    expect(list.map((i) => i.value)).toEqual([3000, 3000, 3000]);
    // One night short of that third month: pro rata.
    expect(monthlyInstallments(3000, d('2027-01-31'), d('2027-04-29'))[2]).toMatchObject({
      nights: 29,
      value: 2900,
      fullMonth: false,
    });
  });

  it('leap years: February 2028 has 29 nights (Diária), 1 Feb → 2 Mar is 30 (Mensal)', () => {
    expect(priceStay(unit, d('2028-02-01'), d('2028-03-01')).plan).toBe('Diária');
    expect(priceStay(unit, d('2028-02-01'), d('2028-03-01')).nights).toBe(29);
    expect(priceStay(unit, d('2028-02-01'), d('2028-03-02')).plan).toBe('Mensal');
    expect(priceStay(unit, d('2027-02-01'), d('2027-03-01')).nights).toBe(28);
    const fromLeapDay = monthlyInstallments(3000, d('2028-02-29'), d('2028-05-29'));
    expect(fromLeapDay.map((i) => i.competency)).toEqual(['2028-02-29', '2028-03-29', '2028-04-29']);
    expect(fromLeapDay.every((i) => i.fullMonth)).toBe(true);
  });

  it('across the year end', () => {
    const q = priceStay(unit, d('2027-12-20'), d('2028-01-19'));
    expect(q.nights).toBe(30);
    expect(q.plan).toBe('Mensal');
  });

  it('keeps centavos exact over many installments', () => {
    const q = priceStay({ ...unit, priceHosting: 1999.99 }, d('2027-01-01'), d('2028-01-01'));
    expect(q.installments).toHaveLength(12);
    expect(q.total).toBe(23999.88);
  });

  it('refuses an empty stay', () => {
    expect(() => priceStay(unit, d('2027-01-01'), d('2027-01-01'))).toThrow(RangeError);
  });
});
