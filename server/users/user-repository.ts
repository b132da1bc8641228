// Users as the API shows them (src/api/user.ts `user`), joined with city and state names.
import type { User } from '../../src/api/user.ts';
import type { DB } from '../db/connect.ts';

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
