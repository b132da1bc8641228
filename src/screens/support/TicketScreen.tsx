// /tickets/{id}: number, related contract, created, last activity, status, title, description and
// replies (name, avatar, time); a reply form unless 'Resolvido'. Unknown ticket → /tickets.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { SM } from '../../api/support-resident.ts';
import { discardDraft, draftKey, keepDraft, moveDraft, useDraft } from '../../data/form-drafts.ts';
import { useSession, useSessionUserId } from '../../data/session.ts';
import { replyToTicket, type TicketRow, useTicket } from '../../data/tickets.ts';
import { relativeTime } from '../../domain/relative-time.ts';
import { ticketAcceptsReplies } from '../../domain/ticket.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container, Stack } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import { ticketNumber } from './ticket-number.ts';
import './Tickets.css';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The draft of the reply to a ticket (a ticket written offline has its own until it is sent). */
const replyDraft = (userId: number | undefined, ticketId: string) =>
  userId === undefined ? null : draftKey(userId, `ticket:${ticketId}:reply`);

function ReplyForm({ ticket }: { ticket: TicketRow }) {
  const session = useSession();
  const draft = replyDraft(useSessionUserId(), String(ticket.id));
  const [text, setText] = useDraft(draft, '');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(SM.descriptionRequired);
      return;
    }
    setError(undefined);
    setSending(true);
    // Out of the drafts before the write: if the ticket gets its server number meanwhile, the form
    // mounted for that number must not start with the reply being sent (a press would send it twice).
    if (draft) discardDraft(draft);
    try {
      await replyToTicket({
        ticketId: ticket.id,
        description: text.trim(),
        authorName: session.status === 'authenticated' ? session.user.name : 'Você',
      });
      setText('');
    } catch (error) {
      // Not kept: the text stays the draft.
      if (draft) keepDraft(draft, text);
      throw error;
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="ticket-reply-form">
      <Stack gap={2}>
        <TextArea
          label="Sua resposta"
          value={text}
          onChange={setText}
          rows={4}
          isRequired
          errorMessage={error}
          isInvalid={Boolean(error)}
        />
        <Button type="submit" isPending={sending}>
          Responder
        </Button>
      </Stack>
    </form>
  );
}

function TicketView({ ticket }: { ticket: TicketRow }) {
  useDocumentTitle(ticket.title);
  return (
    <Stack gap={3}>
      <Stack gap={1}>
        <TextLink href="/tickets">← Meus chamados</TextLink>
        <h1>{ticket.title}</h1>
      </Stack>
      <dl className="ticket-facts">
        <div>
          <dt>Chamado</dt>
          <dd>{ticketNumber(ticket.id)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} pending={ticket.pending} />
          </dd>
        </div>
        <div>
          <dt>Contrato</dt>
          <dd>
            {ticket.enterprise_contract_id ? (
              <Link href={`/minhas-tokaas/${ticket.enterprise_contract_id}`}>
                {ticket.human_contract_id ?? `Contrato ${ticket.enterprise_contract_id}`}
              </Link>
            ) : (
              'Nenhum'
            )}
          </dd>
        </div>
        <div>
          <dt>Aberto em</dt>
          <dd>{dateTime.format(Date.parse(ticket.createdAt))}</dd>
        </div>
        <div>
          <dt>Última atividade</dt>
          <dd>{relativeTime(ticket.updatedAt)}</dd>
        </div>
      </dl>
      <section aria-labelledby="ticket-description" className="ticket-card">
        <h2 id="ticket-description">Descrição</h2>
        <p className="ticket-text">{ticket.description}</p>
      </section>
      <section aria-labelledby="ticket-replies">
        <h2 id="ticket-replies">Respostas</h2>
        {ticket.replies.length === 0 ? (
          <p>Nenhuma resposta ainda. Nossa equipe responde em até 1 dia útil.</p>
        ) : (
          <ol className="ticket-replies">
            {ticket.replies.map((reply) => (
              <li key={reply.id} className="ticket-reply">
                <span className="ticket-reply__avatar" aria-hidden="true">
                  {reply.avatar}
                </span>
                <div>
                  <p className="ticket-reply__meta">
                    <strong>{reply.name}</strong>{' '}
                    <time dateTime={reply.createdAt}>{relativeTime(reply.createdAt)}</time>
                    {reply.pending ? (
                      <span className="ticket-reply__pending"> · aguardando envio</span>
                    ) : null}
                  </p>
                  <p className="ticket-text">{reply.description}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      {ticketAcceptsReplies(ticket.status) ? (
        <ReplyForm ticket={ticket} />
      ) : (
        <p className="ticket-closed">Este chamado foi resolvido e não aceita novas respostas.</p>
      )}
    </Stack>
  );
}

export default function TicketScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const lookup = useTicket(decodeURIComponent(id));
  const [, navigate] = useLocation();
  const userId = useSessionUserId();
  // A ticket created offline got its number from the server: follow it, with the reply being written.
  useEffect(() => {
    const from = decodeURIComponent(id);
    const to = lookup.state === 'moved' ? String(lookup.id) : from;
    // Also seen once more after the move, with the new id and the old lookup: nothing to do then.
    if (to === from) return;
    const fromDraft = replyDraft(userId, from);
    const toDraft = replyDraft(userId, to);
    const follow = () => navigate(`/tickets/${to}`, { replace: true });
    if (fromDraft && toDraft) void moveDraft(fromDraft, toDraft).then(follow, follow);
    else follow();
  }, [lookup, navigate, id, userId]);
  if (lookup.state === 'missing') return <Redirect to="/tickets" replace />;
  return (
    <Container width="narrow">
      {lookup.state === 'found' ? (
        <TicketView ticket={lookup.ticket} />
      ) : (
        <Stack gap={2} aria-busy="true">
          <Skeleton width="50%" height={32} />
          <Skeleton width="100%" height={120} />
        </Stack>
      )}
    </Container>
  );
}
