// Support tickets and replies, offline-first: a ticket or a reply written with no signal shows at
// once (marked pending) and is sent, once, when the connection returns.
import type { z } from 'zod';
import type { replyRequest, Ticket, TicketReply, ticketRequest } from '../../../../api/support-resident.ts';
import type { TokaasDatabase } from '../../db.ts';
import { registerMutation } from '../registry.ts';
import type { OutboxRow } from '../types.ts';

/** A ticket in the mirror: the server's, or one created here ('local:…' id) not yet acknowledged. */
export interface TicketRow extends Omit<Ticket, 'id' | 'replies'> {
  id: number | string;
  userId: number;
  pending?: boolean;
  replies: (Omit<TicketReply, 'id' | 'ticket_id'> & {
    id: number | string;
    ticket_id: number | string;
    pending?: boolean;
  })[];
}

/** The request's fields as its schema gives them (the contract named, or null for none). */
export type TicketCreatePayload = Pick<z.output<typeof ticketRequest>, 'title' | 'description'> & {
  enterprise_contract_id: number | null;
};

export type TicketReplyPayload = Pick<z.output<typeof replyRequest>, 'description'> & {
  /** Server id, or the 'local:…' id of a ticket created offline. */
  ticketId: number | string;
  authorName: string;
};

const localId = (row: OutboxRow) => `local:${row.id}`;
const iso = (ms: number) => new Date(ms).toISOString();
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

function tickets(db: TokaasDatabase) {
  return db.tickets as unknown as import('dexie').Table<TicketRow, number | string>;
}

/** Follows a local ticket id to the server's id once the ticket was acknowledged. */
export async function resolveTicketId(db: TokaasDatabase, id: number | string): Promise<number | string> {
  if (typeof id === 'number') return id;
  return (await db.idMap.get(id))?.serverId ?? id;
}

export const ticketCreate = registerMutation<TicketCreatePayload, 'ticket.create'>({
  kind: 'ticket.create',
  describe: (p) => `Novo chamado: ${p.title}`,
  async apply(db, row) {
    if (await db.idMap.get(localId(row))) return;
    await tickets(db).put({
      id: localId(row),
      userId: row.userId,
      title: row.payload.title,
      description: row.payload.description,
      status: 'Aberto',
      enterprise_contract_id: row.payload.enterprise_contract_id,
      human_contract_id: null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.createdAt),
      replies: (await tickets(db).get(localId(row)))?.replies ?? [],
      pending: true,
    });
  },
  request: async (_db, row) => ({
    method: 'POST',
    path: '/api/enterprise/tickets',
    json: {
      title: row.payload.title,
      description: row.payload.description,
      enterprise_contract_id: row.payload.enterprise_contract_id,
    },
  }),
  async acknowledge(db, row, response) {
    const ticket = (response as { data?: Ticket } | null)?.data;
    if (!ticket) return;
    const local = await tickets(db).get(localId(row));
    await db.idMap.put({ localId: localId(row), serverId: ticket.id });
    await tickets(db).delete(localId(row));
    // Replies written offline to this ticket stay visible until they are sent too.
    const pendingReplies = (local?.replies ?? [])
      .filter((r) => r.pending)
      .map((r) => ({ ...r, ticket_id: ticket.id }));
    await tickets(db).put({ ...ticket, userId: row.userId, replies: [...ticket.replies, ...pendingReplies] });
  },
  async rollback(db, row) {
    await tickets(db).delete(localId(row));
  },
  editable: {
    fields: (p) => [
      { name: 'title', label: 'Assunto', value: p.title },
      { name: 'description', label: 'Descrição', value: p.description, multiline: true },
    ],
    withValues: (p, v) => ({ ...p, title: v.title ?? p.title, description: v.description ?? p.description }),
  },
});

export const ticketReply = registerMutation<TicketReplyPayload, 'ticket.reply'>({
  kind: 'ticket.reply',
  describe: (p) => `Resposta em chamado: ${p.description.slice(0, 60)}`,
  async apply(db, row) {
    const ticket = await tickets(db).get(await resolveTicketId(db, row.payload.ticketId));
    if (!ticket || ticket.replies.some((r) => r.id === localId(row))) return;
    await tickets(db).put({
      ...ticket,
      updatedAt: iso(row.createdAt),
      replies: [
        ...ticket.replies,
        {
          id: localId(row),
          ticket_id: ticket.id,
          user_id: row.userId,
          name: row.payload.authorName,
          avatar: initials(row.payload.authorName),
          description: row.payload.description,
          createdAt: iso(row.createdAt),
          pending: true,
        },
      ],
    });
  },
  async request(db, row) {
    const ticketId = await resolveTicketId(db, row.payload.ticketId);
    if (typeof ticketId !== 'number') {
      // Sent in order, so the ticket was refused by the server: this reply cannot go.
      throw new Error('O chamado desta resposta não foi aceito pelo servidor.');
    }
    return {
      method: 'POST',
      path: '/api/enterprise/ticket/replies',
      json: { ticket_id: ticketId, description: row.payload.description },
    };
  },
  async acknowledge(db, row, response) {
    const reply = (response as { data?: TicketReply } | null)?.data;
    const ticket = await tickets(db).get(await resolveTicketId(db, row.payload.ticketId));
    if (!ticket || !reply) return;
    await tickets(db).put({
      ...ticket,
      updatedAt: reply.createdAt,
      replies: ticket.replies.map((r) => (r.id === localId(row) ? reply : r)),
    });
  },
  async rollback(db, row) {
    const ticket = await tickets(db).get(await resolveTicketId(db, row.payload.ticketId));
    if (!ticket) return;
    await tickets(db).put({ ...ticket, replies: ticket.replies.filter((r) => r.id !== localId(row)) });
  },
  editable: {
    fields: (p) => [{ name: 'description', label: 'Resposta', value: p.description, multiline: true }],
    withValues: (p, v) => ({ ...p, description: v.description ?? p.description }),
  },
});
