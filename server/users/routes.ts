// GET /user/session, POST /user/edit, e-mail and SMS verification.
import { Hono } from 'hono';
import { codeRequest, M, profileEditRequest } from '../../src/api/user.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { fieldError, notFound, unauthenticated, ValidationError } from '../http/errors.ts';
import { limiter } from '../http/rate-limit.ts';
import { body } from '../http/validate.ts';
import { cpfTaken, findUser } from './user-repository.ts';
import { consumeCode, createCode } from './verification.ts';

export function userRoutes(deps: Deps) {
  const { db, messenger, config } = deps;
  const codePerAccount = limiter(db, 'codePerAccount');
  const codePerAddress = limiter(db, 'codePerAddress');
  const app = new Hono<AppEnv>();
  app.use('/user/*', requireUser(deps));
  app.use('/api/users/*', requireUser(deps));

  const current = async (id: number) => {
    const user = await findUser(db, id);
    if (!user) throw unauthenticated();
    return user;
  };

  app.get('/user/session', async (c) => c.json({ data: await current(userIdOf(c)) }));

  app.post('/user/edit', async (c) => {
    const id = userIdOf(c);
    const before = await current(id);
    const input = await body(c, profileEditRequest);
    const errors: Record<string, string[]> = {};
    if (input.email !== undefined && input.email.trim().toLowerCase() !== before.email)
      errors.email = [M.emailLocked];
    if (before.document_cpf && input.document_cpf !== before.document_cpf)
      errors.document_cpf = [M.cpfLocked];
    if (before.document_rg && input.document_rg !== before.document_rg) errors.document_rg = [M.rgLocked];
    if (!before.document_cpf && (await cpfTaken(db, input.document_cpf, id)))
      errors.document_cpf = [M.cpfTaken];
    const city = await db
      .selectFrom('cities')
      .select(['id', 'state_id'])
      .where('id', '=', input.city_id)
      .executeTakeFirst();
    if (!city) errors.city_id = [M.city];
    else if (city.state_id !== input.state_id) errors.state_id = [M.state];
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const phoneChanged = input.celphone !== before.celphone;
    await db
      .updateTable('users')
      .set({
        name: input.name.replace(/\s+/g, ' '),
        document_cpf: input.document_cpf,
        document_rg: input.document_rg,
        birthday: input.date_of_birth,
        gender: input.gender ?? null,
        celphone: input.celphone,
        phone: input.phone,
        address: input.address,
        number: input.number,
        complement: input.complement,
        neighborhood: input.neighborhood,
        postal_code: input.postal_code,
        city_id: input.city_id,
        state_id: input.state_id,
        ...(input.profession !== null ? { profession: input.profession } : {}),
        ...(input.nationality !== null ? { nationality: input.nationality } : {}),
        // A new number must be verified again.
        ...(phoneChanged ? { phone_verified_at: null } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    return c.json({ data: await current(id), message: 'Informações atualizadas com sucesso!' });
  });

  app.get('/api/users/resend-verification-email', async (c) => {
    const user = await current(userIdOf(c));
    if (user.email_verified)
      return c.json({ data: { sent: false }, message: 'Seu email já está verificado.' });
    const code = await createCode(db, user.id, 'email');
    await messenger.sendMail({
      to: user.email,
      subject: 'Seu código de verificação Tokaas',
      text: `Seu código de verificação é ${code}. Ele vale por 15 minutos.`,
    });
    return c.json({ data: { sent: true }, message: 'Enviamos um código para o seu email.' });
  });

  app.get('/api/users/resend-verification-sms', async (c) => {
    const user = await current(userIdOf(c));
    if (!user.celphone) throw fieldError('celphone', M.celphone);
    if (user.phone_verified)
      return c.json({ data: { sent: false }, message: 'Seu celular já está verificado.' });
    const code = await createCode(db, user.id, 'sms');
    await messenger.sendSms(
      user.celphone,
      `Tokaas: seu código de verificação é ${code}. Vale por 15 minutos.`,
    );
    return c.json({ data: { sent: true }, message: 'Enviamos um código por SMS para o seu celular.' });
  });

  for (const [path, channel, column, done] of [
    ['/api/users/validate-email', 'email', 'email_verified_at', 'Email verificado com sucesso!'],
    ['/api/users/validate-sms', 'sms', 'phone_verified_at', 'Celular verificado com sucesso!'],
  ] as const) {
    app.post(path, async (c) => {
      const id = userIdOf(c);
      const { code } = await body(c, codeRequest);
      // Besides the 5 tries per code: requesting new codes must not give unlimited guesses.
      await codePerAddress.hit(clientAddress(c, config.trustProxy));
      await codePerAccount.hit(`${id}`);
      if (!(await consumeCode(db, id, channel, code))) throw fieldError('code', M.codeInvalid);
      await db
        .updateTable('users')
        .set({ [column]: new Date() })
        .where('id', '=', id)
        .execute();
      return c.json({ data: await current(id), message: done });
    });
  }

  app.all('/user/*', () => {
    throw notFound('Rota não encontrada.');
  });

  return app;
}
