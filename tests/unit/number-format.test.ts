// The hand-written pt-BR number and money formats give what Intl.NumberFormat gives, for every
// kind of value the app shows: whole numbers, areas, prices, ties at each rounding, negatives.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money.ts';
import { formatArea, formatNumber } from '../../src/domain/number-format.ts';

// A seeded generator (mulberry32): the same values on every run.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function values(): number[] {
  const next = random(20261126);
  const out = [
    0, -0, 1, -1, 999, 1000, 1e6, 0.5, 1.5, 2.5, 0.05, 0.15, 0.25, 1.005, 1.115, 10.005, 99.999, -0.0001,
    // Written in exponent form by String().
    1.5e-7, 2.5e-4, 5e-4, 1e21, 1.2345e22, -3.5e-9,
  ];
  for (let i = 0; i < 4000; i++) {
    const magnitude = 10 ** Math.floor(next() * 10 - 2); // 0.01 … 10⁷
    const value = next() * magnitude * (next() < 0.15 ? -1 : 1);
    out.push(value);
    // Ties of the roundings used (…,5 / …,05 / …,005 / …,0005).
    const whole = Math.floor(value);
    out.push(whole + 0.5, whole + 0.05, whole + 0.25, whole + 0.005, whole + 0.125, whole + 0.0005);
  }
  return out;
}

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('pt-BR', options);

describe('formatNumber', () => {
  const cases: [string, Parameters<typeof formatNumber>[1], Intl.NumberFormat][] = [
    ['default (up to 3 decimals)', undefined, intl({})],
    ['whole', { max: 0 }, intl({ maximumFractionDigits: 0 })],
    ['up to 1 decimal', { max: 1 }, intl({ maximumFractionDigits: 1 })],
    ['exactly 2 decimals', { min: 2, max: 2 }, intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 })],
  ];
  for (const [name, options, reference] of cases) {
    it(`writes what Intl writes: ${name}`, () => {
      const differ = values().filter((value) => formatNumber(value, options) !== reference.format(value));
      expect(differ.map((value) => [value, formatNumber(value, options), reference.format(value)])).toEqual(
        [],
      );
    });
  }

  it('groups thousands with a dot and writes decimals after a comma', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,891');
    expect(formatNumber(42.5, { max: 1 })).toBe('42,5');
    expect(formatNumber(42.0, { max: 1 })).toBe('42');
    expect(formatNumber(-1234.5, { max: 0 })).toBe('-1.235');
  });

  it('writes a unit area with one decimal at most', () => {
    expect(formatArea(42.5)).toBe('42,5 m²');
    expect(formatArea(30)).toBe('30 m²');
    expect(formatArea(1250.25)).toBe('1.250,3 m²');
  });
});

describe('formatMoney against Intl', () => {
  it('writes reais as Intl does, with and without cents', () => {
    const cents = intl({ style: 'currency', currency: 'BRL' });
    const whole = intl({
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const differ = values().filter(
      (value) =>
        formatMoney(value) !== cents.format(value) ||
        formatMoney(value, { whole: true }) !== whole.format(value),
    );
    expect(differ).toEqual([]);
  });
});
