// isAdultBirthday (spec: residents are 18 or older, born from 1900) on calendar-day.ts, checked
// against the rule it had on Temporal (PlainDate.until in whole years) as the oracle.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAdultBirthday, MIN_AGE } from '../../src/domain/person.ts';

/** Noon in São Paulo on `day`, so 'today' is that day there. */
const setToday = (day: string) =>
  vi.setSystemTime(
    new Date(Temporal.ZonedDateTime.from(`${day}T12:00[America/Sao_Paulo]`).epochMilliseconds),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('isAdultBirthday', () => {
  it('is true from the 18th birthday on, in either date shape', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setToday('2026-03-15');
    expect(isAdultBirthday('15/03/2008')).toBe(true);
    expect(isAdultBirthday('2008-03-15')).toBe(true);
    expect(isAdultBirthday('16/03/2008')).toBe(false);
    expect(isAdultBirthday('01/01/1990')).toBe(true);
    expect(isAdultBirthday('15/03/2030')).toBe(false);
  });

  it('counts a 29 Feb birthday from 1 Mar in years without one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setToday('2026-02-28');
    expect(isAdultBirthday('29/02/2008')).toBe(false);
    setToday('2026-03-01');
    expect(isAdultBirthday('29/02/2008')).toBe(true);
  });

  it('refuses births before 1900, days that do not exist and other shapes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setToday('2026-03-15');
    expect(isAdultBirthday('31/12/1899')).toBe(false);
    expect(isAdultBirthday('01/01/1900')).toBe(true);
    for (const text of ['31/02/2000', '29/02/2001', '2000-13-01', '1/1/2000', '', 'ontem']) {
      expect(isAdultBirthday(text)).toBe(false);
    }
  });

  it('agrees with the Temporal rule for any birth day and today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const day = (minYear: number, maxYear: number) =>
      fc
        .record({
          year: fc.integer({ min: minYear, max: maxYear }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 31 }),
        })
        .map((d) => Temporal.PlainDate.from(d, { overflow: 'constrain' }));
    const today = day(1990, 2100);
    /** Births near the 18th birthday, where the answer changes, or anywhere. */
    const birthFor = (now: Temporal.PlainDate) =>
      fc.oneof(
        fc.integer({ min: -3, max: 3 }).map((days) => now.subtract({ years: MIN_AGE }).add({ days })),
        day(1850, 2100),
      );
    fc.assert(
      fc.property(
        today.chain((now) => fc.tuple(fc.constant(now), birthFor(now))),
        ([now, birth]) => {
          setToday(now.toString());
          const expected = birth.until(now, { largestUnit: 'years' }).years >= MIN_AGE && birth.year >= 1900;
          const br = `${String(birth.day).padStart(2, '0')}/${String(birth.month).padStart(2, '0')}/${birth.year}`;
          expect(isAdultBirthday(birth.toString())).toBe(expected);
          expect(isAdultBirthday(br)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
