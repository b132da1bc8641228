// GET /api/services (the catalogue of extra services, public like prices on the site),
// POST /api/enterprise/contracts/services (book one for an own Ativo contract) and
// GET /api/enterprise/contracts/services (the resident's bookings; ?contract_id= filters).
import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { optionalIdField } from '../../src/api/resident-fields.ts';
import { SM, serviceBookingRequest } from '../../src/api/support-resident.ts';
import { today } from '../../src/domain/dates.ts';
import { serviceDateProblem } from '../../src/domain/service-booking.ts';
import type { AppEnv, Deps } from '../context.ts';
import { findOwnContract, isActive } from '../contracts/own-contracts.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { body, query } from '../http/validate.ts';
import { bookService, findActiveService, listBookings, listServices } from './service-repository.ts';

const BOOKINGS = '/api/enterprise/contracts/services';
export const bookingsQuery = z.object({ contract_id: optionalIdField(SM.contractNotFound) });

export function extraServiceRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get('/api/services', async (c) => c.json({ data: await listServices(db) }));

  app.get(BOOKINGS, signedIn, async (c) => {
    const { contract_id } = query(c, bookingsQuery);
    return c.json({ data: await listBookings(db, userIdOf(c), contract_id ?? undefined) });
  });

  app.post(BOOKINGS, signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, serviceBookingRequest);
    const contract = await findOwnContract(db, userId, input.contract_id);
    if (!contract) throw notFound(SM.contractNotFound);
    if (!isActive(contract)) throw fieldError('contract_id', SM.contractNotActive);
    const service = await findActiveService(db, input.service_id);
    if (!service) throw fieldError('service_id', SM.serviceNotFound);
    const problem = serviceDateProblem(Temporal.PlainDate.from(input.date), contract, today());
    if (problem) throw fieldError('date', problem === 'past' ? SM.datePast : SM.dateOutsideContract);
    const booking = await bookService(db, {
      contractId: contract.id,
      userId,
      serviceId: service.id,
      price: service.price,
      date: input.date,
      period: input.period,
      notes: input.notes,
    });
    return c.json({ data: booking }, 201);
  });

  return app;
}
