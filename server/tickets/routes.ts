// GET /api/enterprise/tickets, GET /api/enterprise/tickets/{id}, POST /api/enterprise/tickets and
// POST /api/enterprise/ticket/replies: the resident's own support tickets.
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { replyRequest, SM, ticketListQuery, ticketRequest } from '../../src/api/support-resident.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param, query } from '../http/validate.ts';
import { listTickets, openTicket, ownTicket, replyToTicket } from './service.ts';

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
    return c.json({ data: await ownTicket(db, userIdOf(c), id) });
  });

  app.post(PATH, signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, ticketRequest);
    return c.json({ data: await openTicket(db, userId, input) }, 201);
  });

  app.post('/api/enterprise/ticket/replies', signedIn, async (c) => {
    const input = await body(c, replyRequest);
    return c.json({ data: await replyToTicket(db, userIdOf(c), input.ticket_id, input.description) }, 201);
  });

  return app;
}
