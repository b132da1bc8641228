// A bank boleto's 44-digit barcode and its 47-digit linha digitável (FEBRABAN layout):
//
//   barcode  BBB M D FFFF VVVVVVVVVV LLLLLLLLLLLLLLLLLLLLLLLLL
//            bank, currency 9, general check digit (mod 11), due-date factor, value in cents,
//            25-digit free field (the bank's own layout).
//   line     BBBML.LLLLd LLLLL.LLLLLd LLLLL.LLLLLd D FFFFVVVVVVVVVV
//            the free field split 5/10/10, each of the first three fields with its mod 10 digit.
import { onlyDigits } from '../digits.ts';
import { mod10, mod11General } from './check-digits.ts';

export const CURRENCY_REAL = '9';

export interface BarcodeFields {
  /** 3-digit bank code (compensação). */
  bank: string;
  /** The due-date factor, 0 (none) or 1000–9999 (due-factor.ts). */
  factor: number;
  /** Value in cents, up to 10 digits. */
  cents: number;
  /** 25 digits laid out by the bank. */
  freeField: string;
}

const isDigits = (text: string, length: number) => text.length === length && /^\d+$/.test(text);

/** The 44-digit barcode of these fields, with its general check digit. */
export function buildBarcode(fields: BarcodeFields): string {
  if (!isDigits(fields.bank, 3)) throw new RangeError('bank code must be 3 digits');
  if (!isDigits(fields.freeField, 25)) throw new RangeError('free field must be 25 digits');
  if (
    !Number.isInteger(fields.factor) ||
    fields.factor < 0 ||
    fields.factor > 9999 ||
    (fields.factor > 0 && fields.factor < 1000)
  )
    throw new RangeError('due-date factor must be 0 or 1000–9999');
  if (!Number.isInteger(fields.cents) || fields.cents < 0 || fields.cents > 9_999_999_999)
    throw new RangeError('value must be 0–9 999 999 999 cents');
  const rest =
    String(fields.factor).padStart(4, '0') + String(fields.cents).padStart(10, '0') + fields.freeField;
  const withoutDigit = fields.bank + CURRENCY_REAL + rest;
  return fields.bank + CURRENCY_REAL + String(mod11General(withoutDigit)) + rest;
}

/** The barcode's fields; throws a RangeError unless it is 44 digits with a right general digit. */
export function parseBarcode(barcode: string): BarcodeFields & { currency: string; generalDigit: number } {
  if (!isValidBarcode(barcode)) throw new RangeError('not a valid boleto barcode');
  return {
    bank: barcode.slice(0, 3),
    currency: barcode.slice(3, 4),
    generalDigit: Number(barcode[4]),
    factor: Number(barcode.slice(5, 9)),
    cents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}

export function isValidBarcode(barcode: string): boolean {
  if (!isDigits(barcode, 44)) return false;
  return Number(barcode[4]) === mod11General(barcode.slice(0, 4) + barcode.slice(5));
}

/** The 47-digit line (digits only) of a barcode. */
export function barcodeToLine(barcode: string): string {
  if (!isValidBarcode(barcode)) throw new RangeError('not a valid boleto barcode');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return (
    field1 +
    mod10(field1) +
    field2 +
    mod10(field2) +
    field3 +
    mod10(field3) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

export type LineProblem = 'length' | 'field1' | 'field2' | 'field3' | 'general';

/** What is wrong with a typed line (any punctuation ignored), or undefined when it is valid. */
export function lineProblem(line: string): LineProblem | undefined {
  const digits = onlyDigits(line);
  if (digits.length !== 47 || digits.length !== line.replace(/[\s.]/g, '').length) return 'length';
  if (mod10(digits.slice(0, 9)) !== Number(digits[9])) return 'field1';
  if (mod10(digits.slice(10, 20)) !== Number(digits[20])) return 'field2';
  if (mod10(digits.slice(21, 31)) !== Number(digits[31])) return 'field3';
  return isValidBarcode(rearrange(digits)) ? undefined : 'general';
}

function rearrange(digits: string): string {
  return (
    digits.slice(0, 4) +
    digits[32] +
    digits.slice(33, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31)
  );
}

/** The barcode of a line (spaces and dots allowed); throws a RangeError naming the wrong part. */
export function lineToBarcode(line: string): string {
  const problem = lineProblem(line);
  if (problem) throw new RangeError(`not a valid linha digitável (${problem})`);
  return rearrange(onlyDigits(line));
}

/** '00190.00009 01234.567891 23456.789012 3 45670000012345': five groups, as printed. */
export function formatLine(line: string): string {
  const d = onlyDigits(line);
  if (d.length !== 47) throw new RangeError('a linha digitável has 47 digits');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}
