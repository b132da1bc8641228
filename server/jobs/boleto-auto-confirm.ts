// Sandbox only: a boleto still unpaid `seconds` after it was issued (and still holding) is paid
// as if the bank had notified it, through the same function as the webhook, so `npm start` demos a
// boleto hire end to end. BOLETO_AUTO_CONFIRM_SECONDS (default 60 for npm start, 0 = off).
import { confirmBoletoPayment } from '../contracts/settlement.ts';
import type { DB } from '../db/connect.ts';

export async function runBoletoAutoConfirm(
  db: DB,
  now: Date,
  seconds: number,
): Promise<{ confirmed: number }> {
  if (seconds <= 0) return { confirmed: 0 };
  const due = await db
    .selectFrom('bills_to_receive')
    .select('boleto_barcode')
    .where('received', '=', false)
    .where('boleto_barcode', 'is not', null)
    .where('boleto_hold_until', '>', now)
    .where('boleto_issued_at', '<=', new Date(now.getTime() - seconds * 1000))
    .execute();
  let confirmed = 0;
  for (const { boleto_barcode } of due) {
    if (!boleto_barcode) continue;
    const result = await confirmBoletoPayment(db, { barcode: boleto_barcode }, now);
    if (result.outcome === 'confirmed') confirmed++;
  }
  return { confirmed };
}
