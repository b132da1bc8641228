// Card brand detection, Luhn, CVV and expiry (spec 5, 'Add card').
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  cvvLength,
  detectBrand,
  isExpiryValid,
  isValidCvv,
  maskCardNumber,
  passesLuhn,
} from '../../src/domain/card.ts';

describe('detectBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233', 'hipercard'],
    ['6362970000457013', 'elo'],
    ['4011780000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['5078601870000127985', 'aura'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('waits for 6 digits and knows no brand for others', () => {
    expect(detectBrand('41111')).toBeUndefined();
    expect(detectBrand('9999999999999999')).toBeUndefined();
  });
});

describe('passesLuhn', () => {
  it('accepts valid numbers and refuses a changed digit', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });
});

describe('CVV', () => {
  it('has 4 digits for amex and 3 for the others', () => {
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
    expect(isValidCvv('1234', 'amex')).toBe(true);
    expect(isValidCvv('123', 'amex')).toBe(false);
    expect(isValidCvv('123', 'visa')).toBe(true);
    expect(isValidCvv('12a', 'visa')).toBe(false);
  });
});

describe('isExpiryValid', () => {
  const today = Temporal.PlainDate.from('2026-11-22');
  it('accepts this month and later, refuses past months, bad months and shapes', () => {
    expect(isExpiryValid('11/2026', today)).toBe(true);
    expect(isExpiryValid('01/2027', today)).toBe(true);
    expect(isExpiryValid('10/2026', today)).toBe(false);
    expect(isExpiryValid('12/2025', today)).toBe(false);
    expect(isExpiryValid('13/2027', today)).toBe(false);
    expect(isExpiryValid('00/2027', today)).toBe(false);
    expect(isExpiryValid('1/27', today)).toBe(false);
    expect(isExpiryValid('12/2099', today)).toBe(false);
  });
});

it('masks all but the last 4 digits', () => {
  expect(maskCardNumber('1234')).toBe('**** **** **** 1234');
});
