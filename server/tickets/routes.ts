// GET /api/enterprise/tickets, GET /api/enterprise/tickets/{id}, POST /api/enterprise/tickets and
// POST /api/enterprise/ticket/replies: the resident's own support tickets.
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { replyRequest, SM, ticketListQuery, ticketRequest } from '../../src/api/support-resident.ts';
import type { AppEnv, Deps } from '../context.ts';
import { findOwnContract } from '../contracts/own-contracts.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { body, param, query } from '../http/validate.ts';
import { createTicket, findTicket, listTickets, replyAsResident } from './ticket-repository.ts';

const PATH = '/api/enterprise/tickets';

export function ticketRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(PATH, signedIn, async (c) => {
    const { page, per_page } = query(c, ticketListQuery);
    return c.json(await listTickets(db, userIdOf(c), page, per_page));
  });

  app.get(`${PATH}/:id`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, SM.ticketNotFound);
    const ticket = await findTicket(db, userIdOf(c), id);
    if (!ticket) throw notFound(SM.ticketNotFound);
    return c.json({ data: ticket });
  });

  app.post(PATH, signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, ticketRequest);
    // The related contract is optional; when given it must be the resident's own (else 404, as
    // for every resource of another resident).
    if (
      input.enterprise_contract_id !== null &&
      !(await findOwnContract(db, userId, input.enterprise_contract_id))
    ) {
      throw notFound(SM.contractNotFound);
    }
    return c.json({ data: await createTicket(db, userId, input) }, 201);
  });

  app.post('/api/enterprise/ticket/replies', signedIn, async (c) => {
    const input = await body(c, replyRequest);
    const outcome = await replyAsResident(db, userIdOf(c), input.ticket_id, input.description);
    if ('problem' in outcome) {
      if (outcome.problem === 'not-found') throw notFound(SM.ticketNotFound);
      throw fieldError('ticket_id', SM.ticketResolved);
    }
    return c.json({ data: outcome.reply }, 201);
  });

  return app;
}
