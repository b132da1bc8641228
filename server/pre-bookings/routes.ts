// POST and GET /api/enterprise/pre-bookings, DELETE /api/enterprise/pre-bookings/{id}.
import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { CM, preBookingRequest, routeId } from '../../src/api/catalogue.ts';
import { planFor } from '../../src/domain/stay.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { body, param } from '../http/validate.ts';
import { createPreBooking, listPreBookings, removePreBooking } from './pre-booking-repository.ts';

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
    const unit = await db
      .selectFrom('apartments')
      .select(['id', 'pre_bookable'])
      .where('id', '=', input.apartment_id)
      .executeTakeFirst();
    if (!unit) throw fieldError('apartment_id', CM.apartmentUnknown);
    if (!unit.pre_bookable) throw fieldError('apartment_id', CM.notPreBookable);
    const plan = planFor(
      Temporal.PlainDate.from(input.checkin),
      input.checkout ? Temporal.PlainDate.from(input.checkout) : null,
    );
    const created = await createPreBooking(db, userId, {
      apartmentId: unit.id,
      checkin: input.checkin,
      checkout: input.checkout,
      plan,
    });
    if (!created) throw fieldError('apartment_id', CM.alreadyPreBooked);
    return c.json({ data: created }, 201);
  });

  app.delete(`${PATH}/:id`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, CM.preBookingNotFound);
    if (!(await removePreBooking(db, userId, id))) throw notFound(CM.preBookingNotFound);
    return c.json({ data: { success: true as const } });
  });

  return app;
}
