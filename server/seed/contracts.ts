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
// The plans are data (contract-plans.ts); contract-writer.ts writes each contract with its bills.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { today as todayIn } from '../../src/domain/dates.ts';
import type { Database } from '../db/schema.ts';
import { demoContractPlans, partnerPackages, type UnitRow } from './contract-plans.ts';
import { insertContract } from './contract-writer.ts';

export { PARTNER_HASHES } from './contract-plans.ts';

type Db = Kysely<Database>;

const CONTRACTS_LOCK_KEY = 7_106_004;

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
    const today = todayIn();
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
      const plans = demoContractPlans(today);
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
        .values(partnerPackages(today, paidUnit, unpaidUnit))
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
    }
    return { contracts: created };
  });
}
