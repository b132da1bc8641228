// The jobs runner started by server/main.ts: in-process timers; each tick runs the job's round only
// if it is due and no other process holds it (job-rounds.ts), so N processes run each round once,
// and never overlapping itself here.
// Each job is a plain function of (db, now) that tests call directly with a fixed time.
import { Temporal } from 'temporal-polyfill';
import { APP_TIME_ZONE } from '../../src/domain/calendar-day.ts';
import type { DB } from '../db/connect.ts';
import type { Messenger } from '../mail/mailer.ts';
import { runEmailDelivery } from '../notifications/email-delivery.ts';
import { runPushDelivery } from '../notifications/push-delivery.ts';
import { runBilling } from './billing.ts';
import { runBoletoAutoConfirm } from './boleto-auto-confirm.ts';
import { runInspectionNotices } from './inspection-notices.ts';
import { runInvoiceNotices } from './invoice-notices.ts';
import { runJobRound } from './job-rounds.ts';
import { runPixAutoConfirm } from './pix-auto-confirm.ts';
import { runPixExpiry } from './pix-expiry.ts';
import { runPreBookingExpiry } from './pre-booking-expiry.ts';
import { runSuspension } from './suspension.ts';

export interface JobOptions {
  /** Sandbox Pix auto-confirm delay in seconds; 0 turns that job off. */
  pixAutoConfirmSeconds: number;
  /** Sandbox boleto auto-confirm delay in seconds; 0 (or absent) turns that job off. */
  boletoAutoConfirmSeconds?: number;
  /** Notification e-mail (the email-delivery job runs only with it). */
  mail?: { messenger: Pick<Messenger, 'sendMail'>; publicUrl: string };
  log?: (message: string) => void;
}

interface Job {
  name: string;
  everyMs: number;
  run: (db: DB, now: Date) => Promise<object>;
}

const todayAt = (now: Date) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(APP_TIME_ZONE).toPlainDate();

export function jobList(options: JobOptions): Job[] {
  const jobs: Job[] = [
    {
      name: 'billing',
      everyMs: 60 * 60_000,
      run: (db, now) => runBilling(db, todayAt(now)),
    },
    { name: 'suspension', everyMs: 5 * 60_000, run: runSuspension },
    { name: 'invoice-notices', everyMs: 30 * 60_000, run: runInvoiceNotices },
    { name: 'inspection-notices', everyMs: 60 * 60_000, run: runInspectionNotices },
    { name: 'push-delivery', everyMs: 15_000, run: (db, now) => runPushDelivery(db, now) },
    { name: 'pix-expiry', everyMs: 30_000, run: runPixExpiry },
    {
      name: 'pre-booking-expiry',
      everyMs: 60 * 60_000,
      run: runPreBookingExpiry,
    },
  ];
  const mail = options.mail;
  if (mail)
    jobs.push({
      name: 'email-delivery',
      everyMs: 30_000,
      run: (db, now) => runEmailDelivery(db, now, mail.messenger, mail.publicUrl),
    });
  if (options.pixAutoConfirmSeconds > 0) {
    jobs.push({
      name: 'pix-auto-confirm',
      everyMs: 5_000,
      run: (db, now) => runPixAutoConfirm(db, now, options.pixAutoConfirmSeconds),
    });
  }
  const boletoSeconds = options.boletoAutoConfirmSeconds ?? 0;
  if (boletoSeconds > 0) {
    jobs.push({
      name: 'boleto-auto-confirm',
      everyMs: 5_000,
      run: (db, now) => runBoletoAutoConfirm(db, now, boletoSeconds),
    });
  }
  return jobs;
}

/** Starts every job (first run shortly after start); returns a function that stops them. */
export function startJobs(db: DB, options: JobOptions): () => Promise<void> {
  const log = options.log ?? ((m: string) => console.info(m));
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobList(options)) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = runJobRound(db, job, (trx) => job.run(trx, new Date()))
        .then((result) => {
          if (result && Object.values(result).some((n) => typeof n === 'number' && n > 0))
            log(`[jobs] ${job.name}: ${JSON.stringify(result)}`);
        })
        .catch((error: Error) => console.error(`[jobs] ${job.name} falhou:`, error.message))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    timers.push(setTimeout(tick, 2_000).unref(), setInterval(tick, job.everyMs).unref());
  }
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
