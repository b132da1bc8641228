// Reset links and codes are live secrets: only the newest link works, a reset cancels the rest, and
// a message sent through SMTP leaves no link or code behind in the outbox table.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessenger, SENT_BODY } from '../../server/mail/mailer.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const linkToken = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] as string;

async function askLink(email: string): Promise<string> {
  expect((await api.request('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
  const mail = await api.db
    .selectFrom('mail_outbox')
    .select('body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return linkToken(mail.body);
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

describe('the mail outbox', () => {
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
});
