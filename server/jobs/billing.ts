// Billing in advance: every Ativo monthly contract gets each next invoice BILLING_LEAD_DAYS before
// its competency date. Safe to run any number of times (one bill per contract and competency).
import type { Temporal } from 'temporal-polyfill';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import { createDueMonthlyBills } from '../contracts/installments.ts';
import type { DB } from '../db/connect.ts';

export async function runBilling(db: DB, today: Temporal.PlainDate): Promise<{ created: number }> {
  const contracts = await db
    .selectFrom('contracts')
    .select(['id', 'user_id', 'plan', 'check_in', 'check_out', 'price_hosting'])
    .where('contract_status_id', '=', CONTRACT_STATUS.active)
    .where('plan', '=', 'Mensal')
    .where('check_out', '>', today.toString())
    .execute();
  let created = 0;
  for (const contract of contracts) created += await createDueMonthlyBills(db, contract, today);
  return { created };
}
