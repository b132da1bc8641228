// Support tickets and their replies. Residents see and answer only their own tickets (another
// resident's ticket id is not found); the staff functions at the end serve the operator CLI.
import { sql } from 'kysely';
import type { Ticket, TicketReply } from '../../src/api/support-resident.ts';
import { ticketAcceptsReplies, ticketStatusLabel } from '../../src/domain/ticket.ts';
import type { DB } from '../db/connect.ts';
import { noticeTicket } from '../notifications/ticket-notices.ts';
import { initials } from './initials.ts';

export const STAFF_NAME = 'Equipe Tokaas';

type TicketRow = {
  id: number;
  title: string;
  description: string;
  status: string;
  enterprise_contract_id: number | null;
  human_contract_id: string | null;
  created_at: Date;
  updated_at: Date;
};

function ticketQuery(db: DB) {
  return db
    .selectFrom('tickets as t')
    .leftJoin('contracts as c', 'c.id', 't.enterprise_contract_id')
    .select([
      't.id',
      't.title',
      't.description',
      't.status',
      't.enterprise_contract_id',
      'c.human_contract_id',
      't.created_at',
      't.updated_at',
    ]);
}

async function repliesOf(db: DB, ticketIds: number[]): Promise<Map<number, TicketReply[]>> {
  const byTicket = new Map<number, TicketReply[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .selectFrom('ticket_replies')
    .select(['id', 'ticket_id', 'user_id', 'author_name', 'description', 'created_at'])
    .where('ticket_id', 'in', ticketIds)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = byTicket.get(r.ticket_id) ?? [];
    list.push(toReply(r));
    byTicket.set(r.ticket_id, list);
  }
  return byTicket;
}

function toReply(r: {
  id: number;
  ticket_id: number;
  user_id: number | null;
  author_name: string;
  description: string;
  created_at: Date;
}): TicketReply {
  return {
    id: r.id,
    ticket_id: r.ticket_id,
    user_id: r.user_id,
    name: r.author_name,
    avatar: initials(r.author_name),
    description: r.description,
    createdAt: r.created_at.toISOString(),
  };
}

function toTicket(row: TicketRow, replies: TicketReply[]): Ticket {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: ticketStatusLabel(row.status),
    enterprise_contract_id: row.enterprise_contract_id,
    human_contract_id: row.human_contract_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replies,
  };
}

/** The resident's tickets, newest first (spec 9: sorted by id descending), with their replies. */
export async function listTickets(db: DB, userId: number, page: number, perPage: number) {
  const { total } = await db
    .selectFrom('tickets')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await ticketQuery(db)
    .where('t.user_id', '=', userId)
    .orderBy('t.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toTicket(r, replies.get(r.id) ?? [])),
    meta: {
      pagination: { total, total_pages: Math.ceil(total / perPage), current_page: page, per_page: perPage },
    },
  };
}

export async function findTicket(db: DB, userId: number, ticketId: number): Promise<Ticket | undefined> {
  const row = await ticketQuery(db)
    .where('t.id', '=', ticketId)
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return toTicket(row, (await repliesOf(db, [row.id])).get(row.id) ?? []);
}

export async function insertTicket(
  db: DB,
  userId: number,
  input: { title: string; description: string; enterprise_contract_id: number | null },
): Promise<Ticket> {
  const { id } = await db
    .insertInto('tickets')
    .values({ user_id: userId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findTicket(db, userId, id)) as Ticket;
}

export type ReplyOutcome = { reply: TicketReply } | { problem: 'not-found' | 'resolved' };

/** Adds the resident's reply, unless the ticket is theirs and resolved; the ticket's last activity moves. */
export async function replyAsResident(
  db: DB,
  userId: number,
  ticketId: number,
  description: string,
): Promise<ReplyOutcome> {
  return db.transaction().execute(async (trx) => {
    // Locked, so a reply cannot slip in while staff resolve the ticket.
    const ticket = await trx
      .selectFrom('tickets')
      .select(['id', 'status'])
      .where('id', '=', ticketId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) return { problem: 'not-found' as const };
    if (!ticketAcceptsReplies(ticket.status)) return { problem: 'resolved' as const };
    const user = await trx
      .selectFrom('users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { reply: await insertReply(trx, ticket.id, userId, user.name, description) };
  });
}

async function insertReply(
  db: DB,
  ticketId: number,
  userId: number | null,
  name: string,
  description: string,
) {
  const row = await db
    .insertInto('ticket_replies')
    .values({ ticket_id: ticketId, user_id: userId, author_name: name, description })
    .returning(['id', 'ticket_id', 'user_id', 'author_name', 'description', 'created_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('tickets').set({ updated_at: row.created_at }).where('id', '=', ticketId).execute();
  return toReply(row);
}

// ---------------------------------------------------------------------------------------------
// Staff (operator CLI): there is no staff screen yet.

/**
 * Replies as the Tokaas team; an 'Aberto' ticket moves to 'Em atendimento'. Throws when the
 * ticket does not exist or is resolved.
 */
export async function replyAsStaff(db: DB, ticketId: number, text: string): Promise<TicketReply> {
  const description = text.trim();
  if (!description) throw new Error('A resposta não pode ser vazia.');
  return db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('tickets')
      .select(['id', 'status'])
      .where('id', '=', ticketId)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw new Error(`Chamado ${ticketId} não encontrado.`);
    if (!ticketAcceptsReplies(ticket.status)) throw new Error(`O chamado ${ticketId} já foi resolvido.`);
    if (ticket.status === 'Aberto') {
      await trx.updateTable('tickets').set({ status: 'Em atendimento' }).where('id', '=', ticketId).execute();
    }
    const reply = await insertReply(trx, ticketId, null, STAFF_NAME, description);
    await noticeTicket(trx, ticketId, { kind: 'ticket-reply', replyId: reply.id });
    return reply;
  });
}

/** Marks the ticket 'Resolvido' (no more replies). Returns false when it does not exist. */
export async function resolveTicket(db: DB, ticketId: number): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('tickets')
    .set({ status: 'Resolvido', resolved_at: now, updated_at: now })
    .where('id', '=', ticketId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await noticeTicket(db, ticketId, { kind: 'ticket-resolved' });
  return true;
}
