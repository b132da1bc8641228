// The search's price filter (spec 5 and 9): a range within 0..20000 reais, the upper bound at or
// below the maximum and the lower bound strictly below the upper.

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 20000;
export const PRICE_FILTER_STEP = 100;

export type PriceRange = readonly [min: number, max: number];

export const FULL_PRICE_RANGE: PriceRange = [PRICE_FILTER_MIN, PRICE_FILTER_MAX];

/**
 * A valid range from what a person set: both ends within bounds and the lower one strictly below
 * the upper. When they meet, the end that did not move (`previous`) decides which one gives way.
 */
export function fixPriceRange(
  next: readonly [number, number],
  previous: PriceRange = FULL_PRICE_RANGE,
  step = PRICE_FILTER_STEP,
): PriceRange {
  const clamp = (v: number) => Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, v));
  let [low, high] = [clamp(next[0]), clamp(next[1])];
  if (low < high) return [low, high];
  const lowMoved = low !== previous[0];
  if (lowMoved && high - step >= PRICE_FILTER_MIN) low = high - step;
  else if (low + step <= PRICE_FILTER_MAX) high = low + step;
  else low = high - step;
  return [low, high];
}

/** Whether a range narrows anything (the full range is no filter at all). */
export function isPriceFiltered([low, high]: PriceRange): boolean {
  return low > PRICE_FILTER_MIN || high < PRICE_FILTER_MAX;
}
