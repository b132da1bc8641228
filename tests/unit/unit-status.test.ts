import { describe, expect, it } from 'vitest';
import { SOON_SUFFIX, type UnitAvailability, unitStatus } from '../../src/domain/unit-status.ts';

const unit = (over: Partial<UnitAvailability> = {}): UnitAvailability => ({
  isRented: false,
  preBookable: false,
  soon_release: false,
  ...over,
});

describe('unitStatus, pre-booking wording (variant one)', () => {
  it('is Ocupada when rented, whatever else is true', () => {
    expect(unitStatus(unit({ isRented: true, preBookable: true, soon_release: true }))).toEqual({
      label: 'Ocupada',
      tone: 'danger',
      occupied: true,
    });
  });

  it('is Pré-reserva when free and pre-bookable', () => {
    expect(unitStatus(unit({ preBookable: true }))).toEqual({
      label: 'Pré-reserva',
      tone: 'info',
      occupied: false,
    });
  });

  it('is Disponível otherwise, and ignores soon_release', () => {
    expect(unitStatus(unit())).toEqual({ label: 'Disponível', tone: 'success', occupied: false });
    expect(unitStatus(unit({ soon_release: true })).label).toBe('Disponível');
  });

  it('is the default variant', () => {
    expect(unitStatus(unit({ preBookable: true }), 'pre-booking')).toEqual(
      unitStatus(unit({ preBookable: true })),
    );
  });
});

describe('unitStatus, release wording (variant two)', () => {
  it('says Ocupada or Disponível and never Pré-reserva', () => {
    expect(unitStatus(unit({ isRented: true }), 'release')).toEqual({
      label: 'Ocupada',
      tone: 'danger',
      occupied: true,
    });
    expect(unitStatus(unit({ preBookable: true }), 'release')).toEqual({
      label: 'Disponível',
      tone: 'success',
      occupied: false,
    });
  });

  it("appends ' - Em breve' when the unit is released soon, in the neutral colour", () => {
    expect(SOON_SUFFIX).toBe(' - Em breve');
    expect(unitStatus(unit({ isRented: true, soon_release: true }), 'release')).toEqual({
      label: 'Ocupada - Em breve',
      tone: 'neutral',
      occupied: true,
    });
    expect(unitStatus(unit({ soon_release: true }), 'release')).toEqual({
      label: 'Disponível - Em breve',
      tone: 'neutral',
      occupied: false,
    });
  });
});
