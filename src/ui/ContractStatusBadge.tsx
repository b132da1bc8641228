// The contract status badge (spec section 4): 'Ativo' green, 'Cancelada' red, every other status
// yellow. The colour rule is domain/contract-status.ts's statusTone; this only paints it.
import { statusTone } from '../domain/contract-status.ts';
import { Badge } from './Badge.tsx';

export interface ContractStatusBadgeProps {
  /** contract_status_id: decides the colour. */
  statusId: number;
  /** status.name as the API sends it: the words shown. */
  name: string;
  className?: string;
}

export function ContractStatusBadge({ statusId, name, className }: ContractStatusBadgeProps) {
  return (
    <Badge tone={statusTone(statusId)} className={className}>
      {name}
    </Badge>
  );
}
