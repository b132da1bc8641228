// The check-out inspection window opens (issue 33): a resident whose Ativo contract allows the
// exit inspection today (src/domain/contract-status.ts) and has not sent it is told, once per
// contract (the event key).

import { APP_TIME_ZONE, addDays, todayIn } from '../../src/domain/calendar-day.ts';
import { CONTRACT_STATUS, exitInspectionAllowed } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';
import { recordNotification } from '../notifications/record.ts';

export async function runInspectionNotices(db: DB, now: Date): Promise<{ recorded: number }> {
  const today = todayIn(APP_TIME_ZONE, now);
  const contracts = await db
    .selectFrom('contracts as c')
    .select(['c.id', 'c.user_id', 'c.contract_status_id', 'c.check_out'])
    .where('c.contract_status_id', '=', CONTRACT_STATUS.active)
    .where('c.check_out', '>=', today)
    .where('c.check_out', '<=', addDays(today, 1))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('inspections as i')
          .select('i.id')
          .whereRef('i.contract_id', '=', 'c.id')
          .where('i.kind', '=', 'check_in'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('inspections as i')
            .select('i.id')
            .whereRef('i.contract_id', '=', 'c.id')
            .where('i.kind', '=', 'check_out'),
        ),
      ),
    )
    .execute();
  let recorded = 0;
  for (const c of contracts) {
    if (!exitInspectionAllowed({ ...c, hasEntryInspection: true }, today)) continue;
    const wrote = await recordNotification(db, {
      userId: c.user_id,
      key: `inspection-window:contract:${c.id}`,
      facts: { kind: 'inspection-window', contractId: c.id },
    });
    if (wrote) recorded++;
  }
  return { recorded };
}
