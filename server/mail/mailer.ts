// Outgoing messages. Every message is written to an outbox table (and the log outside
// production); with SMTP_URL set, e-mail is also sent through that server, and with
// SMS_GATEWAY_URL set, an SMS is posted to that provider as JSON {to, text}. Once sent, a
// message's body leaves the table (reset links and codes are live secrets).
import nodemailer from 'nodemailer';
import type { DB } from '../db/connect.ts';

/** The mail server or the SMS provider did not take a message (answered 503 by the app). */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

export const DELIVERY_FAILED_MESSAGE =
  'Não foi possível enviar a mensagem agora. Tente novamente em instantes.';

/** What a sent message's body becomes in the outbox. */
export const SENT_BODY = '[enviado]';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Messenger {
  /**
   * `via`: the transaction the caller runs in, if any. The embedded database has one connection,
   * so a write of the outbox row through another would wait for that transaction forever.
   */
  sendMail(mail: Mail, via?: DB): Promise<void>;
  sendSms(to: string, text: string): Promise<void>;
}

export function createMessenger(
  db: DB,
  options: {
    smtpUrl?: string | undefined;
    smsGateway?: { url: string; token: string | undefined } | undefined;
    from: string;
    log: boolean;
  },
): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async sendMail(mail, via = db) {
      const row = await via
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.log) console.info(`[mail] para ${mail.to}: ${mail.subject}\n${mail.text}`);
      if (transport) {
        await transport
          .sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
          .catch((error: Error) => {
            throw new DeliveryError(`SMTP: ${error.message}`);
          });
        // Sent: the body (a live reset link, a code) is not kept at rest any longer.
        await via
          .updateTable('mail_outbox')
          .set({ sent_at: new Date(), body: SENT_BODY })
          .where('id', '=', row.id)
          .execute();
      }
    },
    async sendSms(to, text) {
      const row = await db
        .insertInto('sms_outbox')
        .values({ to_number: to, body: text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.log) console.info(`[sms] para ${to}: ${text}`);
      const gateway = options.smsGateway;
      if (!gateway) return;
      const sent = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: Error) => {
        throw new DeliveryError(`SMS: ${error.message}`);
      });
      if (!sent.ok) throw new DeliveryError(`O provedor de SMS respondeu ${sent.status}`);
      await db
        .updateTable('sms_outbox')
        .set({ sent_at: new Date(), body: SENT_BODY })
        .where('id', '=', row.id)
        .execute();
    },
  };
}
