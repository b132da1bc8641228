// Card rules shared by the add-card form and the server (spec 5, 'Add card'): brand detection
// from the first digits, Luhn check, CVV length (4 for amex) and the expiry 'MM/YYYY'.
import { type DayLike, toCalendarDay } from './calendar-day.ts';
import { onlyDigits } from './digits.ts';

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'diners',
  'amex',
  'discover',
  'hipercard',
  'elo',
  'jcb',
  'aura',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Credit or debit: the issuer's answer when the card is saved (the gateway's tokenisation). */
export const CARD_KINDS = ['credit', 'debit'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const CARD_KIND_LABEL: Record<CardKind, string> = { credit: 'Crédito', debit: 'Débito' };

/** The brand is only guessed from 6 digits on (spec 5). */
export const BRAND_MIN_DIGITS = 6;

const between = (bin: number, from: number, to: number) => bin >= from && bin <= to;

// Elo's BINs overlap visa (4…), discover (65…) and aura (50…), so Elo is tried first.
const ELO_BINS = [
  401178, 401179, 431274, 438935, 451416, 457393, 457631, 457632, 504175, 627780, 636297, 636368,
];
const ELO_RANGES: [number, number][] = [
  [506699, 506778],
  [509000, 509999],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

/** The brand of a card number (any formatting), or undefined before 6 digits or when unknown. */
export function detectBrand(cardNumber: string): CardBrand | undefined {
  const digits = onlyDigits(cardNumber);
  if (digits.length < BRAND_MIN_DIGITS) return undefined;
  const bin = Number(digits.slice(0, 6));
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (ELO_BINS.includes(bin) || ELO_RANGES.some(([a, b]) => between(bin, a, b))) return 'elo';
  if (bin === 606282 || four === 3841) return 'hipercard';
  if (two === 50) return 'aura';
  if (two === 34 || two === 37) return 'amex';
  if (between(three, 300, 305) || two === 36 || two === 38) return 'diners';
  if (four === 6011 || between(bin, 622126, 622925) || between(three, 644, 649) || two === 65)
    return 'discover';
  if (between(four, 3528, 3589)) return 'jcb';
  if (between(two, 51, 55) || between(four, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return undefined;
}

/** Luhn (mod 10) check of a 13–19 digit number. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = onlyDigits(cardNumber);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cvvLength(brand: CardBrand | undefined): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

export function isValidCvv(cvv: string, brand: CardBrand | undefined): boolean {
  return new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv.trim());
}

/** 'MM/YYYY' → {month, year}; undefined when it is not that shape or the month is not 1–12. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** Valid through the last day of its month: not before this month, and at most 20 years ahead. */
export function isExpiryValid(value: string, today: DayLike): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const day = toCalendarDay(today);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (expiry.year > year + 20) return false;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

/** '**** **** **** 1234' (spec 9: a card shows only its last 4 digits). */
export function maskCardNumber(lastDigits: string): string {
  return `**** **** **** ${lastDigits}`;
}

export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
