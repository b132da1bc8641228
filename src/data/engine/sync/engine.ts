// The sync loop run by the worker: send the outbox, pull the mirror, decide connectivity from
// outcomes, and schedule the next run (a timer online, the retry time or 15 s offline).
// After a change is recorded (drainNow) only the outbox is sent, and only the resources its
// acknowledgement left stale are pulled again (outbox/kinds.ts): often none, one request per tap.
import type { TokaasDatabase } from '../db.ts';
import type { Drain, DrainOptions, DrainResult } from '../outbox/drain.ts';
import { hasPending, loadOutboxRuntime, type OutboxRuntime } from '../outbox/load-runtime.ts';
import { type LockLike, underOutboxLock } from '../outbox/lock.ts';
import { refreshDue } from '../outbox/refresh-due.ts';
import type { SyncEvent, SyncReason } from './events.ts';
import { type PullResult, pullResident } from './pull.ts';
import type { ResourceName } from './resource-names.ts';

export const SYNC_INTERVAL_MS = 60_000;
export const OFFLINE_RETRY_MS = 15_000;

export interface SyncEnv {
  db: TokaasDatabase;
  fetch: typeof fetch;
  readSession(): Promise<{ userId: number; token: string } | null>;
  emit(event: SyncEvent): void;
  locks?: LockLike | undefined;
  baseUrl?: string;
  now?: () => number;
  /** Whether the device knows it has a network: the page's word (a worker's own navigator.onLine
   * can stay false after an offline start), navigator.onLine when not given. */
  online?: () => boolean;
}

export interface SyncReport {
  drain: DrainResult;
  pulled: boolean;
}

export function createSyncEngine(env: SyncEnv) {
  const now = env.now ?? Date.now;
  let drainer: Drain | undefined;
  /** Sends the outbox; its code is loaded only once there is something to send. */
  async function drain(options?: DrainOptions): Promise<DrainResult> {
    if (!drainer) {
      const session = await env.readSession();
      if (!session) return { sent: 0, rejected: 0, stoppedBy: 'no-session', nextRetryAt: null };
      if (!(await hasPending(env.db, session.userId))) {
        return { sent: 0, rejected: 0, stoppedBy: 'done', nextRetryAt: null };
      }
      let runtime: OutboxRuntime;
      try {
        runtime = await loadOutboxRuntime();
      } catch {
        // Not downloadable now: the changes wait, as for any network failure.
        return { sent: 0, rejected: 0, stoppedBy: 'network', nextRetryAt: now() + OFFLINE_RETRY_MS };
      }
      drainer ??= runtime.createDrainer({
        db: env.db,
        fetch: env.fetch,
        session: env.readSession,
        locks: env.locks,
        ...(env.baseUrl ? { baseUrl: env.baseUrl } : {}),
        ...(env.online ? { online: env.online } : {}),
      });
    }
    return drainer(options);
  }
  let offline = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<SyncReport> | null = null;
  let again: SyncReason | null = null;

  const setOffline = (value: boolean) => {
    if (value === offline) return;
    offline = value;
    if (value) env.emit({ type: 'connectivity', state: 'offline' });
    else env.emit({ type: 'connectivity', state: 'reconnected' });
  };

  function schedule(delay: number): void {
    if (timer) clearTimeout(timer);
    const wait = Math.max(1_000, delay);
    timerAt = now() + wait;
    timer = setTimeout(() => {
      timerAt = Number.POSITIVE_INFINITY;
      void syncNow('timer');
    }, wait);
  }

  /** Brings the next run forward to `delay` from now, never puts it back. */
  function scheduleWithin(delay: number): void {
    if (now() + Math.max(1_000, delay) < timerAt) schedule(delay);
  }

  const pullEnv = () => ({ db: env.db, fetch: env.fetch, ...(env.baseUrl ? { baseUrl: env.baseUrl } : {}) });

  /** Pulls again what acknowledged changes left stale (from any context), if anything. */
  async function refreshStale(): Promise<void> {
    const session = await env.readSession();
    if (!session || (await refreshDue(env.db)).length === 0) return;
    // Under the lock from the requests to the write, as a full pull; the marks are read again
    // there (another pull may have cleared them meanwhile).
    const pull = await underOutboxLock(env.locks, async () => {
      const due = await refreshDue(env.db);
      return due.length > 0 ? pullResident(pullEnv(), session, due) : null;
    });
    if (pull) report(pull);
  }

  /** What a partial pull tells the page (a full one says more: runOnce). */
  function report(pull: PullResult): void {
    if (pull.outcome === 'offline') {
      setOffline(true);
      return;
    }
    if (pull.outcome === 'unauthorized') {
      env.emit({ type: 'sync-error', reason: 'unauthorized' });
      return;
    }
    setOffline(false);
    if (pull.outcome === 'ok') env.emit({ type: 'sync-ok', at: now(), written: pull.written });
  }

  /** Pulls these resources now (news the server pushed, e.g. a notification), nothing else. */
  async function pullNow(only: readonly ResourceName[]): Promise<void> {
    const session = await env.readSession();
    if (!session) return;
    report(await underOutboxLock(env.locks, () => pullResident(pullEnv(), session, only)));
  }

  async function runOnce(reason: SyncReason): Promise<SyncReport> {
    env.emit({ type: 'sync-start', reason });
    const session = await env.readSession();
    // Automatic retries keep their backoff; a signal (online, visible, start, sign-in) tries now.
    const result = await drain({ connectivitySignal: reason !== 'timer' });
    if (!session || result.stoppedBy === 'no-session') return { drain: result, pulled: false };
    if (result.stoppedBy === 'unauthorized') {
      env.emit({ type: 'sync-error', reason: 'unauthorized' });
      return { drain: result, pulled: false };
    }
    if (result.stoppedBy === 'network') {
      setOffline(true);
      env.emit({ type: 'sync-error', reason: 'network' });
      schedule(
        result.nextRetryAt ? Math.min(OFFLINE_RETRY_MS, result.nextRetryAt - now()) : OFFLINE_RETRY_MS,
      );
      return { drain: result, pulled: false };
    }
    // The pull comes after sending, so it already reflects what was just acknowledged.
    // The pull holds the outbox lock from its requests to its write: a change acknowledged in
    // between (by the service worker, or by a drain after a tap) would otherwise be overwritten by
    // answers read before it, and vanish from the screen until some later pull.
    const pull = await underOutboxLock(env.locks, () => pullResident(pullEnv(), session));
    if (pull.outcome === 'offline') {
      setOffline(true);
      env.emit({ type: 'sync-error', reason: 'network' });
      schedule(OFFLINE_RETRY_MS);
      return { drain: result, pulled: false };
    }
    if (pull.outcome === 'unauthorized') {
      env.emit({ type: 'sync-error', reason: 'unauthorized' });
      return { drain: result, pulled: false };
    }
    setOffline(false);
    if (pull.outcome === 'ok') env.emit({ type: 'sync-ok', at: now(), written: pull.written });
    else env.emit({ type: 'sync-error', reason: pull.outcome === 'invalid' ? 'invalid' : 'http' });
    schedule(result.nextRetryAt ? Math.min(SYNC_INTERVAL_MS, result.nextRetryAt - now()) : SYNC_INTERVAL_MS);
    return { drain: result, pulled: true };
  }

  /** Runs a sync; a call during one queues exactly one more run after it. */
  function syncNow(reason: SyncReason): Promise<SyncReport> {
    if (running) {
      again = reason;
      return running;
    }
    running = runOnce(reason).finally(() => {
      running = null;
      if (again) {
        const next = again;
        again = null;
        void syncNow(next);
      }
    });
    return running;
  }

  return {
    syncNow,
    pullNow,
    /**
     * Sends the outbox only (after a change was recorded), then pulls what the acknowledgements
     * left stale, whichever context sent them (this drain may have waited for the service
     * worker's). What could not be sent is tried again at its retry time.
     */
    async drainNow(): Promise<DrainResult> {
      const result = await drain();
      if (result.stoppedBy === 'network') setOffline(true);
      // An answer came back: a request really went through.
      else if (result.sent > 0 || result.rejected > 0) setOffline(false);
      if (result.nextRetryAt !== null) scheduleWithin(result.nextRetryAt - now());
      await refreshStale();
      return result;
    },
    isOffline: () => offline,
    stop(): void {
      if (timer) clearTimeout(timer);
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
