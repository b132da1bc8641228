// Sign-ups waiting for their e-mail code (pending_registrations): only the code's SHA-256 is
// stored, with the users row to insert (password already hashed). One live row per e-mail.
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { UsersTable } from '../db/schema.ts';

/** Replaces the e-mail's waiting sign-up (an older code dies) and sweeps expired ones. */
export async function replacePending(
  db: DB,
  email: string,
  codeHash: string,
  form: Insertable<UsersTable>,
  expiresAt: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('pending_registrations')
      .where((eb) => eb.or([eb('email', '=', email), eb('expires_at', '<=', new Date())]))
      .execute();
    await trx
      .insertInto('pending_registrations')
      .values({ email, code_hash: codeHash, form: JSON.stringify(form), expires_at: expiresAt })
      .execute();
  });
}

/** The e-mail's live waiting sign-up, if any. */
export const livePending = (db: DB, email: string) =>
  db
    .selectFrom('pending_registrations')
    .select(['id', 'code_hash', 'form', 'attempts'])
    .where('email', '=', email)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();

export async function countWrongCode(db: DB, id: number): Promise<void> {
  await db
    .updateTable('pending_registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Removes the waiting sign-up once used; false when another request used it first. */
export async function takePending(db: DB, id: number): Promise<boolean> {
  const gone = await db.deleteFrom('pending_registrations').where('id', '=', id).executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
}
