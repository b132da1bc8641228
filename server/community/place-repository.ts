// Shared areas (places) of the enterprises where the resident lives, their slots of a day, and
// the resident's bookings. Overlapping live bookings of a place are refused by the database
// (exclusion constraint place_schedules_no_overlap), so two residents cannot take one slot.
import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Place, Schedule } from '../../src/api/support-resident.ts';
import { daySlots, hhmm } from '../../src/domain/place-booking.ts';
import type { DB } from '../db/connect.ts';

/** A resident may hold this many upcoming bookings of one place, so nobody hoards the slots. */
export const MAX_UPCOMING_PER_PLACE = 3;

const placeColumns = [
  'p.id',
  'p.enterprise_id',
  'e.name as enterprise',
  'p.name',
  'p.description',
  'p.opens_at',
  'p.closes_at',
  'p.slot_minutes',
] as const;

function placeQuery(db: DB) {
  return db
    .selectFrom('places as p')
    .innerJoin('enterprises as e', 'e.id', 'p.enterprise_id')
    .select(placeColumns)
    .where('p.active', '=', true);
}

export async function findPlace(db: DB, placeId: number, enterpriseIds: number[]) {
  if (enterpriseIds.length === 0) return undefined;
  return placeQuery(db)
    .where('p.id', '=', placeId)
    .where('p.enterprise_id', 'in', enterpriseIds)
    .executeTakeFirst();
}

/** The places of these enterprises with the slots of `date` and whether each is free. */
export async function listPlaces(
  db: DB,
  enterpriseIds: number[],
  date: Temporal.PlainDate,
  now: Temporal.PlainDateTime,
): Promise<Place[]> {
  if (enterpriseIds.length === 0) return [];
  const places = await placeQuery(db)
    .where('p.enterprise_id', 'in', enterpriseIds)
    .orderBy('e.name')
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  if (places.length === 0) return [];
  const taken = await db
    .selectFrom('place_schedules')
    .select(['place_id', 'start_time', 'end_time'])
    .where(
      'place_id',
      'in',
      places.map((p) => p.id),
    )
    .where('date', '=', date.toString())
    .where('cancelled_at', 'is', null)
    .execute();
  return places.map((p) => {
    const busy = taken.filter((t) => t.place_id === p.id).map((t) => [hhmm(t.start_time), hhmm(t.end_time)]);
    return {
      ...p,
      opens_at: hhmm(p.opens_at),
      closes_at: hhmm(p.closes_at),
      date: date.toString(),
      slots: daySlots(p).map((slot) => {
        const overlaps = busy.some(
          ([start, end]) => slot.start_time < (end as string) && (start as string) < slot.end_time,
        );
        const past =
          Temporal.PlainDateTime.compare(
            date.toPlainDateTime(Temporal.PlainTime.from(slot.start_time)),
            now,
          ) < 0;
        return { ...slot, available: !overlaps && !past };
      }),
    };
  });
}

function scheduleQuery(db: DB) {
  return db
    .selectFrom('place_schedules as s')
    .innerJoin('places as p', 'p.id', 's.place_id')
    .select([
      's.id',
      's.place_id',
      'p.name as place',
      's.contract_id',
      's.date',
      's.start_time',
      's.end_time',
      's.created_at',
    ])
    .where('s.cancelled_at', 'is', null);
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['executeTakeFirstOrThrow']>>;

function toSchedule({ created_at, start_time, end_time, ...row }: ScheduleRow): Schedule {
  return {
    ...row,
    start_time: hhmm(start_time),
    end_time: hhmm(end_time),
    createdAt: created_at.toISOString(),
  };
}

/** The resident's live bookings from `from` on, soonest first. */
export async function listSchedules(db: DB, userId: number, from: Temporal.PlainDate): Promise<Schedule[]> {
  const rows = await scheduleQuery(db)
    .where('s.user_id', '=', userId)
    .where('s.date', '>=', from.toString())
    .orderBy('s.date')
    .orderBy('s.start_time')
    .execute();
  return rows.map(toSchedule);
}

export async function upcomingCount(db: DB, userId: number, placeId: number, from: Temporal.PlainDate) {
  const { n } = await db
    .selectFrom('place_schedules')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('place_id', '=', placeId)
    .where('date', '>=', from.toString())
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return n;
}

/** Books the slot; undefined when it overlaps a live booking of the place. */
export async function bookSlot(
  db: DB,
  booking: { placeId: number; userId: number; contractId: number; date: string; start: string; end: string },
): Promise<Schedule | undefined> {
  try {
    // In its own (nested) transaction: a refused insert must not abort a keyed request's.
    const { id } = await db.transaction().execute((trx) =>
      trx
        .insertInto('place_schedules')
        .values({
          place_id: booking.placeId,
          user_id: booking.userId,
          contract_id: booking.contractId,
          date: booking.date,
          start_time: booking.start,
          end_time: booking.end,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return toSchedule(await scheduleQuery(db).where('s.id', '=', id).executeTakeFirstOrThrow());
  } catch (error) {
    if ((error as { code?: string }).code === '23P01') return undefined; // exclusion_violation
    throw error;
  }
}

/** Cancels the resident's own live booking; false when there is none with this id. */
export async function cancelSchedule(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('place_schedules')
    .set({ cancelled_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
