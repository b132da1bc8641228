// Life in the building, for residents with an Ativo contract: shared areas (places) and their
// bookings, visitors announced to the concierge, and community tasks.
//   GET  /api/enterprise/places                       places of the caller's enterprises (?date=)
//   GET  /api/enterprise/places/schedules             the caller's upcoming bookings
//   POST /api/enterprise/places/schedules             book a slot {place_id, date, start_time, end_time}
//   DELETE /api/enterprise/places/schedules/{id}      cancel an own booking
//   GET  /api/enterprise/user/visitors                POST .../visitors/add, .../visitors/delete/{id},
//   POST .../visitors/release {visitor_id}
//   GET  /api/enterprise/tasks                        POST .../tasks/subscribe {task_id}, .../tasks/unsubscribe/{task id}
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import {
  placesQuery,
  releaseRequest,
  SM,
  scheduleRequest,
  subscribeRequest,
  visitorRequest,
} from '../../src/api/support-resident.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param, query } from '../http/validate.ts';
import {
  announceVisitor,
  bookPlace,
  cancelBooking,
  listVisitors,
  placesOn,
  releaseOwnVisitor,
  removeVisitor,
  subscribeToTask,
  tasksOf,
  unsubscribeFromTask,
  upcomingSchedules,
} from './service.ts';

export function communityRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  // ---- Places and bookings -------------------------------------------------------------------

  app.get('/api/enterprise/places', signedIn, async (c) => {
    const { date } = query(c, placesQuery);
    return c.json({ data: await placesOn(db, userIdOf(c), date) });
  });

  app.get('/api/enterprise/places/schedules', signedIn, async (c) =>
    c.json({ data: await upcomingSchedules(db, userIdOf(c)) }),
  );

  app.post('/api/enterprise/places/schedules', signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, scheduleRequest);
    return c.json({ data: await bookPlace(db, userId, input) }, 201);
  });

  app.delete('/api/enterprise/places/schedules/:id', signedIn, async (c) => {
    const id = param(c, 'id', routeId, SM.scheduleNotFound);
    await cancelBooking(db, userIdOf(c), id);
    return c.json({ data: { success: true as const } });
  });

  // ---- Visitors ------------------------------------------------------------------------------

  const VISITORS = '/api/enterprise/user/visitors';

  app.get(VISITORS, signedIn, async (c) => c.json({ data: await listVisitors(db, userIdOf(c)) }));

  app.post(`${VISITORS}/add`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, visitorRequest);
    return c.json({ data: await announceVisitor(db, userId, input) }, 201);
  });

  app.post(`${VISITORS}/delete/:id`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, SM.visitorNotFound);
    await removeVisitor(db, userIdOf(c), id);
    return c.json({ data: { success: true as const } });
  });

  app.post(`${VISITORS}/release`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const { visitor_id } = await body(c, releaseRequest);
    return c.json({ data: await releaseOwnVisitor(db, userId, visitor_id) });
  });

  // ---- Tasks ---------------------------------------------------------------------------------

  app.get('/api/enterprise/tasks', signedIn, async (c) => c.json({ data: await tasksOf(db, userIdOf(c)) }));

  app.post('/api/enterprise/tasks/subscribe', signedIn, async (c) => {
    const userId = userIdOf(c);
    const { task_id } = await body(c, subscribeRequest);
    const { task, created } = await subscribeToTask(db, userId, task_id);
    // Subscribing twice answers the subscription again (200), so a repeated tap is harmless.
    return c.json({ data: task }, created ? 201 : 200);
  });

  app.post('/api/enterprise/tasks/unsubscribe/:id', signedIn, async (c) => {
    const userId = userIdOf(c);
    const taskId = param(c, 'id', routeId, SM.taskNotFound);
    return c.json({ data: await unsubscribeFromTask(db, userId, taskId) });
  });

  return app;
}
