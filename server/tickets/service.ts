// A resident's own support tickets: reading one, opening one (about an own contract, if any) and
// replying to an open one. Another resident's ticket or contract is not found (404), decided here.
import type { z } from 'zod';
import { SM, type Ticket, type TicketReply, type ticketRequest } from '../../src/api/support-resident.ts';
import { findOwnContract } from '../contracts/own-contracts.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { findTicket, insertTicket, replyAsResident } from './ticket-repository.ts';

export { listTickets } from './ticket-repository.ts';

export async function ownTicket(db: DB, userId: number, ticketId: number): Promise<Ticket> {
  const ticket = await findTicket(db, userId, ticketId);
  if (!ticket) throw notFound(SM.ticketNotFound);
  return ticket;
}

export async function openTicket(
  db: DB,
  userId: number,
  input: z.output<typeof ticketRequest>,
): Promise<Ticket> {
  // The related contract is optional; when given it must be the resident's own (else 404, as
  // for every resource of another resident).
  if (
    input.enterprise_contract_id !== null &&
    !(await findOwnContract(db, userId, input.enterprise_contract_id))
  ) {
    throw notFound(SM.contractNotFound);
  }
  return insertTicket(db, userId, input);
}

/** The resident's reply to an own ticket; a resolved ticket takes no more replies (422). */
export async function replyToTicket(
  db: DB,
  userId: number,
  ticketId: number,
  text: string,
): Promise<TicketReply> {
  const outcome = await replyAsResident(db, userId, ticketId, text);
  if ('problem' in outcome) {
    if (outcome.problem === 'not-found') throw notFound(SM.ticketNotFound);
    throw fieldError('ticket_id', SM.ticketResolved);
  }
  return outcome.reply;
}
