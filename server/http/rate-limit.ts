// Fixed-window counters in memory, per process: slows credential stuffing and code guessing.
// With several API processes each keeps its own window, so N processes allow up to N times the
// limit (docs/deploy.md); that still bounds guessing, and codes and passwords have their own
// per-record limits in the database (verification attempts, argon2 cost).
import { tooManyRequests } from './errors.ts';

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt for key; throws 429 with Retry-After once the window's limit is passed. */
  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count++;
    if (entry.count > this.limit) throw tooManyRequests((entry.resetAt - now) / 1000);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const MINUTE = 60_000;

/**
 * The limits, in one place (README "Abuse limits"). Per account slows guessing one person's
 * password or code from many addresses; per address slows one machine trying many accounts,
 * loosely, because offices and mobile carriers put many people behind one address.
 */
export const ABUSE_LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codePerAddress: { limit: 60, windowMs: 15 * MINUTE },
  passwordResetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  passwordResetPerAddress: { limit: 30, windowMs: 60 * MINUTE },
} as const;

export const limiter = (name: keyof typeof ABUSE_LIMITS) =>
  new RateLimiter(ABUSE_LIMITS[name].limit, ABUSE_LIMITS[name].windowMs);
