// The status tag of a unit card (spec 'Unit card' and section 4, 'Unit availability').
// Two wordings exist: the pre-booking one (Ocupada, Pré-reserva or Disponível) and the release one
// (Ocupada or Disponível, with ' - Em breve' appended when the unit is released soon).

/** The fields of an apartment the status depends on (structural, so domain imports no API types). */
export interface UnitAvailability {
  isRented: boolean;
  preBookable: boolean;
  soon_release: boolean;
}

export type UnitStatusVariant = 'pre-booking' | 'release';
export type UnitStatusTone = 'success' | 'danger' | 'info' | 'neutral';

export interface UnitStatus {
  label: string;
  tone: UnitStatusTone;
  /** Occupied cards are dimmed and cannot be hired. */
  occupied: boolean;
}

export const SOON_SUFFIX = ' - Em breve';

export function unitStatus(unit: UnitAvailability, variant: UnitStatusVariant = 'pre-booking'): UnitStatus {
  const occupied = unit.isRented;
  if (variant === 'release') {
    const base = occupied ? 'Ocupada' : 'Disponível';
    // 'Em breve' wins the colour: the unit cannot be hired yet, whatever the base word says.
    if (unit.soon_release) return { label: `${base}${SOON_SUFFIX}`, tone: 'neutral', occupied };
    return { label: base, tone: occupied ? 'danger' : 'success', occupied };
  }
  if (occupied) return { label: 'Ocupada', tone: 'danger', occupied };
  if (unit.preBookable) return { label: 'Pré-reserva', tone: 'info', occupied };
  return { label: 'Disponível', tone: 'success', occupied };
}
