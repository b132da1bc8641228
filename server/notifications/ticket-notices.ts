// The building answered or resolved a resident's ticket (issue 33): told per reply and once per
// resolution. Called from the staff half of server/tickets/ticket-repository.ts.
import type { DB } from '../db/connect.ts';
import { recordNotification } from './record.ts';

export async function noticeTicket(
  db: DB,
  ticketId: number,
  event: { kind: 'ticket-reply'; replyId: number } | { kind: 'ticket-resolved' },
): Promise<void> {
  const ticket = await db
    .selectFrom('tickets')
    .select(['user_id', 'title'])
    .where('id', '=', ticketId)
    .executeTakeFirst();
  if (!ticket) return;
  await recordNotification(db, {
    userId: ticket.user_id,
    key:
      event.kind === 'ticket-reply'
        ? `ticket-reply:reply:${event.replyId}`
        : `ticket-resolved:ticket:${ticketId}`,
    facts: { kind: event.kind, ticketId, subject: ticket.title },
  });
}
