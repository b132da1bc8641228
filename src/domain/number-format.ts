// Numbers as people in Brazil read them ('1.234,5'), written out here rather than by
// Intl.NumberFormat: the first number format of a page loads ICU's locale data, ~30 ms of main
// thread on this machine (~130 ms at a phone's 4× slowdown), in the middle of hydrating the search
// and unit pages. The output is Intl's, character for character (tests/unit/number-format.test.ts
// compares the two over thousands of values).

export interface NumberFormat {
  /** Decimals always written (default 0). */
  min?: number;
  /** Decimals at most, rounded half away from zero like Intl (default 3, as Intl's). */
  max?: number;
}

/** Thousands grouped by '.' from the right: '1234567' → '1.234.567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/** A non-negative number's shortest decimal digits, never in exponent form: [whole, fraction]. */
function decimalDigits(value: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent);
  if (shift === 0) return [whole, fraction];
  // 1.5e-7 → '0.00000015'; 1.5e+21 → '1500000000000000000000'.
  const digits = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** 1234.5 → '1.234,5'; -0.0001 → '-0' (as Intl writes it). */
export function formatNumber(value: number, { min = 0, max = 3 }: NumberFormat = {}): string {
  const negative = value < 0 || Object.is(value, -0);
  // Rounded as Intl (ICU) rounds: the shortest decimal that reads back as the same double (what
  // String() writes), half away from zero. 1.005 is '1.005' there, so it becomes 1,01.
  let [whole, fraction] = decimalDigits(Math.abs(value));
  if (fraction.length > max) {
    const up = fraction.charCodeAt(max) >= 53; // '5' or more
    const kept = BigInt(whole + fraction.slice(0, max)) + (up ? 1n : 0n);
    const digits = kept.toString().padStart(max + 1, '0');
    whole = digits.slice(0, digits.length - max);
    fraction = digits.slice(digits.length - max);
  }
  const decimals = fraction.replace(/0+$/, '').padEnd(min, '0');
  return `${negative ? '-' : ''}${grouped(whole)}${decimals ? `,${decimals}` : ''}`;
}

/** A unit's area: 42.5 → '42,5 m²' (one decimal at most). */
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres, { max: 1 })} m²`;
}
