// Sandbox payment records for the seeded invoices: the receipt a paid bill keeps (card or Pix)
// and Pix transaction ids, stamped at noon São Paulo time on the day they were paid.
import { randomBytes } from 'node:crypto';
import type { Temporal } from 'temporal-polyfill';
import { APP_TIME_ZONE } from '../../src/domain/calendar-day.ts';
import type { BillReceipt } from '../db/schema-contracts.ts';

/** Noon in São Paulo on that day, as an instant. */
export const noonOf = (date: Temporal.PlainDate) =>
  new Date(date.toZonedDateTime({ timeZone: APP_TIME_ZONE, plainTime: '12:00' }).epochMilliseconds);

export const txid = () => `TKSSEED${randomBytes(9).toString('hex').toUpperCase()}`;

export function receipt(method: 'card' | 'pix', amount: number, at: Temporal.PlainDate): BillReceipt {
  const id = randomBytes(8).toString('hex');
  const paidAt = noonOf(at).toISOString();
  if (method === 'card') {
    return {
      paid_at: paidAt,
      method,
      amount,
      authorization_code: String(100_000 + (Number.parseInt(id.slice(0, 6), 16) % 900_000)),
      transaction_id: `ch_sbx_${id}`,
      last_digits: '1111',
      brand: 'visa',
    };
  }
  const e2e = `E${id}${id}`.slice(0, 32).toUpperCase();
  return {
    paid_at: paidAt,
    method,
    amount,
    authorization_code: e2e,
    transaction_id: e2e,
    pix_txid: txid(),
    end_to_end_id: e2e,
  };
}
