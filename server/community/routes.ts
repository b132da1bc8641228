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
import { Temporal } from 'temporal-polyfill';
import { routeId } from '../../src/api/catalogue.ts';
import {
  placesQuery,
  releaseRequest,
  SM,
  scheduleRequest,
  subscribeRequest,
  visitorRequest,
} from '../../src/api/support-resident.ts';
import { APP_TIME_ZONE } from '../../src/domain/calendar-day.ts';
import { slotProblem } from '../../src/domain/place-booking.ts';
import { visitDateProblem, visitIsPast } from '../../src/domain/visit.ts';
import type { AppEnv, Deps } from '../context.ts';
import { activeContracts, findOwnContract, isActive, type OwnContract } from '../contracts/own-contracts.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { body, param, query } from '../http/validate.ts';
import {
  bookSlot,
  cancelSchedule,
  findPlace,
  listPlaces,
  listSchedules,
  MAX_UPCOMING_PER_PLACE,
  upcomingCount,
} from './place-repository.ts';
import { findVisibleTask, listTasks, subscribe, unsubscribe } from './task-repository.ts';
import {
  addVisitor,
  deleteVisitor,
  findOwnVisitor,
  listVisitors,
  releaseVisitor,
} from './visitor-repository.ts';

const nowInSaoPaulo = () => Temporal.Now.plainDateTimeISO(APP_TIME_ZONE);

const SLOT_MESSAGES = {
  order: ['end_time', SM.slotOrder],
  hours: ['start_time', SM.slotHours],
  length: ['end_time', SM.slotLength],
  past: ['start_time', SM.slotPast],
  'too-far': ['date', SM.slotTooFar],
} as const;

const covers = (contract: OwnContract, date: string) =>
  contract.check_in <= date && date <= contract.check_out;

const enterpriseIdsOf = (contracts: OwnContract[]) => [...new Set(contracts.map((c) => c.enterprise_id))];

export function communityRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  // ---- Places and bookings -------------------------------------------------------------------

  app.get('/api/enterprise/places', signedIn, async (c) => {
    const { date } = query(c, placesQuery);
    const now = nowInSaoPaulo();
    const enterprises = enterpriseIdsOf(await activeContracts(db, userIdOf(c)));
    const day = date ? Temporal.PlainDate.from(date) : now.toPlainDate();
    return c.json({ data: await listPlaces(db, enterprises, day, now) });
  });

  app.get('/api/enterprise/places/schedules', signedIn, async (c) =>
    c.json({ data: await listSchedules(db, userIdOf(c), nowInSaoPaulo().toPlainDate()) }),
  );

  app.post('/api/enterprise/places/schedules', signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, scheduleRequest);
    const contracts = await activeContracts(db, userId);
    const place = await findPlace(db, input.place_id, enterpriseIdsOf(contracts));
    if (!place) throw notFound(SM.placeNotFound);
    const now = nowInSaoPaulo();
    const problem = slotProblem(
      place,
      {
        date: Temporal.PlainDate.from(input.date),
        start: Temporal.PlainTime.from(input.start_time),
        end: Temporal.PlainTime.from(input.end_time),
      },
      now,
    );
    if (problem) {
      const [field, message] = SLOT_MESSAGES[problem];
      throw fieldError(field, message);
    }
    const contract = contracts.find((k) => k.enterprise_id === place.enterprise_id && covers(k, input.date));
    if (!contract) throw fieldError('date', SM.dateOutsideContract);
    if ((await upcomingCount(db, userId, place.id, now.toPlainDate())) >= MAX_UPCOMING_PER_PLACE) {
      throw fieldError('place_id', `Você já tem ${MAX_UPCOMING_PER_PLACE} reservas futuras neste espaço.`);
    }
    const booked = await bookSlot(db, {
      placeId: place.id,
      userId,
      contractId: contract.id,
      date: input.date,
      start: input.start_time,
      end: input.end_time,
    });
    if (!booked) throw fieldError('start_time', SM.slotTaken);
    return c.json({ data: booked }, 201);
  });

  app.delete('/api/enterprise/places/schedules/:id', signedIn, async (c) => {
    const id = param(c, 'id', routeId, SM.scheduleNotFound);
    if (!(await cancelSchedule(db, userIdOf(c), id))) throw notFound(SM.scheduleNotFound);
    return c.json({ data: { success: true as const } });
  });

  // ---- Visitors ------------------------------------------------------------------------------

  const VISITORS = '/api/enterprise/user/visitors';

  app.get(VISITORS, signedIn, async (c) => c.json({ data: await listVisitors(db, userIdOf(c)) }));

  app.post(`${VISITORS}/add`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, visitorRequest);
    let contract: OwnContract | undefined;
    if (input.contract_id !== null) {
      contract = await findOwnContract(db, userId, input.contract_id);
      if (!contract) throw notFound(SM.contractNotFound);
      if (!isActive(contract)) throw fieldError('contract_id', SM.contractNotActive);
    } else {
      const active = await activeContracts(db, userId);
      if (active.length === 0) throw fieldError('contract_id', SM.noActiveContract);
      contract = active.find((k) => covers(k, input.date)) ?? active[0];
    }
    const problem = visitDateProblem(Temporal.PlainDate.from(input.date), nowInSaoPaulo().toPlainDate());
    if (problem) throw fieldError('date', problem === 'short-notice' ? SM.visitNotice : SM.visitTooFar);
    if (!contract || !covers(contract, input.date)) throw fieldError('date', SM.dateOutsideContract);
    const visitor = await addVisitor(db, {
      userId,
      contractId: contract.id,
      name: input.name,
      document: input.document,
      date: input.date,
    });
    return c.json({ data: visitor }, 201);
  });

  app.post(`${VISITORS}/delete/:id`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, SM.visitorNotFound);
    if (!(await deleteVisitor(db, userIdOf(c), id))) throw notFound(SM.visitorNotFound);
    return c.json({ data: { success: true as const } });
  });

  app.post(`${VISITORS}/release`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const { visitor_id } = await body(c, releaseRequest);
    const visitor = await findOwnVisitor(db, userId, visitor_id);
    if (!visitor) throw notFound(SM.visitorNotFound);
    if (visitIsPast(Temporal.PlainDate.from(visitor.date), nowInSaoPaulo().toPlainDate())) {
      throw fieldError('visitor_id', SM.visitPast);
    }
    return c.json({ data: await releaseVisitor(db, userId, visitor.id) });
  });

  // ---- Tasks ---------------------------------------------------------------------------------

  app.get('/api/enterprise/tasks', signedIn, async (c) => {
    const userId = userIdOf(c);
    const enterprises = enterpriseIdsOf(await activeContracts(db, userId));
    return c.json({ data: await listTasks(db, userId, enterprises, new Date()) });
  });

  async function visibleTask(userId: number, taskId: number) {
    const enterprises = enterpriseIdsOf(await activeContracts(db, userId));
    const task = await findVisibleTask(db, userId, enterprises, taskId);
    if (!task) throw notFound(SM.taskNotFound);
    return { task, enterprises };
  }

  app.post('/api/enterprise/tasks/subscribe', signedIn, async (c) => {
    const userId = userIdOf(c);
    const { task_id } = await body(c, subscribeRequest);
    const { task, enterprises } = await visibleTask(userId, task_id);
    if (new Date(task.ends_at ?? task.starts_at) < new Date()) throw fieldError('task_id', SM.taskPast);
    const outcome = await subscribe(db, userId, task.id);
    if (outcome === 'full') throw fieldError('task_id', SM.taskFull);
    // Subscribing twice answers the subscription again (200), so a repeated tap is harmless.
    return c.json(
      { data: await findVisibleTask(db, userId, enterprises, task.id) },
      outcome === 'subscribed' ? 201 : 200,
    );
  });

  app.post('/api/enterprise/tasks/unsubscribe/:id', signedIn, async (c) => {
    const userId = userIdOf(c);
    const taskId = param(c, 'id', routeId, SM.taskNotFound);
    const { enterprises } = await visibleTask(userId, taskId);
    if (!(await unsubscribe(db, userId, taskId))) throw notFound(SM.taskNotFound);
    return c.json({ data: await findVisibleTask(db, userId, enterprises, taskId) });
  });

  return app;
}
