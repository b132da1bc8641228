import { describe, expect, it } from 'vitest';
import { padId, unitDisplayName } from '../../src/domain/unit-name.ts';

describe('unit names', () => {
  it('pads ids to 4 digits', () => {
    expect(padId(7)).toBe('0007');
    expect(padId(123)).toBe('0123');
    expect(padId(4321)).toBe('4321');
    expect(padId(12345)).toBe('12345');
  });

  it("uses the unit's name, else 'Tokaas - {padded id}'", () => {
    expect(unitDisplayName({ id: 15, name: 'Studio Jardim' })).toBe('Studio Jardim');
    expect(unitDisplayName({ id: 15, name: null })).toBe('Tokaas - 0015');
    expect(unitDisplayName({ id: 15, name: '   ' })).toBe('Tokaas - 0015');
  });
});
