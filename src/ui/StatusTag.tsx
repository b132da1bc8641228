// StatusTag: the availability badge of a unit card ('Ocupada', 'Pré-reserva', 'Disponível', or the
// release wording with ' - Em breve'). The rule lives in domain/unit-status.ts; this only paints it.
import { type UnitAvailability, type UnitStatusVariant, unitStatus } from '../domain/unit-status.ts';
import { Badge } from './Badge.tsx';

export interface StatusTagProps {
  unit: UnitAvailability;
  variant?: UnitStatusVariant;
  /** Over the card photo. */
  onImage?: boolean;
  className?: string;
}

export function StatusTag({ unit, variant, onImage, className }: StatusTagProps) {
  const { label, tone } = unitStatus(unit, variant);
  return (
    <Badge tone={tone} onImage={onImage} className={className}>
      {label}
    </Badge>
  );
}
