// Community tasks and events of the resident's enterprises (and those for every enterprise),
// with subscriptions. A full task refuses new subscribers; the task row is locked while counting.
import { sql } from 'kysely';
import type { Task } from '../../src/api/support-resident.ts';
import type { DB } from '../db/connect.ts';

function taskQuery(db: DB, userId: number, enterpriseIds: number[]) {
  return db
    .selectFrom('tasks as t')
    .select([
      't.id',
      't.enterprise_id',
      't.title',
      't.description',
      't.location',
      't.starts_at',
      't.ends_at',
      't.capacity',
      sql<number>`(SELECT count(*)::int FROM task_subscriptions s WHERE s.task_id = t.id)`.as('subscribers'),
      sql<boolean>`EXISTS (SELECT 1 FROM task_subscriptions s WHERE s.task_id = t.id AND s.user_id = ${userId})`.as(
        'subscribed',
      ),
    ])
    .where((eb) =>
      enterpriseIds.length
        ? eb.or([eb('t.enterprise_id', 'is', null), eb('t.enterprise_id', 'in', enterpriseIds)])
        : sql<boolean>`false`,
    );
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['executeTakeFirstOrThrow']>>;

function toTask(row: TaskRow): Task {
  return { ...row, starts_at: row.starts_at.toISOString(), ends_at: row.ends_at?.toISOString() ?? null };
}

/** Tasks not yet over, soonest first. Without an Ativo contract (no enterprise) there are none. */
export async function listTasks(db: DB, userId: number, enterpriseIds: number[], now: Date): Promise<Task[]> {
  const rows = await taskQuery(db, userId, enterpriseIds)
    .where(sql<Date>`coalesce(t.ends_at, t.starts_at)`, '>=', now)
    .orderBy('t.starts_at')
    .orderBy('t.id')
    .execute();
  return rows.map(toTask);
}

export async function findVisibleTask(db: DB, userId: number, enterpriseIds: number[], taskId: number) {
  const row = await taskQuery(db, userId, enterpriseIds).where('t.id', '=', taskId).executeTakeFirst();
  return row ? toTask(row) : undefined;
}

export type SubscribeOutcome = 'subscribed' | 'already' | 'full';

export async function subscribe(db: DB, userId: number, taskId: number): Promise<SubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('tasks')
      .select(['id', 'capacity'])
      .where('id', '=', taskId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const mine = await trx
      .selectFrom('task_subscriptions')
      .select('id')
      .where('task_id', '=', taskId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (mine) return 'already';
    if (task.capacity !== null) {
      const { n } = await trx
        .selectFrom('task_subscriptions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('task_id', '=', taskId)
        .executeTakeFirstOrThrow();
      if (n >= task.capacity) return 'full';
    }
    await trx.insertInto('task_subscriptions').values({ task_id: taskId, user_id: userId }).execute();
    return 'subscribed';
  });
}

/** Removes the resident's subscription to the task; false when they had none. */
export async function unsubscribe(db: DB, userId: number, taskId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('task_subscriptions')
    .where('task_id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
