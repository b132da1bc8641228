// Registering a boleto in the sandbox: the barcode of the configured bank (FEBRABAN layout,
// src/domain/boleto/), its due date in business days, and the end of its hold. The 25-digit free
// field follows Bradesco's layout (bank 237, the default): agency 4, wallet 2, 'nosso número' 11,
// account 7, a final 0. Another bank code keeps the same layout, which the sandbox does not check.
import { sql } from 'kysely';
import { buildBarcode } from '../../src/domain/boleto/barcode.ts';
import { addBusinessDays } from '../../src/domain/boleto/business-days.ts';
import { dueFactorOf } from '../../src/domain/boleto/due-factor.ts';
import { addDays, type CalendarDay } from '../../src/domain/calendar-day.ts';
import type { DB } from '../db/connect.ts';
import type { BoletoBankConfig } from './payment-config.ts';

/** A hire's boleto is due this many business days after it is issued. */
export const BOLETO_DUE_BUSINESS_DAYS = 1;
/** The bank credits a boleto paid on its due date this many business days later. */
export const BOLETO_CLEARING_BUSINESS_DAYS = 1;

export interface IssuedBoleto {
  barcode: string;
  dueDate: CalendarDay;
  /** Until when the unit is held: the end of the clearing day after the due date, São Paulo time. */
  holdUntil: Date;
}

export function freeFieldOf(bank: BoletoBankConfig, ourNumber: number): string {
  return `${bank.agency}${bank.wallet}${String(ourNumber).padStart(11, '0')}${bank.account}0`;
}

/** Midnight at the end of `day` in São Paulo (UTC−3 all year since 2019: no daylight saving). */
export function endOfDayInSaoPaulo(day: CalendarDay): Date {
  return new Date(`${addDays(day, 1)}T00:00:00-03:00`);
}

export async function issueBoleto(
  db: DB,
  bank: BoletoBankConfig,
  input: { cents: number; today: CalendarDay },
): Promise<IssuedBoleto> {
  const { rows } = await sql<{ n: string | number }>`SELECT nextval('boleto_our_number_seq') AS n`.execute(
    db,
  );
  const ourNumber = Number(rows[0]?.n);
  const dueDate = addBusinessDays(input.today, BOLETO_DUE_BUSINESS_DAYS);
  const barcode = buildBarcode({
    bank: bank.bankCode,
    factor: dueFactorOf(dueDate),
    cents: input.cents,
    freeField: freeFieldOf(bank, ourNumber),
  });
  const clearing = addBusinessDays(dueDate, BOLETO_CLEARING_BUSINESS_DAYS);
  return { barcode, dueDate, holdUntil: endOfDayInSaoPaulo(clearing) };
}
