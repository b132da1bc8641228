// Pix keys (DICT, Banco Central): where a boleto payment's refund goes (issue 30, item 4). The
// type is read from the key's shape, so the resident types one field: a phone key starts with
// +55, an e-mail has an @, a random key is a UUID, and 11 bare digits are a CPF (whose check
// digits must hold). Each is normalised the way DICT stores it.
import { isValidCpf } from './cpf.ts';
import { onlyDigits } from './digits.ts';

export const PIX_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_M = {
  required: 'Informe a chave Pix para receber o reembolso.',
  cpf: 'CPF inválido: confira os dígitos da chave Pix.',
  email: 'E-mail inválido para chave Pix.',
  phone: 'Celular inválido: use +55, o DDD e o número.',
  random: 'Chave aleatória inválida: são 32 letras e números no formato do Pix.',
  unknown: 'Chave Pix inválida. Use CPF, e-mail, celular (+55 com DDD) ou chave aleatória.',
} as const;

export const PIX_KEY_LABEL: Record<PixKeyType, string> = {
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

export type PixKeyCheck = { ok: true; type: PixKeyType; key: string } | { ok: false; message: string };

/** DICT's limit for an e-mail key. */
const EMAIL_MAX = 77;
// Area codes (DDD) in use, per Anatel's numbering plan.
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** +55, a DDD in use, and a mobile (9 digits from 9) or landline (8 digits from 2–5) number. */
function phoneKey(value: string): string | undefined {
  if (/[^\d\s()+.-]/.test(value)) return undefined;
  const digits = onlyDigits(value);
  if (!digits.startsWith('55')) return undefined;
  const ddd = Number(digits.slice(2, 4));
  const subscriber = digits.slice(4);
  if (!DDDS.has(ddd)) return undefined;
  if (!/^9\d{8}$/.test(subscriber) && !/^[2-5]\d{7}$/.test(subscriber)) return undefined;
  return `+${digits}`;
}

export function checkPixKey(raw: string): PixKeyCheck {
  const value = raw.trim();
  if (!value) return { ok: false, message: PIX_KEY_M.required };
  if (value.startsWith('+')) {
    const key = phoneKey(value);
    return key ? { ok: true, type: 'phone', key } : { ok: false, message: PIX_KEY_M.phone };
  }
  if (value.includes('@')) {
    const key = value.toLowerCase();
    return key.length <= EMAIL_MAX && EMAIL.test(key)
      ? { ok: true, type: 'email', key }
      : { ok: false, message: PIX_KEY_M.email };
  }
  if (/^[0-9a-f]{8}-/i.test(value) || /^[0-9a-f]{32}$/i.test(value)) {
    const hex = value.toLowerCase().replace(/-/g, '');
    const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return UUID.test(key) && hex.length === 32
      ? { ok: true, type: 'random', key }
      : { ok: false, message: PIX_KEY_M.random };
  }
  if (/^[\d.\s-]+$/.test(value)) {
    const digits = onlyDigits(value);
    if (digits.length === 11) {
      return isValidCpf(digits)
        ? { ok: true, type: 'cpf', key: digits }
        : { ok: false, message: PIX_KEY_M.cpf };
    }
  }
  return { ok: false, message: PIX_KEY_M.unknown };
}
