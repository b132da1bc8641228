// POST /auth/login, POST /api/user/register (+ /confirm with the mailed code), POST /auth/logout,
// POST /auth/forgot-password and POST /auth/reset-password.
import { Hono } from 'hono';
import {
  forgotPasswordRequest,
  loginRequest,
  registerConfirmRequest,
  registerRequest,
  registrationCodeSent,
  resetPasswordRequest,
} from '../../src/api/user.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser } from '../http/auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { limiter } from '../http/rate-limit.ts';
import { body } from '../http/validate.ts';
import {
  confirmRegistration,
  logIn,
  logOut,
  requestRegistration,
  resetPassword,
  sendResetLink,
} from './service.ts';

export function authRoutes(deps: Deps) {
  const { db, config, messenger } = deps;
  const loginPerAccountAndAddress = limiter(db, 'loginPerAccountAndAddress');
  const loginPerAccount = limiter(db, 'loginPerAccount');
  const loginPerAddress = limiter(db, 'loginPerAddress');
  const resetPerAccount = limiter(db, 'passwordResetPerAccount');
  const resetPerAddress = limiter(db, 'passwordResetPerAddress');
  const registerPerEmail = limiter(db, 'registerPerEmail');
  const registerPerAddress = limiter(db, 'registerPerAddress', config.registerPerAddressLimit);
  const app = new Hono<AppEnv>();

  app.post('/auth/login', async (c) => {
    const { email, password } = await body(c, loginRequest);
    // Counted before the password is checked, so a locked-out guesser costs no argon2 time.
    const address = clientAddress(c, config.trustProxy);
    await loginPerAddress.hit(address);
    await loginPerAccountAndAddress.hit(`${email} ${address}`);
    await loginPerAccount.hit(email);
    const session = await logIn(db, email, password, config.tokenTtlDays);
    // The owner is in: their counts start again (a guesser never gets here).
    await loginPerAccountAndAddress.reset(`${email} ${address}`);
    await loginPerAccount.reset(email);
    return c.json({ data: session });
  });

  app.post('/api/user/register', async (c) => {
    const input = await body(c, registerRequest);
    await registerPerAddress.hit(clientAddress(c, config.trustProxy));
    await registerPerEmail.hit(input.email);
    // Sent before answering, so a mail server that refuses it is a 503 to try again, not a code
    // that never comes; a known and an unknown e-mail both send one.
    await messenger.sendMail(await requestRegistration(db, config, input));
    return c.json({ data: { email: input.email }, message: registrationCodeSent(input.email) }, 202);
  });

  app.post('/api/user/register/confirm', async (c) => {
    const { email, code } = await body(c, registerConfirmRequest);
    const data = await confirmRegistration(db, messenger, config, email, code, config.tokenTtlDays);
    return c.json({ data }, 201);
  });

  app.post('/auth/logout', requireUser(deps), async (c) => {
    await logOut(db, c.get('tokenId'));
    // The browser drops its HTTP cache of this origin. Not "storage": that would also wipe the
    // service worker and the offline catalogue, which the app clears selectively itself.
    c.header('clear-site-data', '"cache"');
    return c.json({ data: { success: true } });
  });

  app.post('/auth/forgot-password', async (c) => {
    const { email } = await body(c, forgotPasswordRequest);
    await resetPerAddress.hit(clientAddress(c, config.trustProxy));
    await resetPerAccount.hit(email);
    // The answer goes out before the account is even looked up: the reply takes the same time
    // whether or not the e-mail exists, and the link and the mail (SMTP may take seconds) follow.
    sendResetLink(db, messenger, config, email).catch((error: unknown) =>
      console.error('[auth] link de redefinição:', (error as Error).message),
    );
    // Same answer whether or not the e-mail exists: no account enumeration.
    return c.json({
      message: 'Se o email estiver cadastrado, você receberá as instruções para redefinir a senha.',
    });
  });

  app.post('/auth/reset-password', async (c) => {
    const input = await body(c, resetPasswordRequest);
    await resetPerAddress.hit(clientAddress(c, config.trustProxy));
    await resetPassword(db, input.token, input.password);
    return c.json({ message: 'Senha alterada com sucesso! Entre com a nova senha.' });
  });

  return app;
}
