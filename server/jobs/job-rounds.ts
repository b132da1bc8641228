// Runs each background job once per round across every API process sharing the database. A round
// is a row of job_rounds (migration 0006): a process claims it with FOR UPDATE SKIP LOCKED only
// while it is due, runs the job in that transaction and moves next_run_at one interval on (by the
// database's clock, so processes' clocks need not agree). Another process meanwhile skips the
// locked row; one arriving later finds the round not due. An advisory lock only kept rounds from
// overlapping: every process still ran each round once on its own timer. A job that throws rolls
// back with its round, which stays due for the next tick.
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';

/**
 * The next round falls due a little before a whole interval: a process's own timer fires every
 * interval, and must find the round it ran last time due again rather than a few ms early.
 */
const DUE_FRACTION = 0.9;

/** fn's result, or undefined when the round is not due or another process is running it. */
export async function runJobRound<T>(
  db: DB,
  job: { name: string; everyMs: number },
  fn: (trx: DB) => Promise<T>,
): Promise<T | undefined> {
  // Outside the claiming transaction: the row exists from the first round on.
  await db
    .insertInto('job_rounds')
    .values({ name: job.name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('job_rounds')
      .select('name')
      .where('name', '=', job.name)
      .where('next_run_at', '<=', sql<Date>`now()`)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    const result = await fn(trx);
    await trx
      .updateTable('job_rounds')
      .set({
        last_run_at: sql<Date>`now()`,
        next_run_at: sql<Date>`now() + make_interval(secs => ${(job.everyMs * DUE_FRACTION) / 1000})`,
      })
      .where('name', '=', job.name)
      .execute();
    return result;
  });
}
