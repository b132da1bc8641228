// The bench's own database: the regular seed (catalogue, demo resident) plus what the figures need,
// written through server code and SQL:
// - the catalogue grown to 10,000 units (copies of the seeded ones, with images and amenities);
// - a resident with 50 contracts and 2,000 invoices (40 monthly invoices each);
// - sign-in tokens for that resident and for the demo resident.
import { sql } from 'kysely';
import { issueToken } from '../server/auth/tokens.ts';
import type { DB } from '../server/db/connect.ts';
import { DEMO_USER, seedAll } from '../server/seed/index.ts';

export const CATALOGUE_UNITS = 10_000;
export const BENCH_CONTRACTS = 50;
export const BENCH_INVOICES = 2_000;
export const BENCH_RESIDENT_EMAIL = 'bench.morador@tokaas.test';

export interface BenchData {
  units: number;
  demoToken: string;
  benchToken: string;
  benchUserId: number;
}

/** Copies of the seeded units until the catalogue holds `target` of them (one statement each). */
async function growCatalogue(db: DB, target: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM apartments`.execute(db);
  const seeded = rows[0]?.n ?? 0;
  if (seeded === 0) throw new Error('the seed wrote no units');
  const copies = Math.ceil((target - seeded) / seeded);
  if (copies <= 0) return seeded;
  await sql`
    INSERT INTO apartments (enterprise_id, apartment_type_id, name, unit_number, meters, rooms, single_bed,
      double_bed, bathrooms, residents, pets_allowed, tour, is_rented, soon_release, pre_bookable, relevance,
      price_hosting, price_per_day, price_weekly, price_annual, price_fees, price_entry_cost,
      price_condominium, price_electricity, price_water)
    SELECT a.enterprise_id, a.apartment_type_id, a.name, a.unit_number || '-c' || g, a.meters, a.rooms,
      a.single_bed, a.double_bed, a.bathrooms, a.residents, a.pets_allowed, a.tour, a.is_rented,
      a.soon_release, a.pre_bookable, (a.relevance + g * 7) % 100,
      round(a.price_hosting * (0.8 + (g % 9) * 0.05), 2), a.price_per_day, a.price_weekly, a.price_annual,
      a.price_fees, a.price_entry_cost, a.price_condominium, a.price_electricity, a.price_water
    FROM (SELECT * FROM apartments ORDER BY id) a
    CROSS JOIN generate_series(1, ${copies}::int) g
    LIMIT ${target - seeded}::int`.execute(db);
  // Copies share their original's images and amenities (same enterprise and unit number prefix).
  await sql`
    INSERT INTO apartment_images (apartment_id, image, thumbnail, title, position)
    SELECT c.id, i.image, i.thumbnail, i.title, i.position
    FROM apartments c
    JOIN apartments o ON o.enterprise_id = c.enterprise_id AND c.unit_number LIKE o.unit_number || '-c%'
      AND o.unit_number NOT LIKE '%-c%'
    JOIN apartment_images i ON i.apartment_id = o.id`.execute(db);
  await sql`
    INSERT INTO apartment_amenities (apartment_id, amenity_id)
    SELECT c.id, am.amenity_id
    FROM apartments c
    JOIN apartments o ON o.enterprise_id = c.enterprise_id AND c.unit_number LIKE o.unit_number || '-c%'
      AND o.unit_number NOT LIKE '%-c%'
    JOIN apartment_amenities am ON am.apartment_id = o.id`.execute(db);
  await sql`ANALYZE`.execute(db);
  const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM apartments`.execute(db);
  return after.rows[0]?.n ?? 0;
}

/**
 * A resident (the demo resident's password) with `contracts` finished monthly contracts on as many
 * units, each with `invoices / contracts` paid monthly invoices.
 */
async function benchResident(db: DB, contracts: number, invoices: number): Promise<number> {
  const perContract = Math.round(invoices / contracts);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (name, email, password_hash, email_verified_at)
    SELECT 'Morador de Benchmark', ${BENCH_RESIDENT_EMAIL}, password_hash, now()
    FROM users WHERE lower(email) = ${DEMO_USER.email}
    RETURNING id`.execute(db);
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error('demo resident missing: cannot copy its password');
  // Finalizada (6) contracts of 40 months each, on units nobody else has under contract.
  await sql`
    INSERT INTO contracts (human_contract_id, user_id, apartment_id, contract_status_id, payment_form_id,
      check_in, check_out, price_hosting, price_per_day, price_entry_cost, total, plan, guests)
    SELECT 'TKS-BENCH-' || lpad(n::text, 6, '0'), ${userId}::int, a.id, 6, 1,
      date '2020-01-01' + n, (date '2020-01-01' + n + make_interval(months => ${perContract}::int))::date,
      a.price_hosting, a.price_per_day, a.price_entry_cost, a.price_hosting * ${perContract}::int, 'Mensal', 1
    FROM (SELECT id, price_hosting, price_per_day, price_entry_cost,
            (row_number() OVER (ORDER BY id DESC))::int AS n
          FROM apartments a WHERE NOT EXISTS (SELECT 1 FROM contracts k WHERE k.apartment_id = a.id)
          ORDER BY id DESC LIMIT ${contracts}) a`.execute(db);
  await sql`
    INSERT INTO bills_to_receive (contract_id, user_id, value, received, received_at, date_expiration,
      date_competency, description, payment_form_id, receipt)
    SELECT k.id, k.user_id, k.price_hosting, true, (k.check_in + make_interval(months => m))::timestamptz,
      (k.check_in + make_interval(months => m))::date, (k.check_in + make_interval(months => m))::date,
      'Mensalidade ' || (m + 1) || '/' || ${perContract}::int, 1,
      jsonb_build_object('paid_at', (k.check_in + make_interval(months => m))::timestamptz, 'method', 'card',
        'amount', k.price_hosting, 'authorization_code', 'BENCH' || k.id || m,
        'transaction_id', 'bench-' || k.id || '-' || m, 'last_digits', '1111', 'brand', 'visa')
    FROM contracts k CROSS JOIN generate_series(0, ${perContract - 1}::int) m
    WHERE k.user_id = ${userId}::int`.execute(db);
  return userId;
}

/** Fills a freshly migrated database for the bench (the regular seed first, as `npm start` does). */
export async function seedBench(db: DB, mediaDir: string, log: (line: string) => void): Promise<BenchData> {
  let t = performance.now();
  const lap = (what: string) => {
    log(`seed ${what}: ${Math.round(performance.now() - t)} ms`);
    t = performance.now();
  };
  await seedAll(db, { mediaDir, images: true });
  lap('demo catalogue and resident');
  const units = await growCatalogue(db, CATALOGUE_UNITS);
  lap(`catalogue grown to ${units} units`);
  const benchUserId = await benchResident(db, BENCH_CONTRACTS, BENCH_INVOICES);
  lap(`resident with ${BENCH_CONTRACTS} contracts and ${BENCH_INVOICES} invoices`);
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = ${DEMO_USER.email}`)
    .executeTakeFirstOrThrow();
  const demoToken = (await issueToken(db, demo.id, 1)).token;
  const benchToken = (await issueToken(db, benchUserId, 1)).token;
  await sql`ANALYZE`.execute(db);
  return { units, demoToken, benchToken, benchUserId };
}
