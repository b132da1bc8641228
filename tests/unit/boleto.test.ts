// Boleto barcode, linha digitável, check digits and due-date factor against real published boletos,
// plus property tests over generated ones.
//
// Test vectors (real boletos printed in public documentation; their check digits are the issuing
// banks', not ours):
// 1. Banco Safra (422), R$ 546,59, factor 6861 — the README of Tagliatti/Boleto-Validator-PHP
//    (github.com/Tagliatti/Boleto-Validator-PHP): '42297.11504 00001.954411 60020.034520 2 68610000054659'.
// 2. Itaú (341), R$ 73,88, due 20/04/2016 as that README states — the README of
//    Hamdan85/VerificadorBoletoBr (github.com/Hamdan85/VerificadorBoletoBr):
//    '34191 75801 03928 662935 80573 180009 4 67700000007388'.
// 3. Banco do Brasil (001), R$ 1,00, factor 3737 — the boleto example of brazilian-utils
//    (github.com/brazilian-utils, boleto validation): '00190500954014481606906809350314337370000000100'.
// All three were issued before the 2025 reset, so their factors count from the old base 07/10/1997;
// read near their issue dates, dueDateOfFactor gives the old-cycle day (vector 2 checks the
// published date), while the same factor read today means a day of the current cycle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeToLine,
  buildBarcode,
  formatLine,
  isValidBarcode,
  lineProblem,
  lineToBarcode,
  parseBarcode,
} from '../../src/domain/boleto/barcode.ts';
import { addBusinessDays, isBusinessDay } from '../../src/domain/boleto/business-days.ts';
import { mod10, mod11General } from '../../src/domain/boleto/check-digits.ts';
import { dueDateOfFactor, dueFactorOf } from '../../src/domain/boleto/due-factor.ts';
import { addDays, daysBetween } from '../../src/domain/calendar-day.ts';

const published = [
  {
    line: '42297.11504 00001.954411 60020.034520 2 68610000054659',
    bank: '422',
    cents: 54659,
    factor: 6861,
    oldCycleDay: '2016-07-20',
  },
  {
    line: '34191 75801 03928 662935 80573 180009 4 67700000007388',
    bank: '341',
    cents: 7388,
    factor: 6770,
    oldCycleDay: '2016-04-20',
  },
  {
    line: '00190500954014481606906809350314337370000000100',
    bank: '001',
    cents: 100,
    factor: 3737,
    oldCycleDay: '2007-12-31',
  },
];

describe('published boletos', () => {
  it.each(published)(
    '$bank: the line checks and converts to a barcode whose fields are the boleto’s',
    (v) => {
      expect(lineProblem(v.line)).toBeUndefined();
      const barcode = lineToBarcode(v.line);
      expect(barcode).toHaveLength(44);
      expect(isValidBarcode(barcode)).toBe(true);
      const fields = parseBarcode(barcode);
      expect(fields.bank).toBe(v.bank);
      expect(fields.currency).toBe('9');
      expect(fields.cents).toBe(v.cents);
      expect(fields.factor).toBe(v.factor);
      // The line back from the barcode is the published one, digit for digit.
      expect(barcodeToLine(barcode)).toBe(v.line.replace(/\D/g, ''));
    },
  );

  it('Safra: the barcode is the published line rearranged, with the general digit in position 5', () => {
    expect(lineToBarcode(published[0]?.line ?? '')).toBe('42292686100000546597115000001954416002003452');
  });

  it.each(published)('$bank: rebuilding from its fields gives the same general check digit', (v) => {
    const fields = parseBarcode(lineToBarcode(v.line));
    expect(buildBarcode(fields)).toBe(lineToBarcode(v.line));
  });

  it.each(published)(
    '$bank: the old-cycle due date, read near its issue; the current cycle read today',
    (v) => {
      expect(dueDateOfFactor(v.factor, v.oldCycleDay)).toBe(v.oldCycleDay);
      // Same four digits, 9000 days later: the factor now stands for a day of the post-2025 cycle.
      expect(dueDateOfFactor(v.factor, '2026-11-28')).toBe(addDays(v.oldCycleDay, 9000));
    },
  );

  it('formats in five groups as printed', () => {
    expect(formatLine('42297115040000195441160020034520268610000054659')).toBe(
      '42297.11504 00001.954411 60020.034520 2 68610000054659',
    );
  });

  it('names the field whose check digit is wrong', () => {
    const digits = '42297115040000195441160020034520268610000054659';
    const flip = (i: number) => digits.slice(0, i) + ((Number(digits[i]) + 1) % 10) + digits.slice(i + 1);
    expect(lineProblem(flip(9))).toBe('field1');
    expect(lineProblem(flip(15))).toBe('field2');
    expect(lineProblem(flip(25))).toBe('field3');
    expect(lineProblem(flip(40))).toBe('general');
    expect(lineProblem(digits.slice(1))).toBe('length');
    expect(() => lineToBarcode(flip(40))).toThrow(RangeError);
  });
});

describe('due-date factor', () => {
  it('follows the 2025 reset: 1000 = 22/02/2025, counting up by day', () => {
    expect(dueFactorOf('2025-02-22')).toBe(1000);
    expect(dueFactorOf('2025-02-23')).toBe(1001);
    expect(dueFactorOf('2025-02-21')).toBe(9999);
    expect(dueFactorOf('2000-07-03')).toBe(1000);
    expect(() => dueFactorOf('2000-07-02')).toThrow(RangeError);
    expect(dueDateOfFactor(0, '2026-01-01')).toBeUndefined();
  });

  it('matches FEBRABAN’s published date × factor table of the first cycle', () => {
    // FEBRABAN's correlation table (base 07/10/1997, factor 1000 = 03/07/2000), as quoted in
    // 'A linha digitável do boleto bancário', mhemann.com.br (2011).
    const table: [string, number][] = [
      ['2000-07-03', 1000],
      ['2000-07-05', 1002],
      ['2002-05-01', 1667],
      ['2010-11-17', 4789],
      ['2025-02-21', 9999],
    ];
    for (const [day, factor] of table) {
      expect(dueFactorOf(day), day).toBe(factor);
      expect(dueDateOfFactor(factor, day), String(factor)).toBe(day);
    }
  });

  it('round-trips every day within a cycle around the reset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (offset) => {
        const day = addDays('2025-02-22', offset);
        const factor = dueFactorOf(day);
        expect(factor).toBeGreaterThanOrEqual(1000);
        expect(factor).toBeLessThanOrEqual(9999);
        expect(dueDateOfFactor(factor, day)).toBe(day);
        // Read up to 3000 days after it or 5999 days before it, still the same day.
        expect(dueDateOfFactor(factor, addDays(day, 3000))).toBe(day);
        expect(dueDateOfFactor(factor, addDays(day, -5999))).toBe(day);
        expect(dueDateOfFactor(factor, addDays(day, 3001))).toBe(addDays(day, 9000));
      }),
    );
  });

  it('consecutive days have consecutive factors, across 21/02 → 22/02/2025 too', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (offset) => {
        const day = addDays('2025-02-22', offset);
        const next = dueFactorOf(addDays(day, 1));
        expect(next === dueFactorOf(day) + 1 || (dueFactorOf(day) === 9999 && next === 1000)).toBe(true);
      }),
    );
  });
});

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

const fieldsArb = fc.record({
  bank: digitString(3),
  factor: fc.oneof(fc.constant(0), fc.integer({ min: 1000, max: 9999 })),
  cents: fc.integer({ min: 0, max: 9_999_999_999 }),
  freeField: digitString(25),
});

describe('generated boletos', () => {
  it('line ↔ barcode round trip', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const barcode = buildBarcode(fields);
        const line = barcodeToLine(barcode);
        expect(line).toHaveLength(47);
        expect(lineToBarcode(formatLine(line))).toBe(barcode);
        expect(parseBarcode(barcode)).toMatchObject(fields);
      }),
    );
  });

  it('every check digit is the one its rule gives', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const barcode = buildBarcode(fields);
        const line = barcodeToLine(barcode);
        expect(Number(line[9])).toBe(mod10(line.slice(0, 9)));
        expect(Number(line[20])).toBe(mod10(line.slice(10, 20)));
        expect(Number(line[31])).toBe(mod10(line.slice(21, 31)));
        const general = Number(barcode[4]);
        expect(general).toBe(mod11General(barcode.slice(0, 4) + barcode.slice(5)));
        expect(general).not.toBe(0);
      }),
    );
  });

  // Fields 1–3 carry their own mod 10 digit, which catches any single wrong digit. Field 5 rests
  // on the general mod 11 digit alone, whose 0/10/11 → 1 rule lets a few slip (FEBRABAN's design).
  it('any single wrong digit in fields 1–3 of the line is caught', () => {
    fc.assert(
      fc.property(
        fieldsArb,
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 9 }),
        (fields, i, delta) => {
          const line = barcodeToLine(buildBarcode(fields));
          const changed = line.slice(0, i) + ((Number(line[i]) + delta) % 10) + line.slice(i + 1);
          expect(lineProblem(changed)).toBeDefined();
        },
      ),
    );
  });
});

describe('business days', () => {
  it('skips weekends and national holidays', () => {
    // Friday 20/11/2026 is Consciência Negra (national since 2024): Thursday → Monday 23.
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-23');
    // Thursday 24/12/2026 → Monday 28 (Natal on Friday 25).
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    // Carnaval Monday and Tuesday 16–17/02/2026: Friday 13 → Wednesday 18.
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18');
    expect(addBusinessDays('2026-11-24', 1)).toBe('2026-11-25');
    expect(isBusinessDay('2026-04-21')).toBe(false);
    expect(isBusinessDay('2026-11-28')).toBe(false);
  });

  it('is always a weekday after the start, never more than a few days away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const start = addDays('2025-01-01', offset);
        const due = addBusinessDays(start, 1);
        expect(isBusinessDay(due)).toBe(true);
        expect(daysBetween(start, due)).toBeGreaterThanOrEqual(1);
        for (let d = addDays(start, 1); d < due; d = addDays(d, 1)) expect(isBusinessDay(d)).toBe(false);
      }),
    );
  });
});
