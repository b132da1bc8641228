// Rules about a person's registration data, shared by the forms and the API.
import { parseDay, todayIn, yearsBetween } from './calendar-day.ts';
import { isValidCpf } from './cpf.ts';
import { onlyDigits } from './digits.ts';

export const MIN_AGE = 18;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** 'Nome Sobrenome': at least two words of letters. */
export function isFullName(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => /^[\p{L}'.-]+$/u.test(w)) && value.trim().length <= 120;
}

/** Brazilian mobile: DDD + 9 digits starting with 9 (11 digits). */
export function isMobilePhone(value: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(onlyDigits(value));
}

/** Landline or mobile: DDD + 8 or 9 digits. */
export function isPhone(value: string): boolean {
  return /^[1-9]{2}\d{8,9}$/.test(onlyDigits(value));
}

export function isCep(value: string): boolean {
  return /^\d{8}$/.test(onlyDigits(value));
}

/** RG formats vary by state: 5 to 14 digits, optionally ending in X. */
export function isRg(value: string): boolean {
  return /^\d{4,13}[\dXx]$/.test(value.replace(/[.\-\s]/g, ''));
}

export function isAdultBirthday(value: string): boolean {
  const day = parseDay(value);
  if (!day) return false;
  // 'YYYY-MM-DD' strings compare as the days do.
  return yearsBetween(day, todayIn()) >= MIN_AGE && day >= '1900-01-01';
}

const WEAK_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'senha123',
  'senha1234',
  'qwerty123',
  '11111111',
  '00000000',
  '12341234',
  'abcd1234',
  'iloveyou',
  'tokaas123',
  'brasil123',
  'mudar123',
]);

export function isAcceptablePassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && !WEAK_PASSWORDS.has(value.toLowerCase())
  );
}

export { isValidCpf };
