// Late-payment suspension: keys of Ativo contracts with an invoice more than 72 h late stop
// working; they work again once nothing is that late (payments also re-check right away).

import { refreshKeySuspension, type SuspensionChange } from '../contracts/key-suspension.ts';
import type { DB } from '../db/connect.ts';

export function runSuspension(db: DB, now: Date): Promise<SuspensionChange> {
  return refreshKeySuspension(db, now);
}
