// The FAQ (faqs) and the contact form's messages to the team (contact_messages).
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ContactMessagesTable } from '../db/schema.ts';

/** FAQs in their set order; `homeLimit` keeps only the home page's, at most that many. */
export function listFaqs(db: DB, homeLimit?: number) {
  let q = db
    .selectFrom('faqs')
    .select(['id', 'title', 'description', 'youtube_url'])
    .orderBy('position')
    .orderBy('id');
  if (homeLimit !== undefined) q = q.where('on_home', '=', true).limit(homeLimit);
  return q.execute();
}

export async function insertContactMessage(
  db: DB,
  values: Insertable<ContactMessagesTable>,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
