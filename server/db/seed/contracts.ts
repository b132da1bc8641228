// The demo resident's contracts, one in every status the app shows, plus a saved card and the
// partner packages of the partner-link flow. Dates are relative to the day of the first seed.
// Created once (when the demo resident has no contract yet), under an advisory lock.
// - 3 'Aguardando pagamento Pix': a daily stay in 20 days with a live Pix charge (24 h); the
//   sandbox auto-confirm leaves it alone (it was never "paid"): `npm run admin -- confirm-pix contract:<id>`.
// - 4 'Ativo', monthly, checked in ~2 months ago with the entry inspection done: invoices paid
//   (card, Pix) and the next one unpaid ('Fatura à vencer'). Half B's seed hangs keys and tickets here.
// - 4 'Ativo', monthly, earlier check-in and no entry inspection: the check-in form is due.
// - 5 'Cancelada' within 7 days of hiring: full refund recorded. 6 'Finalizada': a past stay.
// - Saved card: sandbox Visa ending 1111 (approves). Partner packages: PARCEIRO-PAGO-2026 (paid)
//   and PARCEIRO-PENDENTE-2026 (to be paid by card).
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { CONTRACT_STATUS, humanContractId } from '../../../src/domain/contract-status.ts';
import { today as todayIn } from '../../../src/domain/dates.ts';
import { type Installment, priceStay } from '../../../src/domain/pricing.ts';
import { refundFor } from '../../../src/domain/refund.ts';
import { BILLING_LEAD_DAYS, installmentDescription } from '../../contracts/installments.ts';
import { readPaymentConfig } from '../../payments/payment-config.ts';
import { buildPixPayload } from '../../payments/pix-brcode.ts';
import type { Database } from '../schema.ts';
import type { BillReceipt } from '../schema-contracts.ts';

type Db = Kysely<Database>;

const CONTRACTS_LOCK_KEY = 7_106_004;
const TIME_ZONE = 'America/Sao_Paulo';

export const PARTNER_HASHES = { paid: 'PARCEIRO-PAGO-2026', unpaid: 'PARCEIRO-PENDENTE-2026' } as const;

/** Noon in São Paulo on that day, as an instant. */
const noonOf = (date: Temporal.PlainDate) =>
  new Date(date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: '12:00' }).epochMilliseconds);

const txid = () => `TKSSEED${randomBytes(9).toString('hex').toUpperCase()}`;

function receipt(method: 'card' | 'pix', amount: number, at: Temporal.PlainDate): BillReceipt {
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

interface UnitRow {
  id: number;
  residents: number;
  price_hosting: number;
  price_per_day: number;
  price_entry_cost: number;
  price_condominium: number;
  price_electricity: number;
  price_water: number;
}

interface Plan {
  status: number;
  checkIn: Temporal.PlainDate;
  checkOut: Temporal.PlainDate;
  hiredOn: Temporal.PlainDate;
  paymentFormId: 1 | 2;
  entryInspection?: boolean;
  cancelledOn?: Temporal.PlainDate;
  /** Pix charge of the hiring bill left unpaid. */
  pendingPix?: boolean;
}

async function insertContract(
  trx: Db,
  userId: number,
  cardId: number,
  unit: UnitRow,
  plan: Plan,
  today: Temporal.PlainDate,
) {
  const quote = priceStay(
    {
      priceHosting: unit.price_hosting,
      pricePerDay: unit.price_per_day,
      priceEntryCost: unit.price_entry_cost,
      priceCondominium: unit.price_condominium,
      priceElectricity: unit.price_electricity,
      priceWater: unit.price_water,
    },
    plan.checkIn,
    plan.checkOut,
  );
  const { id } = await trx
    .selectNoFrom((eb) => eb.fn<number>('nextval', [eb.val('contracts_id_seq')]).as('id'))
    .executeTakeFirstOrThrow();
  const hiredAt = noonOf(plan.hiredOn);
  await trx
    .insertInto('contracts')
    .values({
      id,
      human_contract_id: humanContractId(id, plan.hiredOn.year),
      user_id: userId,
      apartment_id: unit.id,
      contract_status_id: plan.status,
      payment_form_id: plan.paymentFormId,
      card_id: plan.paymentFormId === 2 ? cardId : null,
      check_in: plan.checkIn.toString(),
      check_out: plan.checkOut.toString(),
      plan: quote.plan,
      guests: Math.min(2, unit.residents),
      price_hosting: unit.price_hosting,
      price_per_day: unit.price_per_day,
      price_entry_cost: unit.price_entry_cost,
      total: quote.total,
      created_at: hiredAt,
      updated_at: plan.cancelledOn ? noonOf(plan.cancelledOn) : hiredAt,
      cancelled_at: plan.cancelledOn ? noonOf(plan.cancelledOn) : null,
      cancel_reason: plan.cancelledOn ? 'resident' : null,
    })
    .execute();

  // The hiring bill, then (monthly) every installment already due or within the billing lead.
  const horizon = today.add({ days: BILLING_LEAD_DAYS }).toString();
  const bills = quote.installments.filter((i, n) => n === 0 || i.competency <= horizon);
  const closed = plan.status === CONTRACT_STATUS.cancelled || plan.status === CONTRACT_STATUS.finished;
  let paid = 0;
  for (const [n, i] of bills.entries()) {
    const first = n === 0;
    const isPaid = first ? !plan.pendingPix : i.competency < today.toString();
    if (!isPaid && closed) continue;
    const method: 'card' | 'pix' = first
      ? plan.paymentFormId === 2
        ? 'card'
        : 'pix'
      : n % 2
        ? 'pix'
        : 'card';
    const paidOn = first ? plan.hiredOn : Temporal.PlainDate.from(i.competency);
    if (isPaid) paid += i.value;
    const pix = plan.pendingPix && first ? txid() : undefined;
    const config = readPaymentConfig();
    await trx
      .insertInto('bills_to_receive')
      .values({
        contract_id: id,
        user_id: userId,
        value: i.value,
        received: isPaid,
        received_at: isPaid ? noonOf(paidOn) : null,
        date_competency: i.competency,
        date_expiration: first ? plan.hiredOn.toString() : i.competency,
        description: installmentDescription(quote.plan, i as Installment, quote.installments.length),
        payment_form_id: isPaid ? (method === 'card' ? 2 : 1) : plan.paymentFormId,
        receipt: isPaid ? JSON.stringify(receipt(method, i.value, paidOn)) : null,
        pix_txid: pix ?? null,
        pix_payload: pix
          ? buildPixPayload({
              key: config.pixKey,
              merchantName: config.merchantName,
              merchantCity: config.merchantCity,
              amount: i.value,
              txid: pix,
            })
          : null,
        pix_expires_at: pix ? new Date(Date.now() + 24 * 60 * 60 * 1000) : null,
      })
      .execute();
  }
  if (plan.entryInspection) {
    await trx
      .insertInto('inspections')
      .values({ contract_id: id, kind: 'check_in', submitted_at: noonOf(plan.checkIn) })
      .execute();
  }
  if (plan.cancelledOn) {
    const quoteRefund = refundFor({
      hiredOn: plan.hiredOn,
      checkIn: plan.checkIn,
      cancelledOn: plan.cancelledOn,
      paid,
    });
    await trx
      .insertInto('refunds')
      .values({
        contract_id: id,
        user_id: userId,
        rule: quoteRefund.rule,
        paid_amount: quoteRefund.paid,
        refund_amount: quoteRefund.refund,
        retained_amount: quoteRefund.retained,
        status: 'Reembolsado',
        created_at: noonOf(plan.cancelledOn),
      })
      .execute();
  }
  return id;
}

/** Hireable units with no blocked date and no contract, most relevant first. */
function freeUnits(trx: Db, limit: number) {
  return trx
    .selectFrom('apartments as a')
    .select([
      'a.id',
      'a.residents',
      'a.price_hosting',
      'a.price_per_day',
      'a.price_entry_cost',
      'a.price_condominium',
      'a.price_electricity',
      'a.price_water',
    ])
    .where('a.is_rented', '=', false)
    .where('a.soon_release', '=', false)
    .where('a.pre_bookable', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('apartment_blocked_dates as b').select('b.date').whereRef('b.apartment_id', '=', 'a.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('contracts as k').select('k.id').whereRef('k.apartment_id', '=', 'a.id'))),
    )
    .orderBy('a.relevance', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function seedContracts(db: Db, demoUserId: number): Promise<{ contracts: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CONTRACTS_LOCK_KEY})`.execute(trx);
    const existing = await trx
      .selectFrom('contracts')
      .select('id')
      .where('user_id', '=', demoUserId)
      .executeTakeFirst();
    const reservations = await trx.selectFrom('platform_reservations').select('id').executeTakeFirst();
    if (existing && reservations) return { contracts: 0 };
    const units = await freeUnits(trx, 8);
    if (units.length < 8) return { contracts: 0 };
    const today = todayIn(TIME_ZONE);
    let created = 0;

    if (!existing) {
      const card = await trx
        .insertInto('user_payment_cards')
        .values({
          user_id: demoUserId,
          gateway_token: `tok_sbx_a_${randomBytes(16).toString('hex')}`,
          brand: 'visa',
          last_digits: '1111',
          exp_month: 12,
          exp_year: today.year + 3,
          holder_name: 'CAMILA A ROCHA',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The next monthly installment falls a week from now, within the billing lead: unpaid.
      const mainCheckIn = today.add({ days: 7 }).subtract({ months: 2 });
      const plans: Plan[] = [
        {
          status: CONTRACT_STATUS.active,
          checkIn: mainCheckIn,
          checkOut: mainCheckIn.add({ months: 5 }),
          hiredOn: mainCheckIn.subtract({ days: 3 }),
          paymentFormId: 2,
          entryInspection: true,
        },
        {
          status: CONTRACT_STATUS.active,
          checkIn: today.subtract({ days: 70 }),
          checkOut: today.subtract({ days: 70 }).add({ months: 6 }),
          hiredOn: today.subtract({ days: 75 }),
          paymentFormId: 2,
        },
        {
          status: CONTRACT_STATUS.awaitingPix,
          checkIn: today.add({ days: 20 }),
          checkOut: today.add({ days: 26 }),
          hiredOn: today,
          paymentFormId: 1,
          pendingPix: true,
        },
        {
          status: CONTRACT_STATUS.cancelled,
          checkIn: today.add({ days: 10 }),
          checkOut: today.add({ days: 15 }),
          hiredOn: today.subtract({ days: 20 }),
          cancelledOn: today.subtract({ days: 16 }),
          paymentFormId: 2,
        },
        {
          status: CONTRACT_STATUS.finished,
          checkIn: today.subtract({ days: 100 }),
          checkOut: today.subtract({ days: 92 }),
          hiredOn: today.subtract({ days: 110 }),
          paymentFormId: 1,
        },
      ];
      for (const [n, plan] of plans.entries()) {
        await insertContract(trx, demoUserId, card.id, units[n] as UnitRow, plan, today);
        created++;
      }
    }

    if (!reservations) {
      const paidUnit = units[5] as UnitRow;
      const unpaidUnit = units[6] as UnitRow;
      await trx
        .insertInto('platform_reservations')
        .values([
          {
            hash: PARTNER_HASHES.paid,
            platform: 'Booking Parceiros',
            apartment_id: paidUnit.id,
            checkin: today.add({ days: 15 }).toString(),
            checkout: today.add({ days: 25 }).toString(),
            beds: Math.min(2, paidUnit.residents),
            price: Math.round(paidUnit.price_per_day * 10 * 0.9),
            paid: true,
          },
          {
            hash: PARTNER_HASHES.unpaid,
            platform: 'Estadias Corporativas',
            apartment_id: unpaidUnit.id,
            checkin: today.add({ days: 30 }).toString(),
            checkout: today.add({ days: 30 }).add({ months: 1 }).toString(),
            beds: Math.min(2, unpaidUnit.residents),
            price: unpaidUnit.price_hosting,
            paid: false,
          },
        ])
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
    }
    return { contracts: created };
  });
}
