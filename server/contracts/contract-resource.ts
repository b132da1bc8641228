// Turns contract rows into the API's Contract (src/api/contracts.ts) with everything the contract
// screen needs: the unit, bills, keys, inspections, refund, and the computed flags (canRenew,
// canCancel, exitInspectionAllow, suspended). Related data is loaded for all rows at once.
import { Temporal } from 'temporal-polyfill';
import type { Contract } from '../../src/api/contracts.ts';
import { APP_TIME_ZONE, todayIn } from '../../src/domain/calendar-day.ts';
import {
  CONTRACT_STATUS,
  canCancel,
  canRenew,
  contractStatusName,
  exitInspectionAllowed,
  PAYMENT_FORMS,
  type PaymentFormId,
} from '../../src/domain/contract-status.ts';
import { isSuspendingLate } from '../../src/domain/invoice-status.ts';
import { refundFor } from '../../src/domain/refund.ts';
import { stayNights } from '../../src/domain/stay.ts';
import { toApartments } from '../catalogue/apartment-resource.ts';
import { apartmentRowsById } from '../catalogue/apartment-rows.ts';
import { HOLDING_CONTRACT_STATUSES } from '../catalogue/availability.ts';
import type { DB } from '../db/connect.ts';
import { type BillRow, billRowsOf, toBill } from './bill-resource.ts';
import type { ContractRow } from './own-contracts.ts';

export const selfieUrl = (keyId: number) => `/api/contract-keys/${keyId}/selfie`;

/** The São Paulo day of an instant. */
const plainDateOf = (instant: Date) => Temporal.PlainDate.from(todayIn(APP_TIME_ZONE, instant));

/** What a contract has paid: the sum of its received bills. */
export const paidOf = (bills: readonly BillRow[]) =>
  bills.filter((b) => b.received).reduce((sum, b) => sum + Math.round(b.value * 100), 0) / 100;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/**
 * Contract ids (of these) whose unit is free on the night of their check-out day: not blocked that
 * day, and no other holding contract or partner package staying that night. One statement for all the Ativo ones.
 */
async function freeAfterCheckOut(db: DB, rows: readonly ContractRow[]): Promise<Set<number>> {
  const candidates = rows.filter((r) => r.contract_status_id === CONTRACT_STATUS.active).map((r) => r.id);
  if (!candidates.length) return new Set();
  const free = await db
    .selectFrom('contracts as c')
    .select('c.id')
    .where('c.id', 'in', candidates)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('apartment_blocked_dates as b')
            .select('b.date')
            .whereRef('b.apartment_id', '=', 'c.apartment_id')
            .whereRef('b.date', '=', 'c.check_out'),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('contracts as o')
            .select('o.id')
            .whereRef('o.apartment_id', '=', 'c.apartment_id')
            .whereRef('o.id', '!=', 'c.id')
            .where('o.contract_status_id', 'in', [...HOLDING_CONTRACT_STATUSES])
            // Staying the night of c's check-out day: in on or before it, out after it.
            .whereRef('o.check_in', '<=', 'c.check_out')
            .whereRef('o.check_out', '>', 'c.check_out'),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          // A partner package not yet hired holds its nights too (catalogue/availability.ts).
          selectFrom('platform_reservations as p')
            .select('p.id')
            .whereRef('p.apartment_id', '=', 'c.apartment_id')
            .where('p.contract_id', 'is', null)
            .whereRef('p.checkin', '<=', 'c.check_out')
            .whereRef('p.checkout', '>', 'c.check_out'),
        ),
      ),
    )
    .execute();
  return new Set(free.map((row) => row.id));
}

export async function toContracts(
  db: DB,
  rows: readonly ContractRow[],
  options: { userId: number; now?: Date },
): Promise<Contract[]> {
  if (!rows.length) return [];
  const now = options.now ?? new Date();
  const today = Temporal.PlainDate.from(todayIn());
  const ids = rows.map((r) => r.id);
  const unitIds = [...new Set(rows.map((r) => r.apartment_id))];
  const [apartments, bills, keys, inspections, refunds, renewals, freeAfter] = await Promise.all([
    apartmentRowsById(db, unitIds).then((unitRows) => toApartments(db, unitRows, { userId: options.userId })),
    billRowsOf(db, ids),
    db
      .selectFrom('contract_keys')
      .select(['id', 'contract_id', 'name', 'code', 'selfie_path', 'active', 'suspended'])
      .where('contract_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('inspections')
      .select(['id', 'contract_id', 'kind', 'submitted_at'])
      .where('contract_id', 'in', ids)
      .execute(),
    db
      .selectFrom('refunds')
      .select([
        'id',
        'contract_id',
        'rule',
        'paid_amount',
        'refund_amount',
        'retained_amount',
        'status',
        'created_at',
        'destination',
        'card_last_digits',
        'pix_key',
        'pix_key_type',
      ])
      .where('contract_id', 'in', ids)
      .execute(),
    db
      .selectFrom('contracts')
      .select('renewed_from_id')
      .where('renewed_from_id', 'in', ids)
      .where('contract_status_id', 'in', [...HOLDING_CONTRACT_STATUSES])
      .execute(),
    freeAfterCheckOut(db, rows),
  ]);
  const unitById = new Map(apartments.map((a) => [a.id, a]));
  const billsOf = groupBy(bills, (b) => b.contract_id);
  const keysOf = groupBy(keys, (k) => k.contract_id);
  const refundOf = new Map(refunds.map((r) => [r.contract_id, r]));
  const renewed = new Set(renewals.map((r) => r.renewed_from_id));
  const inspectionOf = (contractId: number, kind: 'check_in' | 'check_out') => {
    const found = inspections.find((i) => i.contract_id === contractId && i.kind === kind);
    return found ? { id: found.id, submitted_at: found.submitted_at.toISOString() } : null;
  };

  const result: Contract[] = [];
  for (const r of rows) {
    const unit = unitById.get(r.apartment_id);
    if (!unit) continue;
    const contractBills = billsOf.get(r.id) ?? [];
    const entryInspection = inspectionOf(r.id, 'check_in');
    const cancellable = canCancel(r, today);
    const refund = refundOf.get(r.id);
    const suspended =
      r.contract_status_id === CONTRACT_STATUS.active && contractBills.some((b) => isSuspendingLate(b, now));
    result.push({
      id: r.id,
      human_contract_id: r.human_contract_id,
      contract_status_id: r.contract_status_id,
      status: {
        id: r.contract_status_id,
        name: contractStatusName(r.contract_status_id, r.payment_form_id, r.status_name),
      },
      payment_form_id: r.payment_form_id,
      paymentForm: {
        id: r.payment_form_id,
        name: PAYMENT_FORMS[r.payment_form_id as PaymentFormId] ?? 'Pix',
      },
      user_payment_credit_card_tokens: r.card_id,
      plataformHash: r.plataform_hash,
      plan: r.plan,
      checkIn: r.check_in,
      checkOut: r.check_out,
      nights: stayNights(Temporal.PlainDate.from(r.check_in), Temporal.PlainDate.from(r.check_out)),
      guests: r.guests,
      observation: r.observation,
      apartment_id: r.apartment_id,
      apartment: { data: unit },
      priceHosting: r.price_hosting,
      pricePerDay: r.price_per_day,
      priceEntryCost: r.price_entry_cost,
      total: r.total,
      meters: unit.meters,
      residents: unit.residents,
      singleBed: unit.singleBed,
      doubleBed: unit.doubleBed,
      bathrooms: unit.bathrooms,
      entryInspection,
      exitInspection: inspectionOf(r.id, 'check_out'),
      exitInspectionAllow: exitInspectionAllowed(
        { ...r, hasEntryInspection: entryInspection !== null },
        today,
      ),
      billToReceive: await Promise.all(
        contractBills.map((b, i) =>
          toBill(b, { humanContractId: r.human_contract_id, plan: r.plan, position: i + 1, today, now }),
        ),
      ),
      key: (keysOf.get(r.id) ?? []).map((k) => ({
        id: k.id,
        name: k.name,
        code: k.code,
        selfie: k.selfie_path ? selfieUrl(k.id) : null,
        active: k.active && !k.suspended,
        suspended: k.suspended,
      })),
      suspended,
      canRenew: canRenew({ ...r, renewed: renewed.has(r.id), unitFreeAfter: freeAfter.has(r.id) }, today),
      canCancel: cancellable,
      refundPreview: cancellable
        ? refundFor({
            hiredOn: plainDateOf(r.created_at),
            checkIn: Temporal.PlainDate.from(r.check_in),
            cancelledOn: today,
            paid: paidOf(contractBills),
          })
        : null,
      refund: refund
        ? {
            id: refund.id,
            rule: refund.rule,
            paid: refund.paid_amount,
            refund: refund.refund_amount,
            retained: refund.retained_amount,
            status: refund.status,
            created_at: refund.created_at.toISOString(),
            destination: refund.destination,
            card_last_digits: refund.card_last_digits,
            pix_key: refund.pix_key,
            pix_key_type: refund.pix_key_type,
          }
        : null,
      renewed_from_id: r.renewed_from_id,
      created_at: r.created_at.toISOString(),
      cancelled_at: r.cancelled_at?.toISOString() ?? null,
    });
  }
  return result;
}

export { plainDateOf };
