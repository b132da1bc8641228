import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  clampGuests,
  DEFAULT_MAX_GUESTS,
  maxGuests,
  quoteStay,
  stayFromQuery,
  touchesBlockedDate,
} from '../../src/domain/stay-quote.ts';

const today = Temporal.PlainDate.from('2026-03-10');

const unit = {
  priceHosting: 3000,
  pricePerDay: 160,
  priceEntryCost: 250,
  priceCondominium: 400,
  priceElectricity: 120,
  priceWater: 60,
};

describe('guests', () => {
  it('goes up to the unit residents, or 2 when the unit does not say', () => {
    expect(maxGuests(4)).toBe(4);
    expect(maxGuests(1)).toBe(1);
    expect(maxGuests(0)).toBe(DEFAULT_MAX_GUESTS);
    expect(maxGuests(null)).toBe(DEFAULT_MAX_GUESTS);
    expect(maxGuests(undefined)).toBe(2);
  });

  it('clamps a count to 1..max', () => {
    expect(clampGuests(0, 3)).toBe(1);
    expect(clampGuests(-5, 3)).toBe(1);
    expect(clampGuests(2, 3)).toBe(2);
    expect(clampGuests(9, 3)).toBe(3);
    expect(clampGuests(2.7, 3)).toBe(2);
    expect(clampGuests(Number.NaN, 3)).toBe(1);
    expect(clampGuests(4, 0)).toBe(1);
  });
});

describe('blocked dates', () => {
  const blocked = ['2026-03-20', '2026-03-21'];

  it('counts every day of the period, both ends included', () => {
    expect(touchesBlockedDate({ start: '2026-03-15', end: '2026-03-19' }, blocked)).toBe(false);
    expect(touchesBlockedDate({ start: '2026-03-15', end: '2026-03-20' }, blocked)).toBe(true);
    expect(touchesBlockedDate({ start: '2026-03-21', end: '2026-03-25' }, blocked)).toBe(true);
    expect(touchesBlockedDate({ start: '2026-03-10', end: '2026-04-10' }, blocked)).toBe(true);
    expect(touchesBlockedDate({ start: '2026-03-22', end: '2026-03-30' }, blocked)).toBe(false);
    expect(touchesBlockedDate({ start: '2026-03-10', end: '2026-04-10' }, [])).toBe(false);
  });
});

describe('prefill from the query', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD into ISO dates', () => {
    expect(stayFromQuery('15/03/2026', '20/03/2026', today)).toEqual({
      start: '2026-03-15',
      end: '2026-03-20',
    });
    expect(stayFromQuery('2026-03-15', '2026-04-20', today)).toEqual({
      start: '2026-03-15',
      end: '2026-04-20',
    });
    expect(stayFromQuery('10/03/2026', '11/03/2026', today)).toEqual({
      start: '2026-03-10',
      end: '2026-03-11',
    });
  });

  it('offers nothing for a missing, unreadable, reversed, past or blocked period', () => {
    expect(stayFromQuery(null, '20/03/2026', today)).toBeNull();
    expect(stayFromQuery('15/03/2026', undefined, today)).toBeNull();
    expect(stayFromQuery('31/02/2026', '20/03/2026', today)).toBeNull();
    expect(stayFromQuery('amanhã', '20/03/2026', today)).toBeNull();
    expect(stayFromQuery('20/03/2026', '20/03/2026', today)).toBeNull();
    expect(stayFromQuery('20/03/2026', '15/03/2026', today)).toBeNull();
    expect(stayFromQuery('09/03/2026', '15/03/2026', today)).toBeNull();
    expect(stayFromQuery('15/03/2026', '25/03/2026', today, ['2026-03-18'])).toBeNull();
    expect(stayFromQuery('15/03/2026', '25/03/2026', today, ['2026-03-26'])).toEqual({
      start: '2026-03-15',
      end: '2026-03-25',
    });
  });
});

describe('quote', () => {
  it('is nothing until a whole period is chosen', () => {
    expect(quoteStay(unit, null)).toBeNull();
    expect(quoteStay(unit, { start: '2026-03-15', end: '2026-03-15' })).toBeNull();
    expect(quoteStay(unit, { start: '2026-03-15', end: 'x' })).toBeNull();
  });

  it('prices under 30 nights per night plus the entry cost (Diária)', () => {
    const quote = quoteStay(unit, { start: '2026-03-15', end: '2026-03-20' });
    expect(quote).toMatchObject({
      plan: 'Diária',
      nights: 5,
      pricePerDay: 160,
      nightsTotal: 800,
      total: 1050,
    });
  });

  it('prices 30 nights or more by the month (Mensal)', () => {
    const quote = quoteStay(unit, { start: '2026-03-15', end: '2026-04-19' });
    expect(quote).toMatchObject({ plan: 'Mensal', nights: 35, monthlyTotal: 3000 });
    expect(quoteStay(unit, { start: '2026-03-15', end: '2026-04-14' })?.plan).toBe('Mensal');
    expect(quoteStay(unit, { start: '2026-03-15', end: '2026-04-13' })?.plan).toBe('Diária');
  });
});
