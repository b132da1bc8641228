// Outgoing messages. Every message is written to an outbox table (and the log outside
// production); with SMTP_URL set, e-mail is also sent through that server, and once sent its body
// leaves the table (reset links and codes are live secrets).
import nodemailer from 'nodemailer';
import type { DB } from '../db/connect.ts';

/** What a sent message's body becomes in the outbox. */
export const SENT_BODY = '[enviado]';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Messenger {
  sendMail(mail: Mail): Promise<void>;
  sendSms(to: string, text: string): Promise<void>;
}

export function createMessenger(
  db: DB,
  options: { smtpUrl?: string | undefined; from: string; log: boolean },
): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async sendMail(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.log) console.info(`[mail] para ${mail.to}: ${mail.subject}\n${mail.text}`);
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        // Sent: the body (a live reset link, a code) is not kept at rest any longer.
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date(), body: SENT_BODY })
          .where('id', '=', row.id)
          .execute();
      }
    },
    async sendSms(to, text) {
      await db.insertInto('sms_outbox').values({ to_number: to, body: text }).execute();
      if (options.log) console.info(`[sms] para ${to}: ${text}`);
    },
  };
}
