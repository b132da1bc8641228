// Life in the building for residents with an Ativo contract: booking shared areas, announcing
// visitors and joining tasks. What a resident may see and do follows from their Ativo contracts
// (own-contracts.ts) and the rules of src/domain; both are applied here, never in the routes.
import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import {
  type Schedule,
  SM,
  type scheduleRequest,
  type visitorRequest,
} from '../../src/api/support-resident.ts';
import { APP_TIME_ZONE } from '../../src/domain/calendar-day.ts';
import { slotProblem } from '../../src/domain/place-booking.ts';
import { visitDateProblem, visitIsPast } from '../../src/domain/visit.ts';
import { ownActiveContract } from '../contracts/active-contract.ts';
import { activeContracts, type OwnContract } from '../contracts/own-contracts.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
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
import { addVisitor, deleteVisitor, findOwnVisitor, releaseVisitor } from './visitor-repository.ts';

export { listVisitors } from './visitor-repository.ts';

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

const activeEnterprises = async (db: DB, userId: number) =>
  enterpriseIdsOf(await activeContracts(db, userId));

// ---- Places and bookings ---------------------------------------------------------------------

/** The places of the caller's buildings with the slots of `date` (today when absent). */
export async function placesOn(db: DB, userId: number, date: string | undefined) {
  const now = nowInSaoPaulo();
  const enterprises = await activeEnterprises(db, userId);
  const day = date ? Temporal.PlainDate.from(date) : now.toPlainDate();
  return listPlaces(db, enterprises, day, now);
}

export const upcomingSchedules = (db: DB, userId: number) =>
  listSchedules(db, userId, nowInSaoPaulo().toPlainDate());

/** Books a free slot of a place in a building where the caller has an Ativo contract that day. */
export async function bookPlace(
  db: DB,
  userId: number,
  input: z.output<typeof scheduleRequest>,
): Promise<Schedule> {
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
  return booked;
}

/** Cancels an own live booking; another resident's (or an unknown) id is not found. */
export async function cancelBooking(db: DB, userId: number, id: number): Promise<void> {
  if (!(await cancelSchedule(db, userId, id))) throw notFound(SM.scheduleNotFound);
}

// ---- Visitors --------------------------------------------------------------------------------

/** Announces a visitor under the given own Ativo contract, or the one covering the visit's day. */
export async function announceVisitor(db: DB, userId: number, input: z.output<typeof visitorRequest>) {
  let contract: OwnContract | undefined;
  if (input.contract_id !== null) {
    contract = await ownActiveContract(db, userId, input.contract_id, {
      field: 'contract_id',
      notFound: SM.contractNotFound,
      notActive: SM.contractNotActive,
    });
  } else {
    const active = await activeContracts(db, userId);
    if (active.length === 0) throw fieldError('contract_id', SM.noActiveContract);
    contract = active.find((k) => covers(k, input.date)) ?? active[0];
  }
  const problem = visitDateProblem(Temporal.PlainDate.from(input.date), nowInSaoPaulo().toPlainDate());
  if (problem) throw fieldError('date', problem === 'short-notice' ? SM.visitNotice : SM.visitTooFar);
  if (!contract || !covers(contract, input.date)) throw fieldError('date', SM.dateOutsideContract);
  return addVisitor(db, {
    userId,
    contractId: contract.id,
    name: input.name,
    document: input.document,
    date: input.date,
  });
}

export async function removeVisitor(db: DB, userId: number, id: number): Promise<void> {
  if (!(await deleteVisitor(db, userId, id))) throw notFound(SM.visitorNotFound);
}

/** Lets an own visitor in; a visit of a past day can no longer be released. */
export async function releaseOwnVisitor(db: DB, userId: number, visitorId: number) {
  const visitor = await findOwnVisitor(db, userId, visitorId);
  if (!visitor) throw notFound(SM.visitorNotFound);
  if (visitIsPast(Temporal.PlainDate.from(visitor.date), nowInSaoPaulo().toPlainDate())) {
    throw fieldError('visitor_id', SM.visitPast);
  }
  return releaseVisitor(db, userId, visitor.id);
}

// ---- Tasks -----------------------------------------------------------------------------------

export async function tasksOf(db: DB, userId: number) {
  return listTasks(db, userId, await activeEnterprises(db, userId), new Date());
}

async function visibleTask(db: DB, userId: number, taskId: number) {
  const enterprises = await activeEnterprises(db, userId);
  const task = await findVisibleTask(db, userId, enterprises, taskId);
  if (!task) throw notFound(SM.taskNotFound);
  return { task, enterprises };
}

/** Joins a task that has not ended and has room; `created` is false when already subscribed. */
export async function subscribeToTask(db: DB, userId: number, taskId: number) {
  const { task, enterprises } = await visibleTask(db, userId, taskId);
  if (new Date(task.ends_at ?? task.starts_at) < new Date()) throw fieldError('task_id', SM.taskPast);
  const outcome = await subscribe(db, userId, task.id);
  if (outcome === 'full') throw fieldError('task_id', SM.taskFull);
  return {
    task: await findVisibleTask(db, userId, enterprises, task.id),
    created: outcome === 'subscribed',
  };
}

/** Leaves a visible task the caller joined; the task as it is now. */
export async function unsubscribeFromTask(db: DB, userId: number, taskId: number) {
  const { enterprises } = await visibleTask(db, userId, taskId);
  if (!(await unsubscribe(db, userId, taskId))) throw notFound(SM.taskNotFound);
  return findVisibleTask(db, userId, enterprises, taskId);
}
