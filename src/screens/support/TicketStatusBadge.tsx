import { ticketStatusLabel } from '../../domain/ticket.ts';
import { Badge } from '../../ui/Badge.tsx';

const TONES = { Aberto: 'warning', 'Em atendimento': 'info', Resolvido: 'success' } as const;

export function TicketStatusBadge({ status, pending }: { status: string; pending?: boolean | undefined }) {
  if (pending) return <Badge tone="neutral">Aguardando envio</Badge>;
  const label = ticketStatusLabel(status);
  return <Badge tone={TONES[label]}>{label}</Badge>;
}
