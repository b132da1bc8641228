// The mail outbox read back (mail_outbox): what was written to one address, newest first.
import type { DB } from '../db/connect.ts';

export const mailTo = (db: DB, address: string, limit: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['subject', 'body as text', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.toLowerCase()))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
