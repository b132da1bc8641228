// Fixed-window counters in PostgreSQL, shared by every API process: slows credential stuffing and
// code guessing with the same limit whatever the number of processes (counted in memory, N
// processes allowed N times the limit). One statement per hit (an upsert that opens a new window
// when the last one ended), keys stored as SHA-256: no e-mail or address at rest. Expired windows
// are swept at most once a minute per process.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { tooManyRequests } from './errors.ts';

const SWEEP_EVERY_MS = 60_000;

export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: DB,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private keyHash(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }

  /** Counts one attempt for key; throws 429 with Retry-After once the window's limit is passed. */
  async hit(key: string): Promise<void> {
    const window = sql`make_interval(secs => ${this.windowMs / 1000})`;
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({
        name: this.name,
        key_hash: this.keyHash(key),
        count: 1,
        reset_at: sql<Date>`now() + ${window}`,
      })
      .onConflict((oc) =>
        oc.columns(['name', 'key_hash']).doUpdateSet({
          count: sql<number>`CASE WHEN rate_limit_windows.reset_at <= now() THEN 1 ELSE rate_limit_windows.count + 1 END`,
          reset_at: sql<Date>`CASE WHEN rate_limit_windows.reset_at <= now() THEN now() + ${window} ELSE rate_limit_windows.reset_at END`,
        }),
      )
      .returning(['count', sql<number>`extract(epoch from reset_at - now())`.as('seconds_left')])
      .executeTakeFirstOrThrow();
    void this.sweep();
    if (row.count > this.limit) throw tooManyRequests(Number(row.seconds_left));
  }

  async reset(key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_windows')
      .where('name', '=', this.name)
      .where('key_hash', '=', this.keyHash(key))
      .execute();
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.db
      .deleteFrom('rate_limit_windows')
      .where('reset_at', '<', sql<Date>`now()`)
      .execute()
      .catch(() => {}); // a sweep is housekeeping: never the request's failure
  }
}

const MINUTE = 60_000;

/**
 * The limits, in one place (README "Abuse limits"). Login is counted per account *from one
 * address*: a guesser there is stopped without locking the owner out everywhere; a looser count
 * per account across addresses bounds a guess spread over many addresses. Per address slows one
 * machine trying many accounts, loosely, because offices and mobile carriers put many people
 * behind one address.
 */
export const ABUSE_LIMITS = {
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 50, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codePerAddress: { limit: 60, windowMs: 15 * MINUTE },
  passwordResetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  passwordResetPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  // Sign-ups started: each mails a code or a notice, so per e-mail it bounds the mail one can make
  // a stranger receive (and, with 5 tries per code, the guesses at a code of a mailbox one does not
  // read), per address the mail one machine can make (REGISTER_LIMIT_PER_ADDRESS sets that limit).
  registerPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  registerPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  contactPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  contactPerAddress: { limit: 30, windowMs: 60 * MINUTE },
} as const;

export const limiter = (db: DB, name: keyof typeof ABUSE_LIMITS, limit: number = ABUSE_LIMITS[name].limit) =>
  new RateLimiter(db, name, limit, ABUSE_LIMITS[name].windowMs);
