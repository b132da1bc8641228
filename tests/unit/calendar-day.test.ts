// calendar-day.ts against Temporal as the oracle: the module exists to do what Temporal.PlainDate
// does for 'YYYY-MM-DD' days without loading the polyfill, so any difference is a bug.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDays,
  daysBetween,
  formatDateBr,
  parseDay,
  toCalendarDay,
  todayIn,
  yearsBetween,
} from '../../src/domain/calendar-day.ts';

const RUNS = { numRuns: 2000 };
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Real days from year 3 to 9997, so `offset` days either way stays within years 1–9999. */
const plainDate = fc
  .record({
    year: fc.integer({ min: 3, max: 9997 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => Temporal.PlainDate.from({ year, month, day }, { overflow: 'constrain' }));
/** Mostly near today, where the app's dates are, with month ends and leap days well represented. */
const nearDate = fc
  .record({
    year: fc.integer({ min: 1999, max: 2101 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => Temporal.PlainDate.from({ year, month, day }, { overflow: 'constrain' }));
const anyDate = fc.oneof(plainDate, nearDate);
const offset = fc.integer({ min: -400, max: 400 });

describe('parseDay', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD as the same day, trimming spaces', () => {
    expect(parseDay('15/03/2026')).toBe('2026-03-15');
    expect(parseDay('2026-03-15')).toBe('2026-03-15');
    expect(parseDay('  01/01/2027 ')).toBe('2027-01-01');
    expect(parseDay('0001-01-01')).toBe('0001-01-01');
    expect(parseDay('31/12/0099')).toBe('0099-12-31');
  });

  it('takes 29 Feb in leap years only', () => {
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
    expect(parseDay('2000-02-29')).toBe('2000-02-29'); // divisible by 400
    expect(parseDay('29/02/2026')).toBeUndefined();
    expect(parseDay('1900-02-29')).toBeUndefined(); // divisible by 100, not 400
    expect(parseDay('29/02/2100')).toBeUndefined();
  });

  it('rejects days that do not exist and anything not in the two shapes', () => {
    for (const text of [
      '31/02/2026',
      '30/02/2024',
      '31/04/2026',
      '32/01/2026',
      '00/01/2026',
      '01/00/2026',
      '01/13/2026',
      '2026-13-01',
      '2026-00-10',
      '2026-06-31',
      '1/3/2026',
      '2026-3-1',
      '15-03-2026',
      '2026/03/15',
      '2026-03-15T10:00',
      '+002026-03-15',
      '15/03/26',
      'amanhã',
      '',
    ]) {
      expect(parseDay(text), text).toBeUndefined();
    }
  });

  it('agrees with Temporal on every day-month-year triple, real or not, from year 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          let expected: string | undefined;
          try {
            // Year 0 is a real ISO year to Temporal; no resident's day is in it, so it is refused.
            if (year >= 1) {
              expected = Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }).toString();
            }
          } catch {
            expected = undefined;
          }
          expect(parseDay(`${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`)).toBe(expected);
          expect(parseDay(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});

describe('formatDateBr', () => {
  it('writes DD/MM/YYYY from a day string or a Temporal.PlainDate', () => {
    expect(formatDateBr('2026-03-05')).toBe('05/03/2026');
    expect(formatDateBr(Temporal.PlainDate.from('2024-02-29'))).toBe('29/02/2024');
    expect(formatDateBr('0999-12-31')).toBe('31/12/0999');
  });

  it('ignores a time after the date, as Temporal does', () => {
    expect(formatDateBr('2026-03-05T23:59:59')).toBe('05/03/2026');
    expect(formatDateBr('2026-03-05 08:00')).toBe('05/03/2026');
  });

  it('throws on a day that does not exist, as Temporal does', () => {
    expect(() => formatDateBr('2026-02-30')).toThrow(RangeError);
    expect(() => formatDateBr('15/03/2026')).toThrow(RangeError);
    expect(() => formatDateBr('')).toThrow(RangeError);
  });

  it('round-trips through parseDay for every day', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const br = formatDateBr(date.toString());
        expect(br).toBe(`${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`);
        expect(parseDay(br)).toBe(date.toString());
      }),
      RUNS,
    );
  });
});

describe('day arithmetic', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-15', 0)).toBe('2026-03-15');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('0100-01-01', -1)).toBe('0099-12-31');
  });

  it('throws rather than write a day outside years 1–9999', () => {
    expect(addDays('0001-01-01', 0)).toBe('0001-01-01');
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addMonths('0001-01-15', -1)).toThrow(RangeError);
    expect(() => addMonths('9999-12-15', 1)).toThrow(RangeError);
    expect(parseDay('0000-06-15')).toBeUndefined();
    expect(() => formatDateBr('0000-06-15')).toThrow(RangeError);
  });

  it('counts the days between two days, negative backwards', () => {
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    // São Paulo's old daylight-saving changes (e.g. 2018-11-04) do not make a day short.
    expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
  });

  it('adds months within the month, as Temporal does', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('compares days for sorting', () => {
    expect(compareDays('2026-03-01', '2026-03-02')).toBe(-1);
    expect(compareDays('2026-03-02', '2026-03-01')).toBe(1);
    expect(compareDays('2026-03-01', Temporal.PlainDate.from('2026-03-01'))).toBe(0);
    expect(['2026-03-02', '2025-12-31', '2026-02-28'].sort(compareDays)).toEqual([
      '2025-12-31',
      '2026-02-28',
      '2026-03-02',
    ]);
  });

  it('agrees with Temporal on adding days, days between and comparing', () => {
    fc.assert(
      fc.property(anyDate, offset, anyDate, (date, days, other) => {
        expect(addDays(date.toString(), days)).toBe(date.add({ days }).toString());
        expect(addDays(date, days)).toBe(date.add({ days }).toString());
        expect(daysBetween(date.toString(), other.toString())).toBe(
          date.until(other, { largestUnit: 'days' }).days,
        );
        expect(compareDays(date.toString(), other.toString())).toBe(Temporal.PlainDate.compare(date, other));
      }),
      RUNS,
    );
  });

  it('agrees with Temporal on adding months', () => {
    fc.assert(
      fc.property(nearDate, fc.integer({ min: -60, max: 60 }), (date, months) => {
        expect(addMonths(date.toString(), months)).toBe(date.add({ months }).toString());
      }),
      RUNS,
    );
  });

  it('reads a Temporal.PlainDate or a string with a time as its day, and nothing else', () => {
    expect(toCalendarDay(Temporal.PlainDate.from('2026-03-05'))).toBe('2026-03-05');
    expect(toCalendarDay('2026-03-05T12:00:00Z')).toBe('2026-03-05');
    expect(() => toCalendarDay('2026-02-29')).toThrow(RangeError);
    expect(() => addDays('05/03/2026', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-03-05', 'amanhã')).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it('is the day in the given time zone, São Paulo by default', () => {
    // 02:30 UTC on 1 Mar is still 28 Feb in São Paulo (UTC−3) and already 1 Mar in Tokyo.
    const at = new Date('2026-03-01T02:30:00Z');
    expect(todayIn(undefined, at)).toBe('2026-02-28');
    expect(todayIn('America/Sao_Paulo', at)).toBe('2026-02-28');
    expect(todayIn('UTC', at)).toBe('2026-03-01');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('agrees with Temporal for any instant and time zone', () => {
    const zones = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const expected = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate();
          expect(todayIn(zone, new Date(ms))).toBe(expected.toString());
        },
      ),
      RUNS,
    );
  });

  it('is now by default', () => {
    const before = Temporal.Now.plainDateISO('America/Sao_Paulo').toString();
    const day = todayIn();
    const after = Temporal.Now.plainDateISO('America/Sao_Paulo').toString();
    expect([before, after]).toContain(day);
  });
});

describe('yearsBetween', () => {
  it('counts a year once the same month and day comes round', () => {
    expect(yearsBetween('2008-03-15', '2026-03-15')).toBe(18);
    expect(yearsBetween('2008-03-15', '2026-03-14')).toBe(17);
    expect(yearsBetween('2008-03-15', '2008-03-15')).toBe(0);
    expect(yearsBetween('2007-12-31', '2008-01-01')).toBe(0);
    expect(yearsBetween(Temporal.PlainDate.from('2008-03-15'), '2027-03-16')).toBe(19);
  });

  it('completes a 29 Feb year on 1 Mar when the year has no 29 Feb, as Temporal does', () => {
    expect(yearsBetween('2008-02-29', '2026-02-28')).toBe(17);
    expect(yearsBetween('2008-02-29', '2026-03-01')).toBe(18);
    expect(yearsBetween('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('is negative backwards', () => {
    expect(yearsBetween('2026-03-15', '2008-03-15')).toBe(-18);
    expect(yearsBetween('2026-03-14', '2008-03-15')).toBe(-17);
    expect(yearsBetween('2026-02-28', '2008-02-29')).toBe(-17);
    expect(yearsBetween('2026-03-01', '2008-02-29')).toBe(-18);
  });

  it('agrees with Temporal on any two days, and around every anniversary', () => {
    /** A day near an anniversary of `date`, where whole years change. */
    const nearAnniversary = fc
      .tuple(nearDate, fc.integer({ min: -120, max: 120 }), fc.integer({ min: -3, max: 3 }))
      .map(([date, years, days]) => [date, date.add({ years }).add({ days })] as const);
    const anyPair = fc.tuple(anyDate, anyDate);
    fc.assert(
      fc.property(fc.oneof(nearAnniversary, anyPair), ([from, to]) => {
        const expected = from.until(to, { largestUnit: 'years' }).years;
        expect(yearsBetween(from.toString(), to.toString())).toBe(expected);
        expect(yearsBetween(from, to)).toBe(expected);
      }),
      RUNS,
    );
  });
});
