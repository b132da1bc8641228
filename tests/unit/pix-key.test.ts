// Pix keys for a boleto's refund (issue 30, item 4): the type read from the shape, each checked and
// normalised as DICT stores it.
import { describe, expect, it } from 'vitest';
import { checkPixKey, PIX_KEY_M } from '../../src/domain/pix-key.ts';

describe('checkPixKey', () => {
  it('CPF: 11 digits, formatted or not, with valid check digits', () => {
    expect(checkPixKey('529.982.247-25')).toEqual({ ok: true, type: 'cpf', key: '52998224725' });
    expect(checkPixKey(' 52998224725 ')).toEqual({ ok: true, type: 'cpf', key: '52998224725' });
    expect(checkPixKey('529.982.247-26')).toEqual({ ok: false, message: PIX_KEY_M.cpf });
    expect(checkPixKey('111.111.111-11')).toEqual({ ok: false, message: PIX_KEY_M.cpf });
  });

  it('e-mail: lower-cased, at most 77 characters, a domain with a dot', () => {
    expect(checkPixKey('Maria.Oliveira@Exemplo.com.br')).toEqual({
      ok: true,
      type: 'email',
      key: 'maria.oliveira@exemplo.com.br',
    });
    for (const bad of [
      'maria@',
      '@exemplo.com',
      'maria@exemplo',
      'ma ria@exemplo.com',
      `${'a'.repeat(70)}@exemplo.com`,
    ]) {
      expect(checkPixKey(bad), bad).toEqual({ ok: false, message: PIX_KEY_M.email });
    }
  });

  it('phone: +55, a DDD in use, a 9-digit mobile or 8-digit landline, stored as +55DDDNUMBER', () => {
    expect(checkPixKey('+55 (11) 98765-4321')).toEqual({ ok: true, type: 'phone', key: '+5511987654321' });
    expect(checkPixKey('+5521987654321')).toEqual({ ok: true, type: 'phone', key: '+5521987654321' });
    expect(checkPixKey('+55 11 3456-7890')).toEqual({ ok: true, type: 'phone', key: '+551134567890' });
    for (const bad of [
      '+55 20 98765-4321',
      '+1 415 555 0100',
      '+55 11 8765-432',
      '+55 11 88765-4321',
      '+55 11 9876a-4321',
    ]) {
      expect(checkPixKey(bad), bad).toEqual({ ok: false, message: PIX_KEY_M.phone });
    }
  });

  it('random key: a UUID, with or without hyphens, stored lower-case and hyphenated', () => {
    const key = '123e4567-e89b-12d3-a456-426614174000';
    expect(checkPixKey(key.toUpperCase())).toEqual({ ok: true, type: 'random', key });
    expect(checkPixKey(key.replace(/-/g, ''))).toEqual({ ok: true, type: 'random', key });
    expect(checkPixKey('123e4567-e89b-12d3-a456-42661417400')).toEqual({
      ok: false,
      message: PIX_KEY_M.random,
    });
    expect(checkPixKey('123e4567-e89b-12d3-a456-42661417400z')).toEqual({
      ok: false,
      message: PIX_KEY_M.random,
    });
  });

  it('blank asks for the key; anything else names the four types', () => {
    expect(checkPixKey('   ')).toEqual({ ok: false, message: PIX_KEY_M.required });
    for (const bad of ['banana', '12345', '5299822472']) {
      expect(checkPixKey(bad), bad).toEqual({ ok: false, message: PIX_KEY_M.unknown });
    }
  });
});
