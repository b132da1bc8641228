// The caller's own contracts: every lookup of a contract id from a request is scoped to its owner,
// so another resident's contract is simply not found (404), never "forbidden". The contract
// screens read whole rows (contractRows); the resident services need only the contract's unit,
// building, status and capacity (findOwnContract, activeContracts).
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';

export const contractColumns = [
  'k.id',
  'k.human_contract_id',
  'k.user_id',
  'k.apartment_id',
  'k.contract_status_id',
  'k.payment_form_id',
  'k.check_in',
  'k.check_out',
  'k.plan',
  'k.guests',
  'k.observation',
  'k.card_id',
  'k.plataform_hash',
  'k.price_hosting',
  'k.price_per_day',
  'k.price_entry_cost',
  'k.total',
  'k.renewed_from_id',
  'k.created_at',
  'k.cancelled_at',
  's.name as status_name',
] as const;

export function contractRows(db: DB) {
  return db
    .selectFrom('contracts as k')
    .innerJoin('contract_statuses as s', 's.id', 'k.contract_status_id')
    .select(contractColumns);
}

export type ContractRow = Awaited<ReturnType<ReturnType<typeof contractRows>['executeTakeFirstOrThrow']>>;

export function listOwnContractRows(db: DB, userId: number): Promise<ContractRow[]> {
  return contractRows(db)
    .where('k.user_id', '=', userId)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
}

export function findOwnContractRow(db: DB, userId: number, id: number): Promise<ContractRow | undefined> {
  return contractRows(db).where('k.user_id', '=', userId).where('k.id', '=', id).executeTakeFirst();
}

export interface OwnContract {
  id: number;
  human_contract_id: string;
  apartment_id: number;
  enterprise_id: number;
  contract_status_id: number;
  check_in: string;
  check_out: string;
  /** The unit's capacity: how many may stay. */
  residents: number;
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
      'a.residents',
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

/** Who holds a contract, for telling them of it from a job (no request, so no caller to scope to). */
export const contractOwner = async (db: DB, contractId: number): Promise<number> =>
  (await db.selectFrom('contracts').select('user_id').where('id', '=', contractId).executeTakeFirstOrThrow())
    .user_id;
