// Invoice notices (issue 33): for every unpaid bill of an Ativo contract, tells its resident the
// invoice was issued, is due in 3 days, is due today, and (the day after) is late with access
// suspended in 48 hours. Ranges rather than exact days, so a missed round catches up; each event
// has its key per bill, so rounds run again (or by another process) add nothing.

import { APP_TIME_ZONE, addDays, todayIn } from '../../src/domain/calendar-day.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import { suspensionCutoff } from '../../src/domain/invoice-status.ts';
import { DUE_SOON_DAYS, type NotificationKind } from '../../src/domain/notification-texts.ts';
import type { DB } from '../db/connect.ts';
import { recordNotification } from '../notifications/record.ts';

type InvoiceKind = Extract<
  NotificationKind,
  'invoice-issued' | 'invoice-due-soon' | 'invoice-due-today' | 'invoice-overdue'
>;

/** The notices a bill due on `due` has earned by `today` (days are 'YYYY-MM-DD'). */
export function invoiceNoticesDue(due: string, today: string, cutoff: string): InvoiceKind[] {
  if (due <= cutoff) return []; // access is already suspended: that notice says it
  const kinds: InvoiceKind[] = [];
  if (due > today) kinds.push('invoice-issued');
  if (due > today && due <= addDays(today, DUE_SOON_DAYS)) kinds.push('invoice-due-soon');
  if (due === today) kinds.push('invoice-due-today');
  if (due < today) kinds.push('invoice-overdue');
  return kinds;
}

export async function runInvoiceNotices(db: DB, now: Date): Promise<{ recorded: number }> {
  const today = todayIn(APP_TIME_ZONE, now);
  const cutoff = suspensionCutoff(now);
  const bills = await db
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as c', 'c.id', 'b.contract_id')
    .select(['b.id', 'b.contract_id', 'c.user_id', 'b.value', 'b.date_expiration'])
    .where('b.received', '=', false)
    .where('b.date_expiration', '>', cutoff)
    .where('c.contract_status_id', '=', CONTRACT_STATUS.active)
    .execute();
  let recorded = 0;
  for (const bill of bills) {
    for (const kind of invoiceNoticesDue(bill.date_expiration, today, cutoff)) {
      const wrote = await recordNotification(db, {
        userId: bill.user_id,
        key: `${kind}:bill:${bill.id}`,
        facts: {
          kind,
          contractId: bill.contract_id,
          billId: bill.id,
          value: bill.value,
          dueDate: bill.date_expiration,
        },
      });
      if (wrote) recorded++;
    }
  }
  return { recorded };
}
