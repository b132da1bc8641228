// Reset links and codes are live secrets: only the newest link works, a reset cancels the rest, and
// a message sent through SMTP leaves no link or code behind in the outbox table.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessenger,
  DELIVERY_FAILED_MESSAGE,
  DeliveryError,
  SENT_BODY,
} from '../../server/mail/mailer.ts';
import { isSignUpCode, json, newResident, startTestApi, type TestApi, unconfirmEmail } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const linkToken = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] as string;

const newestMail = (email: string) =>
  api.db
    .selectFrom('mail_outbox')
    .select(['id', 'body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** Asks for a link and waits for its mail (sent after the answer: server/auth/routes.ts). */
async function askLink(email: string): Promise<string> {
  const before = (await newestMail(email))?.id ?? 0;
  expect((await api.request('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
  await expect.poll(async () => (await newestMail(email))?.id ?? 0).toBeGreaterThan(before);
  return linkToken((await newestMail(email))?.body ?? '');
}

const reset = (token: string, password: string) =>
  api.request('POST', '/auth/reset-password', {
    body: { token, password, password_confirmation: password },
  });

describe('reset links', () => {
  it('a newer link cancels the older one', async () => {
    const resident = await newResident(api);
    const older = await askLink(resident.form.email);
    const newer = await askLink(resident.form.email);
    const refused = await reset(older, 'NovaSenha!2027');
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors.token).toEqual(['Este link de redefinição é inválido ou expirou.']);
    expect((await reset(newer, 'NovaSenha!2027')).status).toBe(200);
  });

  it('a reset cancels every other outstanding link', async () => {
    const resident = await newResident(api);
    const used = await askLink(resident.form.email);
    // A link issued in the same moment by another process (both outstanding).
    await api.db
      .updateTable('password_resets')
      .set({ used_at: null })
      .where('user_id', '=', resident.id)
      .execute();
    const other = await askLink(resident.form.email);
    await api.db
      .updateTable('password_resets')
      .set({ used_at: null })
      .where('user_id', '=', resident.id)
      .execute();
    expect((await reset(used, 'NovaSenha!2027')).status).toBe(200);
    expect((await reset(other, 'OutraSenha!2028')).status).toBe(422);
  });
});

/** The smallest SMTP server nodemailer will talk to: accepts every message. */
async function fakeSmtp(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | undefined;
    socket.write('220 teste ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data !== undefined) {
          if (line === '.') {
            received.push(data);
            data = undefined;
            socket.write('250 OK\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 teste\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 fim com .\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 tchau\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the mail and SMS outboxes', () => {
  it('keeps no body once the message went out through SMTP', async () => {
    const smtp = await fakeSmtp();
    try {
      const messenger = createMessenger(api.db, {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'Tokaas <nao-responda@tokaas.com.br>',
        log: false,
      });
      await messenger.sendMail({
        to: 'maria@exemplo.com.br',
        subject: 'Redefinição de senha Tokaas',
        text: 'Acesse https://tokaas.com.br/redefinir-senha?token=segredo-vivo',
      });
      expect(smtp.received.join('')).toContain('segredo-vivo');
      const row = await api.db
        .selectFrom('mail_outbox')
        .select(['body', 'sent_at'])
        .where('to_address', '=', 'maria@exemplo.com.br')
        .executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
      expect(row.body).toBe(SENT_BODY);
    } finally {
      await smtp.close();
    }
  });

  it('an SMS handed to the gateway leaves no code in the outbox; a refused one keeps it', async () => {
    const received: { authorization?: string; body: { to: string; text: string } }[] = [];
    let status = 200;
    const gateway = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const messenger = createMessenger(api.db, {
        smsGateway: {
          url: `http://127.0.0.1:${(gateway.address() as net.AddressInfo).port}/sms`,
          token: 'chave-do-provedor',
        },
        from: 'Tokaas <nao-responda@tokaas.com.br>',
        log: false,
      });
      await messenger.sendSms('+5511987650001', 'Seu código Tokaas: 482913');
      expect(received).toEqual([
        {
          authorization: 'Bearer chave-do-provedor',
          body: { to: '+5511987650001', text: 'Seu código Tokaas: 482913' },
        },
      ]);
      const sent = await api.db
        .selectFrom('sms_outbox')
        .select(['body', 'sent_at'])
        .where('to_number', '=', '+5511987650001')
        .executeTakeFirstOrThrow();
      expect(sent.body).toBe(SENT_BODY);
      expect(sent.sent_at).not.toBeNull();

      status = 503;
      await expect(messenger.sendSms('+5511987650002', 'Seu código Tokaas: 110022')).rejects.toThrow(
        'O provedor de SMS respondeu 503',
      );
      const refused = await api.db
        .selectFrom('sms_outbox')
        .select(['body', 'sent_at'])
        .where('to_number', '=', '+5511987650002')
        .executeTakeFirstOrThrow();
      expect(refused).toEqual({ body: 'Seu código Tokaas: 110022', sent_at: null });
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it('a code the mail server or SMS provider does not take answers 503 with a clear message', async () => {
    const refuse = async () => {
      throw new DeliveryError('recusado');
    };
    // Every mail but the sign-up code (so the resident can be made) is refused.
    const failing = await startTestApi({
      messenger: (real) => ({
        sendMail: (mail, via) => (isSignUpCode(mail) ? real.sendMail(mail, via) : refuse()),
        sendSms: refuse,
      }),
    });
    try {
      const resident = await newResident(failing);
      await unconfirmEmail(failing, resident.id);
      const res = await failing.request('GET', '/api/users/resend-verification-email', {
        token: resident.token,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await json(res)).toEqual({ message: DELIVERY_FAILED_MESSAGE, code: 'Unavailable' });
    } finally {
      await failing.close();
    }
  });
});
