// The resident services (keys, inspections, extra services, visitors) work only under the caller's
// own Ativo contract. One refusal rule for all of them, each in its own words: another resident's
// contract is not found (404), one not Ativo is a 422 on the form's contract field.
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { findOwnContract, isActive, type OwnContract } from './own-contracts.ts';

export interface ActiveContractRefusals {
  /** The form's field naming the contract. */
  field: string;
  notFound: string;
  notActive: string;
}

export async function ownActiveContract(
  db: DB,
  userId: number,
  contractId: number,
  refusals: ActiveContractRefusals,
): Promise<OwnContract> {
  const contract = await findOwnContract(db, userId, contractId);
  if (!contract) throw notFound(refusals.notFound);
  if (!isActive(contract)) throw fieldError(refusals.field, refusals.notActive);
  return contract;
}
