// GET /api/services (the catalogue of extra services, public like prices on the site),
// POST /api/enterprise/contracts/services (book one for an own Ativo contract) and
// GET /api/enterprise/contracts/services (the resident's bookings; ?contract_id= filters).
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalIdField } from '../../src/api/resident-fields.ts';
import { SM, serviceBookingRequest } from '../../src/api/support-resident.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, query } from '../http/validate.ts';
import { bookExtraService, listBookings, listServices } from './service.ts';

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
    return c.json({ data: await bookExtraService(db, userId, input) }, 201);
  });

  return app;
}
