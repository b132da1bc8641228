// The tutorials a resident may read: the general ones, and those of an apartment they rent under
// an Ativo contract (spec 6). The contract check lives here, beside the query it guards.
import { SM, type Tutorial } from '../../src/api/support-resident.ts';
import { activeContracts } from '../contracts/own-contracts.ts';
import type { DB } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import { apartmentTutorials } from './tutorial-repository.ts';

export { generalTutorials } from './tutorial-repository.ts';

/** General, building and unit tutorials of an apartment the caller rents now; else not found. */
export async function tutorialsOfRentedApartment(
  db: DB,
  userId: number,
  apartmentId: number,
): Promise<Tutorial[]> {
  const contract = (await activeContracts(db, userId)).find((k) => k.apartment_id === apartmentId);
  if (!contract) throw notFound(SM.apartmentNotFound);
  return apartmentTutorials(db, { id: apartmentId, enterprise_id: contract.enterprise_id });
}
