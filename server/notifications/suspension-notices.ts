// The residents whose keys were just suspended or let work again are told (issue 33). Only the
// process whose UPDATE flipped the keys gets their contract here (the row locks serialise the
// flips), and the event keys make a second write a no-op anyway. A suspension is named by the
// oldest unpaid bill that caused it; its restoration by the same bill, so each episode is told once.

import { contractOwner } from '../contracts/own-contracts.ts';
import type { DB } from '../db/connect.ts';
import { recordNotification } from './record.ts';

const SUSPENDED_PREFIX = 'access-suspended:';

async function oldestUnpaidBill(db: DB, contractId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('bills_to_receive')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('received', '=', false)
    .orderBy('date_expiration')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

async function lastSuspension(db: DB, contractId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('notifications')
    .select('event_key')
    .where('contract_id', '=', contractId)
    .where('kind', '=', 'access-suspended')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.event_key.slice(SUSPENDED_PREFIX.length);
}

export async function noticeSuspensionChanges(
  db: DB,
  suspended: number[],
  reactivated: number[],
): Promise<void> {
  for (const contractId of suspended) {
    const billId = await oldestUnpaidBill(db, contractId);
    await recordNotification(db, {
      userId: await contractOwner(db, contractId),
      key: `${SUSPENDED_PREFIX}bill:${billId ?? 'none'}:contract:${contractId}`,
      facts: { kind: 'access-suspended', contractId },
    });
  }
  for (const contractId of reactivated) {
    const episode = await lastSuspension(db, contractId);
    // Keys suspended before notifications existed: nothing was told, so nothing to lift.
    if (!episode) continue;
    await recordNotification(db, {
      userId: await contractOwner(db, contractId),
      key: `access-restored:${episode}`,
      facts: { kind: 'access-restored', contractId },
    });
  }
}
