// E-mail for the recorded notifications (issue 33), through the messenger (mail_outbox, and SMTP
// when SMTP_URL is set). Run as a job round, so one process mails each notification once; a
// kind the resident turned off for e-mail is skipped, except the suspension warnings. The mail
// goes through the round's transaction (`db` here): see Messenger.sendMail.
import { channelEnabled } from '../../src/domain/notification-texts.ts';
import type { DB } from '../db/connect.ts';
import type { Messenger } from '../mail/mailer.ts';
import { turnedOff } from './preferences.ts';

const BATCH = 100;

export async function runEmailDelivery(
  db: DB,
  now: Date,
  messenger: Pick<Messenger, 'sendMail'>,
  publicUrl: string,
): Promise<{ mailed: number }> {
  const pending = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.user_id', 'n.kind', 'n.title', 'n.body', 'n.url', 'u.email'])
    .where('n.email_done_at', 'is', null)
    .orderBy('n.id')
    .limit(BATCH)
    .execute();
  let mailed = 0;
  for (const n of pending) {
    if (channelEnabled(n.kind, 'email', await turnedOff(db, n.user_id))) {
      await messenger.sendMail(
        {
          to: n.email,
          subject: n.title,
          text: `${n.body}\n\n${new URL(n.url, publicUrl).toString()}`,
        },
        db,
      );
      mailed++;
    }
    await db.updateTable('notifications').set({ email_done_at: now }).where('id', '=', n.id).execute();
  }
  return { mailed };
}
