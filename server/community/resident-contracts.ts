// The caller's own contracts, as every resident service needs them: a contract id from a request
// is looked up together with its owner, so another resident's contract is simply not found.
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';

export interface OwnContract {
  id: number;
  human_contract_id: string;
  apartment_id: number;
  enterprise_id: number;
  contract_status_id: number;
  check_in: string;
  check_out: string;
}

function contractQuery(db: DB, userId: number) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('apartments as a', 'a.id', 'c.apartment_id')
    .select([
      'c.id',
      'c.human_contract_id',
      'c.apartment_id',
      'a.enterprise_id',
      'c.contract_status_id',
      'c.check_in',
      'c.check_out',
    ])
    .where('c.user_id', '=', userId);
}

export async function findOwnContract(
  db: DB,
  userId: number,
  contractId: number,
): Promise<OwnContract | undefined> {
  return contractQuery(db, userId).where('c.id', '=', contractId).executeTakeFirst();
}

export const isActive = (contract: { contract_status_id: number }) =>
  contract.contract_status_id === CONTRACT_STATUS.active;

/** The caller's contracts with status Ativo, latest check-in first. */
export async function activeContracts(db: DB, userId: number): Promise<OwnContract[]> {
  return contractQuery(db, userId)
    .where('c.contract_status_id', '=', CONTRACT_STATUS.active)
    .orderBy('c.check_in', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}
