// Contract writes a resident makes directly (not through hire, renewal or cancellation): SQL only.
// Reads of the caller's contracts live in own-contracts.ts, so ownership stays in one place.
import type { DB } from '../db/connect.ts';

export interface ContractDetails {
  guests?: number;
  observation?: string | null;
}

/** Saves how many stay and the note for the building, on the caller's own contract only. */
export async function updateOwnContractDetails(
  db: DB,
  userId: number,
  contractId: number,
  changes: ContractDetails,
): Promise<void> {
  await db
    .updateTable('contracts')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', contractId)
    .where('user_id', '=', userId)
    .execute();
}
