// When a unit can be hired: it is not rented now and, for a requested period, no blocked date
// falls in [check-in, check-out) and no live contract overlaps it. Cancelled (5) and finished (6)
// contracts free their nights; every other status holds them.
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { nightsOf } from '../../src/domain/stay.ts';
import type { DB } from '../db/connect.ts';
import type { ApartmentsTable, Database } from '../db/schema.ts';

export const RELEASED_CONTRACT_STATUSES = [5, 6] as const;
/** Em análise, Aguardando pagamento, Aguardando pagamento Pix, Ativo, Suspensa. */
export const HOLDING_CONTRACT_STATUSES = [1, 2, 3, 4, 7] as const;

export interface Period {
  /** 'YYYY-MM-DD', included. */
  checkin: string;
  /** 'YYYY-MM-DD', excluded (the departure day is free for the next guest). */
  checkout: string;
}

const eb = expressionBuilder<Database & { a: ApartmentsTable }, 'a'>();

export type AvailabilityCondition = ReturnType<typeof availableExpression>;

/** True for units of `a` that can be hired now, or for the whole period when one is given. */
export function availableExpression(period?: Period) {
  const conditions: Expression<SqlBool>[] = [eb.not(eb.ref('a.is_rented'))];
  if (period) {
    conditions.push(
      eb.not(
        eb.exists(
          eb
            .selectFrom('apartment_blocked_dates as b')
            .select('b.apartment_id')
            .whereRef('b.apartment_id', '=', 'a.id')
            .where('b.date', '>=', period.checkin)
            .where('b.date', '<', period.checkout),
        ),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom('contracts as k')
            .select('k.apartment_id')
            .whereRef('k.apartment_id', '=', 'a.id')
            .where('k.contract_status_id', 'in', [...HOLDING_CONTRACT_STATUSES])
            .where('k.check_in', '<', period.checkout)
            .where('k.check_out', '>', period.checkin),
        ),
      ),
    );
  }
  return eb.and(conditions);
}

/** Every date from `from` on that the unit cannot be booked: blocked days and nights under contract. */
export async function blockedDates(db: DB, apartmentId: number, from: Temporal.PlainDate): Promise<string[]> {
  const start = from.toString();
  const [blocked, contracts] = await Promise.all([
    db
      .selectFrom('apartment_blocked_dates')
      .select('date')
      .where('apartment_id', '=', apartmentId)
      .where('date', '>=', start)
      .execute(),
    db
      .selectFrom('contracts')
      .select(['check_in', 'check_out'])
      .where('apartment_id', '=', apartmentId)
      .where('contract_status_id', 'in', [...HOLDING_CONTRACT_STATUSES])
      .where('check_out', '>', start)
      .execute(),
  ]);
  const dates = new Set(blocked.map((row) => row.date));
  for (const contract of contracts) {
    // Nights before `from` are past and not listed.
    const checkIn = Temporal.PlainDate.from(contract.check_in);
    const first = Temporal.PlainDate.compare(checkIn, from) > 0 ? checkIn : from;
    for (const night of nightsOf(first, Temporal.PlainDate.from(contract.check_out))) dates.add(night);
  }
  return [...dates].sort();
}
