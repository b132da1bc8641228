// A complete demo resident, so the account area can be tried without signing up: profile
// filled in (valid CPF, verified e-mail and phone), two favourites and a monthly pre-booking.
// Created once; if the account exists it is left as the user left it.
import { type Kysely, sql } from 'kysely';
import { today } from '../../src/domain/dates.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/schema.ts';
import { SAO_PAULO_CITY_ID, SAO_PAULO_STATE_ID } from './states.ts';

export const DEMO_USER = {
  email: 'morador@tokaas.com.br',
  password: 'Tokaas@2026',
  name: 'Camila Andrade Rocha',
  /** 384.715.209-23: made up, with correct check digits. */
  cpf: '38471520923',
  rg: '483729156',
  birthday: '1994-03-17',
  gender: 'Feminino',
  nationality: 'Brasileira',
  profession: 'Designer',
  celphone: '11987654321',
  address: 'Rua Augusta',
  number: '1508',
  complement: 'Apto 52',
  neighborhood: 'Consolação',
  postalCode: '01304001',
} as const;

const PRE_BOOKING_TTL_DAYS = 7;
const DEMO_LOCK_KEY = 7_106_002;

/** Returns the demo user's id, creating the user (and their favourites and pre-booking) if missing. */
export async function seedDemoUser(db: Kysely<Database>): Promise<number> {
  const found = await findDemoUser(db);
  if (found !== undefined) return found;
  // Hash outside the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hashPassword(DEMO_USER.password);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`.execute(trx);
    const raced = await findDemoUser(trx);
    if (raced !== undefined) return raced;
    const now = new Date();
    const { id } = await trx
      .insertInto('users')
      .values({
        name: DEMO_USER.name,
        email: DEMO_USER.email,
        password_hash: passwordHash,
        profession: DEMO_USER.profession,
        nationality: DEMO_USER.nationality,
        document_cpf: DEMO_USER.cpf,
        document_rg: DEMO_USER.rg,
        birthday: DEMO_USER.birthday,
        gender: DEMO_USER.gender,
        celphone: DEMO_USER.celphone,
        phone: null,
        address: DEMO_USER.address,
        number: DEMO_USER.number,
        complement: DEMO_USER.complement,
        neighborhood: DEMO_USER.neighborhood,
        postal_code: DEMO_USER.postalCode,
        city_id: SAO_PAULO_CITY_ID,
        state_id: SAO_PAULO_STATE_ID,
        email_verified_at: now,
        phone_verified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Favourites: the two most relevant units that can be hired now.
    const favourites = await trx
      .selectFrom('apartments')
      .select('id')
      .where('is_rented', '=', false)
      .where('soon_release', '=', false)
      .where('pre_bookable', '=', false)
      .orderBy('relevance', 'desc')
      .orderBy('id')
      .limit(2)
      .execute();
    if (favourites.length > 0) {
      await trx
        .insertInto('favorites')
        .values(favourites.map((a) => ({ user_id: id, apartment_id: a.id })))
        .execute();
    }

    // Pre-booking: a pre-bookable unit ('Pré-reserva' tag) with no blocked dates, so the
    // monthly stay it holds is actually free.
    const preBooked = await trx
      .selectFrom('apartments')
      .select('id')
      .where('is_rented', '=', false)
      .where('pre_bookable', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('apartment_blocked_dates as b')
              .select('b.date')
              .whereRef('b.apartment_id', '=', 'apartments.id'),
          ),
        ),
      )
      .orderBy('relevance', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    if (preBooked) {
      const checkin = today().add({ days: 14 });
      await trx
        .insertInto('pre_bookings')
        .values({
          user_id: id,
          apartment_id: preBooked.id,
          checkin: checkin.toString(),
          checkout: checkin.add({ months: 3 }).toString(),
          plan: 'Mensal',
          expires_at: new Date(now.getTime() + PRE_BOOKING_TTL_DAYS * 24 * 60 * 60 * 1000),
        })
        .execute();
    }
    return id;
  });
}

async function findDemoUser(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', DEMO_USER.email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
