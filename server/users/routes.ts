// GET /user/session, POST /user/edit, e-mail and SMS verification.
import { Hono } from 'hono';
import { codeRequest, profileEditRequest } from '../../src/api/user.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { notFound } from '../http/errors.ts';
import { limiter } from '../http/rate-limit.ts';
import { body } from '../http/validate.ts';
import { currentUser, editProfile, sendEmailCode, sendSmsCode, verifyContact } from './service.ts';

export function userRoutes(deps: Deps) {
  const { db, messenger, config } = deps;
  const codePerAccount = limiter(db, 'codePerAccount');
  const codePerAddress = limiter(db, 'codePerAddress');
  const app = new Hono<AppEnv>();
  app.use('/user/*', requireUser(deps));
  app.use('/api/users/*', requireUser(deps));

  app.get('/user/session', async (c) => c.json({ data: await currentUser(db, userIdOf(c)) }));

  app.post('/user/edit', async (c) => {
    const id = userIdOf(c);
    const input = await body(c, profileEditRequest);
    const data = await editProfile(db, id, input);
    return c.json({ data, message: 'Informações atualizadas com sucesso!' });
  });

  app.get('/api/users/resend-verification-email', async (c) => {
    if (!(await sendEmailCode(db, messenger, userIdOf(c))))
      return c.json({ data: { sent: false }, message: 'Seu email já está verificado.' });
    return c.json({ data: { sent: true }, message: 'Enviamos um código para o seu email.' });
  });

  app.get('/api/users/resend-verification-sms', async (c) => {
    if (!(await sendSmsCode(db, messenger, userIdOf(c))))
      return c.json({ data: { sent: false }, message: 'Seu celular já está verificado.' });
    return c.json({ data: { sent: true }, message: 'Enviamos um código por SMS para o seu celular.' });
  });

  for (const [path, channel, done] of [
    ['/api/users/validate-email', 'email', 'Email verificado com sucesso!'],
    ['/api/users/validate-sms', 'sms', 'Celular verificado com sucesso!'],
  ] as const) {
    app.post(path, async (c) => {
      const id = userIdOf(c);
      const { code } = await body(c, codeRequest);
      // Besides the 5 tries per code: requesting new codes must not give unlimited guesses.
      await codePerAddress.hit(clientAddress(c, config.trustProxy));
      await codePerAccount.hit(`${id}`);
      return c.json({ data: await verifyContact(db, id, channel, code), message: done });
    });
  }

  app.all('/user/*', () => {
    throw notFound('Rota não encontrada.');
  });

  return app;
}
