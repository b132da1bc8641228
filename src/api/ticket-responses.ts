// Support tickets as the app validates them (spec 3 'Ticket', 7): zod/mini (see zod-mini.ts), so the
// sync worker checks them without zod classic. The ticket requests are in support-resident.ts.

import { TICKET_STATUSES } from '../domain/ticket.ts';
import { envelope, paginated } from './envelope.ts';
import { z } from './zod-mini.ts';

export const ticketStatus = z.enum(TICKET_STATUSES);

export const ticketReply = z.object({
  id: z.int(),
  ticket_id: z.int(),
  /** null when the Tokaas team wrote it. */
  user_id: z.nullable(z.int()),
  name: z.string(),
  /** Initials to draw in a circle. */
  avatar: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type TicketReply = z.output<typeof ticketReply>;

export const ticket = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  status: ticketStatus,
  enterprise_contract_id: z.nullable(z.int()),
  /** The related contract's number, for the link on the detail screen. */
  human_contract_id: z.nullable(z.string()),
  createdAt: z.string(),
  /** Last activity: creation, a reply or a status change. */
  updatedAt: z.string(),
  replies: z.array(ticketReply),
});
export type Ticket = z.output<typeof ticket>;

export const ticketResponse = envelope(ticket);
export const ticketListResponse = paginated(ticket);
export const replyResponse = envelope(ticketReply);
