// A settled bill tells its resident the payment is confirmed, and, when it activated the contract,
// welcomes them with the keys link (issue 33). Called once from markBillPaid, which every way of
// paying goes through; keyed per bill and per contract, so a replayed confirmation adds nothing.
import type { DB } from '../db/connect.ts';
import { recordNotification } from './record.ts';

export async function noticePayment(db: DB, billId: number, contractActivated: boolean): Promise<void> {
  const bill = await db
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as c', 'c.id', 'b.contract_id')
    .select(['b.contract_id', 'b.value', 'c.user_id'])
    .where('b.id', '=', billId)
    .executeTakeFirstOrThrow();
  await recordNotification(db, {
    userId: bill.user_id,
    key: `payment-confirmed:bill:${billId}`,
    facts: { kind: 'payment-confirmed', contractId: bill.contract_id, billId, value: bill.value },
  });
  if (contractActivated)
    await recordNotification(db, {
      userId: bill.user_id,
      key: `contract-active:contract:${bill.contract_id}`,
      facts: { kind: 'contract-active', contractId: bill.contract_id },
    });
}
