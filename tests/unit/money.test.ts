import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money.ts';

// Intl puts a no-break space (U+00A0) between 'R$' and the amount.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatMoney(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(20000)).toBe(`R$${NBSP}20.000,00`);
    expect(formatMoney(1_500_000.5)).toBe(`R$${NBSP}1.500.000,50`);
  });

  it('rounds to cents', () => {
    expect(formatMoney(10.005)).toMatch(/^R\$\u00a010,0[01]$/);
    expect(formatMoney(99.999)).toBe(`R$${NBSP}100,00`);
  });

  it('drops the cents on request, for slider ends and filters', () => {
    expect(formatMoney(20000, { whole: true })).toBe(`R$${NBSP}20.000`);
    expect(formatMoney(1499.6, { whole: true })).toBe(`R$${NBSP}1.500`);
  });

  it('marks negative amounts', () => {
    expect(formatMoney(-5)).toBe(`-R$${NBSP}5,00`);
  });
});
