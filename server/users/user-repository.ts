// Users as the API shows them (src/api/user.ts `user`), joined with city and state names, and the
// users rows registration, sign-in, password reset and profile edits read and write.
import type { Insertable, Updateable } from 'kysely';
import type { User } from '../../src/api/user.ts';
import type { DB } from '../db/connect.ts';
import type { UsersTable } from '../db/schema.ts';

export async function findUser(db: DB, id: number): Promise<User | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('cities as c', 'c.id', 'u.city_id')
    .leftJoin('states as s', 's.id', 'u.state_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.profession',
      'u.nationality',
      'u.document_cpf',
      'u.document_rg',
      'u.birthday',
      'u.gender',
      'u.celphone',
      'u.phone',
      'u.address',
      'u.number',
      'u.complement',
      'u.neighborhood',
      'u.postal_code',
      'u.city_id',
      'c.name as city_name',
      'u.state_id',
      's.uf as state',
      'u.email_verified_at',
      'u.phone_verified_at',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { email_verified_at, phone_verified_at, ...rest } = row;
  return { ...rest, email_verified: email_verified_at !== null, phone_verified: phone_verified_at !== null };
}

export async function emailTaken(db: DB, email: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function cpfTaken(db: DB, cpf: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('document_cpf', '=', cpf);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The account holding a CPF (told by mail when someone signs up with it). */
export const findAccountByCpf = (db: DB, cpf: string) =>
  db.selectFrom('users').select(['id', 'name', 'email']).where('document_cpf', '=', cpf).executeTakeFirst();

/** The account signing in or asking for a reset link; `email` is compared as given (lowercased). */
export const findAccountByEmail = (db: DB, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();

/** The new user's id, or undefined when a simultaneous registration took the e-mail or CPF. */
export async function insertUser(db: DB, values: Insertable<UsersTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateUser(db: DB, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}
