// Runs a job at most once at a time across every API process sharing the database: inside one
// transaction that first takes pg_try_advisory_xact_lock(key). A process that does not get the
// lock skips this round (another is running it); the lock ends with the transaction.
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';

/** Advisory lock keys, one per job (any fixed bigint; these spell nothing in particular). */
export const JOB_LOCK_KEYS = {
  billing: 7_106_101,
  suspension: 7_106_102,
  pixExpiry: 7_106_103,
  preBookingExpiry: 7_106_104,
  pixAutoConfirm: 7_106_105,
} as const;

/** fn's result, or undefined when another process holds the job's lock. */
export async function withJobLock<T>(
  db: DB,
  key: number,
  fn: (trx: DB) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${key}) AS locked`.execute(trx);
    if (!rows[0]?.locked) return undefined;
    return fn(trx);
  });
}
