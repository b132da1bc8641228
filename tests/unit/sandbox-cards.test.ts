// The sandbox issuer's BIN table (README, 'Pagamentos (sandbox)'): which test cards are debit,
// and whether their charges are frictionless or challenged.
import { describe, expect, it } from 'vitest';
import { SANDBOX_DEBIT_BINS, sandboxCardProfile } from '../../server/payments/sandbox-cards.ts';
import { passesLuhn } from '../../src/domain/card.ts';

describe('sandboxCardProfile', () => {
  it('the documented debit test cards', () => {
    expect(sandboxCardProfile('4000 0566 5566 5556')).toEqual({ kind: 'debit', authentication: 'challenge' });
    expect(sandboxCardProfile('5200 8282 8282 8210')).toEqual({
      kind: 'debit',
      authentication: 'frictionless',
    });
    expect(sandboxCardProfile('5067 2200 0000 0003')).toEqual({ kind: 'debit', authentication: 'challenge' });
    for (const n of ['4000 0566 5566 5556', '5200 8282 8282 8210', '5067 2200 0000 0003']) {
      expect(passesLuhn(n), n).toBe(true);
    }
  });

  it('every range is debit from its first to its last BIN, and credit just outside', () => {
    for (const range of SANDBOX_DEBIT_BINS) {
      const pad = (bin: number) => `${bin}0000000000`;
      expect(sandboxCardProfile(pad(range.from))).toEqual({
        kind: 'debit',
        authentication: range.authentication,
      });
      expect(sandboxCardProfile(pad(range.to))).toEqual({
        kind: 'debit',
        authentication: range.authentication,
      });
      expect(sandboxCardProfile(pad(range.from - 1)).kind).toBe('credit');
      expect(sandboxCardProfile(pad(range.to + 1)).kind).toBe('credit');
    }
  });

  it('other cards, and fewer than 6 digits, are credit', () => {
    expect(sandboxCardProfile('4111 1111 1111 1111')).toEqual({ kind: 'credit' });
    expect(sandboxCardProfile('5555 5555 5555 4444')).toEqual({ kind: 'credit' });
    expect(sandboxCardProfile('40000')).toEqual({ kind: 'credit' });
  });
});
