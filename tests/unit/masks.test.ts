import { Mask } from 'maska';
import { describe, expect, it } from 'vitest';
import { cvvMask, MASKS } from '../../src/domain/masks.ts';

// The masks are data for maska: check each one formats what people type as the spec shows it.
const masked = (mask: string, typed: string) => new Mask({ mask }).masked(typed);

describe('form masks', () => {
  it('formats documents', () => {
    expect(masked(MASKS.cpf, '12345678909')).toBe('123.456.789-09');
    expect(masked(MASKS.rg, '123456789')).toBe('12.345.678-9');
    expect(masked(MASKS.cep, '01310100')).toBe('01310-100');
    expect(masked(MASKS.birthDate, '31121990')).toBe('31/12/1990');
  });

  it('formats phones', () => {
    expect(masked(MASKS.celular, '11987654321')).toBe('(11) 98765-4321');
    expect(masked(MASKS.profileCelular, '11987654321')).toBe('(11) 9 8765-4321');
    expect(masked(MASKS.phone, '1133334444')).toBe('(11) 3333-4444');
  });

  it('formats card fields', () => {
    expect(masked(MASKS.cardNumber, '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(masked(MASKS.cardExpiry, '082030')).toBe('08/2030');
    expect(masked(MASKS.cvv, '12345')).toBe('123');
    expect(masked(MASKS.cvvAmex, '12345')).toBe('1234');
  });

  it('keeps digits only and stops at the mask length', () => {
    expect(masked(MASKS.cpf, '123.abc456')).toBe('123.456');
    expect(masked(MASKS.cep, '0131010099')).toBe('01310-100');
    expect(masked(MASKS.cardNumber, '')).toBe('');
  });

  it('picks a 4-digit CVV for amex only', () => {
    expect(cvvMask('amex')).toBe('####');
    expect(cvvMask('visa')).toBe('###');
    expect(cvvMask(undefined)).toBe('###');
  });
});
