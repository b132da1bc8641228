// The contract columns every response starts from, and the owner-scoped lookups. A contract of
// another resident is simply not found (404), never "forbidden".
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
