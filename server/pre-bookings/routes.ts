// POST and GET /api/enterprise/pre-bookings, DELETE /api/enterprise/pre-bookings/{id}.
import { Hono } from 'hono';
import { CM, preBookingRequest, routeId } from '../../src/api/catalogue.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param } from '../http/validate.ts';
import { createPreBooking, listPreBookings, removePreBooking } from './service.ts';

const PATH = '/api/enterprise/pre-bookings';

export function preBookingRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  // ?include=apartment.favorited is what the app asks for; the unit and its favourite always come.
  app.get(PATH, signedIn, async (c) => c.json({ data: await listPreBookings(db, userIdOf(c)) }));

  app.post(PATH, signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, preBookingRequest);
    return c.json({ data: await createPreBooking(db, userId, input) }, 201);
  });

  app.delete(`${PATH}/:id`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, CM.preBookingNotFound);
    await removePreBooking(db, userIdOf(c), id);
    return c.json({ data: { success: true as const } });
  });

  return app;
}
