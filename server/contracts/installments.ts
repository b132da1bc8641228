// Invoices of a contract: the first is created at hiring; the billing job creates each next
// monthly one BILLING_LEAD_DAYS before its competency date (rent is charged in advance, spec 1).
// The unique key (contract_id, date_competency) makes creating one twice a no-op.
import { Temporal } from 'temporal-polyfill';
import { formatDateBr } from '../../src/domain/calendar-day.ts';
import { type Installment, monthlyInstallments } from '../../src/domain/pricing.ts';
import type { DB } from '../db/connect.ts';

export const BILLING_LEAD_DAYS = 10;

export function installmentDescription(plan: 'Diária' | 'Mensal', i: Installment, count: number): string {
  const period = `${formatDateBr(i.competency)} a ${formatDateBr(i.until)}`;
  if (plan === 'Diária') return `Hospedagem de ${i.nights} diária(s) + taxa de entrada — ${period}`;
  const kind = i.fullMonth ? 'Mensalidade' : `Mensalidade proporcional (${i.nights} noites)`;
  return `${kind} ${i.number}/${count} — ${period}`;
}

export interface BillableContract {
  id: number;
  user_id: number;
  plan: 'Diária' | 'Mensal';
  check_in: string;
  check_out: string;
  price_hosting: number;
}

/** Creates the monthly invoices due by `today + lead` that do not exist yet; returns how many. */
export async function createDueMonthlyBills(
  db: DB,
  contract: BillableContract,
  today: Temporal.PlainDate,
  lead = BILLING_LEAD_DAYS,
): Promise<number> {
  if (contract.plan !== 'Mensal') return 0;
  const all = monthlyInstallments(
    contract.price_hosting,
    Temporal.PlainDate.from(contract.check_in),
    Temporal.PlainDate.from(contract.check_out),
  );
  const horizon = today.add({ days: lead });
  const due = all.filter(
    (i) => Temporal.PlainDate.compare(Temporal.PlainDate.from(i.competency), horizon) <= 0,
  );
  if (!due.length) return 0;
  const result = await db
    .insertInto('bills_to_receive')
    .values(
      due.map((i) => ({
        contract_id: contract.id,
        user_id: contract.user_id,
        value: i.value,
        date_competency: i.competency,
        date_expiration: i.competency,
        description: installmentDescription('Mensal', i, all.length),
      })),
    )
    .onConflict((oc) => oc.columns(['contract_id', 'date_competency']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
