import { describe, expect, it } from 'vitest';
import { FULL_PRICE_RANGE, fixPriceRange, isPriceFiltered } from '../../src/domain/price-filter.ts';

describe('fixPriceRange', () => {
  it('keeps a valid range as it is', () => {
    expect(fixPriceRange([1000, 3000])).toEqual([1000, 3000]);
  });

  it('clamps both ends to 0..20000', () => {
    expect(fixPriceRange([-50, 25000])).toEqual([0, 20000]);
  });

  it('keeps the lower bound strictly below the upper: the end that moved gives way', () => {
    // The lower thumb pushed onto the upper one.
    expect(fixPriceRange([3000, 3000], [2000, 3000])).toEqual([2900, 3000]);
    // The upper thumb pushed onto the lower one.
    expect(fixPriceRange([2000, 2000], [2000, 3000])).toEqual([2000, 2100]);
  });

  it('handles the ends of the scale', () => {
    expect(fixPriceRange([0, 0], FULL_PRICE_RANGE)).toEqual([0, 100]);
    expect(fixPriceRange([20000, 20000], FULL_PRICE_RANGE)).toEqual([19900, 20000]);
    expect(fixPriceRange([20000, 20000], [20000, 20000])).toEqual([19900, 20000]);
  });
});

describe('isPriceFiltered', () => {
  it('is off for the full range and on for anything narrower', () => {
    expect(isPriceFiltered(FULL_PRICE_RANGE)).toBe(false);
    expect(isPriceFiltered([100, 20000])).toBe(true);
    expect(isPriceFiltered([0, 19900])).toBe(true);
  });
});
