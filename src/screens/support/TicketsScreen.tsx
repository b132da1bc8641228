// /tickets: the resident's support tickets, newest first — subject, number, last update, status.
// Read from the local mirror, so it opens with no signal.
import { Link } from 'wouter';
import { useTickets } from '../../data/tickets.ts';
import { relativeTime } from '../../domain/relative-time.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Container, Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import { ticketNumber } from './ticket-number.ts';
import './Tickets.css';

export default function TicketsScreen() {
  useDocumentTitle('Meus chamados');
  const tickets = useTickets();
  return (
    <Container>
      <Stack gap={3}>
        <Stack direction="row" justify="between" align="center" wrap>
          <h1>Meus chamados</h1>
          <LinkButton href="/tickets/novo">Novo chamado</LinkButton>
        </Stack>
        {tickets === undefined ? (
          <SkeletonCards count={3} label="Carregando chamados" />
        ) : tickets.length === 0 ? (
          <EmptyState action={<LinkButton href="/tickets/novo">Abrir um chamado</LinkButton>}>
            Você ainda não abriu nenhum chamado. Precisa de ajuda com a sua Tokaas? Fale com a gente.
          </EmptyState>
        ) : (
          <table className="tickets-table">
            <caption className="visually-hidden">Chamados, do mais recente ao mais antigo</caption>
            <thead>
              <tr>
                <th scope="col">Assunto</th>
                <th scope="col">Chamado</th>
                <th scope="col">Última atualização</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <tr key={ticket.id}>
                  <td data-label="Assunto">
                    <Link href={`/tickets/${encodeURIComponent(String(ticket.id))}`}>{ticket.title}</Link>
                  </td>
                  <td data-label="Chamado">{ticketNumber(ticket.id)}</td>
                  <td data-label="Última atualização">
                    <time dateTime={ticket.updatedAt}>{relativeTime(ticket.updatedAt)}</time>
                  </td>
                  <td data-label="Status">
                    <TicketStatusBadge status={ticket.status} pending={ticket.pending} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Stack>
    </Container>
  );
}
