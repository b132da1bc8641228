// Sandbox only: a Pix charge still unpaid `seconds` after it was issued is confirmed as if the
// payer's bank had paid it, through the same function as the webhook — so `npm start` demos a
// Pix hire end to end. PIX_AUTO_CONFIRM_SECONDS (default 20 for npm start, 0 = off).
import { confirmPixPayment } from '../contracts/settlement.ts';
import type { DB } from '../db/connect.ts';

export async function runPixAutoConfirm(db: DB, now: Date, seconds: number): Promise<{ confirmed: number }> {
  if (seconds <= 0) return { confirmed: 0 };
  const due = await db
    .selectFrom('bills_to_receive')
    .select('pix_txid')
    .where('received', '=', false)
    .where('pix_txid', 'is not', null)
    // A boleto's Pix half is left to the boleto's own auto-confirm (boleto-auto-confirm.ts).
    .where('boleto_barcode', 'is', null)
    .where('pix_expires_at', '>', now)
    .where('pix_issued_at', '<=', new Date(now.getTime() - seconds * 1000))
    .execute();
  let confirmed = 0;
  for (const { pix_txid } of due) {
    if (!pix_txid) continue;
    const result = await confirmPixPayment(db, { txid: pix_txid }, now);
    if (result.outcome === 'confirmed') confirmed++;
  }
  return { confirmed };
}
