// Late-payment access suspension (spec 9: a payment more than 72 h late suspends access). A key
// works when active AND NOT suspended AND not deleted; `suspended` is ours to set: true for the
// keys of an Ativo contract with an unpaid bill past the grace, false again once it has none.
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import { suspensionCutoff } from '../../src/domain/invoice-status.ts';
import type { DB } from '../db/connect.ts';
import { noticeSuspensionChanges } from '../notifications/suspension-notices.ts';

export interface SuspensionChange {
  suspended: number;
  reactivated: number;
}

/** Contracts (all, or the given ones) whose access is suspended at `now`. */
export async function overdueContractIds(db: DB, now: Date, contractIds?: number[]): Promise<number[]> {
  const cutoff = suspensionCutoff(now);
  const rows = await db
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as c', 'c.id', 'b.contract_id')
    .select('b.contract_id')
    .distinct()
    .where('b.received', '=', false)
    .where('b.date_expiration', '<=', cutoff)
    .where('c.contract_status_id', '=', CONTRACT_STATUS.active)
    .$if(contractIds !== undefined, (qb) =>
      qb.where('b.contract_id', 'in', contractIds?.length ? contractIds : [0]),
    )
    .execute();
  return rows.map((r) => r.contract_id);
}

/**
 * Brings `contract_keys.suspended` in line with the bills: for every Ativo contract, or only the
 * given ones (right after a payment). Cancelled and finished contracts are left suspended.
 */
export async function refreshKeySuspension(
  db: DB,
  now: Date,
  contractIds?: number[],
): Promise<SuspensionChange> {
  const overdue = await overdueContractIds(db, now, contractIds);
  const suspended = overdue.length
    ? await db
        .updateTable('contract_keys')
        .set({ suspended: true, updated_at: now })
        .where('contract_id', 'in', overdue)
        .where('suspended', '=', false)
        .where('deleted_at', 'is', null)
        .returning('contract_id')
        .execute()
    : [];
  const reactivated = await db
    .updateTable('contract_keys')
    .set({ suspended: false, updated_at: now })
    .where('suspended', '=', true)
    .where('deleted_at', 'is', null)
    .$if(overdue.length > 0, (qb) => qb.where('contract_id', 'not in', overdue))
    .$if(contractIds !== undefined, (qb) =>
      qb.where('contract_id', 'in', contractIds?.length ? contractIds : [0]),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contracts as c')
          .select('c.id')
          .whereRef('c.id', '=', 'contract_keys.contract_id')
          .where('c.contract_status_id', '=', CONTRACT_STATUS.active),
      ),
    )
    .returning('contract_id')
    .execute();
  await noticeSuspensionChanges(db, unique(suspended), unique(reactivated));
  return { suspended: suspended.length, reactivated: reactivated.length };
}

const unique = (rows: { contract_id: number }[]) => [...new Set(rows.map((r) => r.contract_id))];

/** Keys of a contract that ended (cancelled): they stop opening the door. */
export async function suspendKeysOf(db: DB, contractId: number, now: Date): Promise<void> {
  await db
    .updateTable('contract_keys')
    .set({ suspended: true, updated_at: now })
    .where('contract_id', '=', contractId)
    .where('deleted_at', 'is', null)
    .execute();
}
