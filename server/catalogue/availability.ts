// When a unit can be hired: it is not rented now and, for a requested period, no blocked date
// falls in [check-in, check-out), no live contract overlaps it and no partner package not yet
// hired does (the partner sold those nights: only its link can hire them). Cancelled (5) and
// finished (6) contracts free their nights; every other status holds them.
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
      eb.not(
        eb.exists(
          eb
            .selectFrom('platform_reservations as p')
            .select('p.apartment_id')
            .whereRef('p.apartment_id', '=', 'a.id')
            .where('p.contract_id', 'is', null)
            .where('p.checkin', '<', period.checkout)
            .where('p.checkout', '>', period.checkin),
        ),
      ),
    );
  }
  return eb.and(conditions);
}

/**
 * The partner packages not yet hired whose nights overlap [checkIn, checkOut) of a unit (every
 * one from checkIn on without a checkOut); once a package is hired its contract holds the nights.
 */
export function pendingPackagesOverlapping(
  db: DB,
  apartmentId: number,
  period: { checkIn: string; checkOut?: string },
) {
  const packages = db
    .selectFrom('platform_reservations')
    .select(['id', 'checkin', 'checkout'])
    .where('apartment_id', '=', apartmentId)
    .where('contract_id', 'is', null)
    .where('checkout', '>', period.checkIn);
  return period.checkOut === undefined ? packages : packages.where('checkin', '<', period.checkOut);
}

/**
 * Every date from `from` on that the unit cannot be booked: blocked days, nights under contract
 * and nights a partner package holds.
 */
export async function blockedDates(db: DB, apartmentId: number, from: Temporal.PlainDate): Promise<string[]> {
  const start = from.toString();
  const [blocked, contracts, packages] = await Promise.all([
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
    pendingPackagesOverlapping(db, apartmentId, { checkIn: start }).execute(),
  ]);
  const dates = new Set(blocked.map((row) => row.date));
  const held = [...contracts, ...packages.map((p) => ({ check_in: p.checkin, check_out: p.checkout }))];
  for (const contract of held) {
    // Nights before `from` are past and not listed.
    const checkIn = Temporal.PlainDate.from(contract.check_in);
    const first = Temporal.PlainDate.compare(checkIn, from) > 0 ? checkIn : from;
    for (const night of nightsOf(first, Temporal.PlainDate.from(contract.check_out))) dates.add(night);
  }
  return [...dates].sort();
}
