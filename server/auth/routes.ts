// POST /auth/login, POST /api/user/register, POST /auth/logout,
// POST /auth/forgot-password and POST /auth/reset-password.
import { Hono } from 'hono';
import {
  forgotPasswordRequest,
  loginRequest,
  M,
  registerRequest,
  resetPasswordRequest,
} from '../../src/api/user.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { DB } from '../db/connect.ts';
import { requireUser } from '../http/auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { fieldError, ValidationError } from '../http/errors.ts';
import { limiter } from '../http/rate-limit.ts';
import { body } from '../http/validate.ts';
import { cpfTaken, emailTaken, findUser } from '../users/user-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { issueToken, newSecret, revokeAllTokens, revokeToken, sha256 } from './tokens.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
// A hash to verify against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = hashPassword(newSecret());

/** Every unused reset link of the user stops working. */
function cancelOutstandingResets(db: DB, userId: number) {
  return db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function authRoutes(deps: Deps) {
  const { db, config, messenger } = deps;
  const loginPerAccountAndAddress = limiter(db, 'loginPerAccountAndAddress');
  const loginPerAccount = limiter(db, 'loginPerAccount');
  const loginPerAddress = limiter(db, 'loginPerAddress');
  const resetPerAccount = limiter(db, 'passwordResetPerAccount');
  const resetPerAddress = limiter(db, 'passwordResetPerAddress');
  const registerRefusedPerAddress = limiter(db, 'registerRefusedPerAddress');
  const app = new Hono<AppEnv>();

  /** Mails a new reset link to the account with this e-mail, if there is one. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    if (!user) return;
    const token = newSecret();
    await db.transaction().execute(async (trx) => {
      // Only the newest link works: an older one, perhaps in a mailbox someone else reads, dies.
      await cancelOutstandingResets(trx, user.id);
      await trx
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256(token),
          expires_at: new Date(Date.now() + RESET_TTL_MS),
        })
        .execute();
    });
    await messenger.sendMail({
      to: email,
      subject: 'Redefinição de senha Tokaas',
      text: `Olá, ${user.name.split(' ')[0]}!\n\nPara criar uma nova senha, acesse:\n${config.publicUrl}/redefinir-senha?token=${token}\n\nO link vale por 1 hora e pode ser usado uma vez. Se você não pediu, ignore este e-mail.`,
    });
  }

  app.post('/auth/login', async (c) => {
    const { email, password } = await body(c, loginRequest);
    // Counted before the password is checked, so a locked-out guesser costs no argon2 time.
    const address = clientAddress(c, config.trustProxy);
    await loginPerAddress.hit(address);
    await loginPerAccountAndAddress.hit(`${email} ${address}`);
    await loginPerAccount.hit(email);
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    const valid = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH), password);
    if (!user || !valid) throw fieldError('password', M.loginFailed);
    // The owner is in: their counts start again (a guesser never gets here).
    await loginPerAccountAndAddress.reset(`${email} ${address}`);
    await loginPerAccount.reset(email);
    const { token, expiresIn } = await issueToken(db, user.id, config.tokenTtlDays);
    return c.json({ data: { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn } });
  });

  app.post('/api/user/register', async (c) => {
    const input = await body(c, registerRequest);
    const errors: Record<string, string[]> = {};
    if (await emailTaken(db, input.email)) errors.email = [M.emailTaken];
    if (await cpfTaken(db, input.cpf)) errors.cpf = [M.cpfTaken];
    const state = await db
      .selectFrom('states')
      .select('id')
      .where((eb) =>
        input.state_id
          ? eb('id', '=', input.state_id)
          : eb.or([eb('uf', '=', input.state.toUpperCase()), eb('name', '=', input.state)]),
      )
      .executeTakeFirst();
    if (!state) errors.state = [M.state];
    const city = state
      ? await db
          .selectFrom('cities')
          .select('id')
          .where('state_id', '=', state.id)
          .where((eb) => (input.city_id ? eb('id', '=', input.city_id) : eb('name', '=', input.city)))
          .executeTakeFirst()
      : undefined;
    if (state && !city) errors.city = [M.city];
    if (Object.keys(errors).length) {
      // Past the limit the answer is a 429, which says nothing about the e-mail or CPF.
      await registerRefusedPerAddress.hit(clientAddress(c, config.trustProxy));
      throw new ValidationError(errors);
    }

    const row = await db
      .insertInto('users')
      .values({
        name: input.name.replace(/\s+/g, ' '),
        email: input.email,
        password_hash: await hashPassword(input.password),
        celphone: input.celphone,
        birthday: input.date_of_birth,
        document_cpf: input.cpf,
        document_rg: input.rg,
        postal_code: input.cep,
        address: input.address,
        complement: input.complement,
        number: input.number,
        neighborhood: input.neighborhood,
        city_id: city?.id ?? null,
        state_id: state?.id ?? null,
        nationality: input.nationality,
        profession: input.profession,
        gender: null,
        phone: null,
        email_verified_at: null,
        phone_verified_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    // Lost a race with a simultaneous registration of the same e-mail or CPF.
    if (!row) throw new ValidationError({ email: [M.emailTaken] });
    const { token, expiresIn } = await issueToken(db, row.id, config.tokenTtlDays);
    return c.json(
      {
        data: {
          user: await findUser(db, row.id),
          access_token: token,
          token_type: 'Bearer',
          expires_in: expiresIn,
        },
      },
      201,
    );
  });

  app.post('/auth/logout', requireUser(deps), async (c) => {
    const tokenId = c.get('tokenId');
    if (tokenId) await revokeToken(db, tokenId);
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
    sendResetLink(email).catch((error: unknown) =>
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
    const passwordHash = await hashPassword(input.password);
    const userId = await db.transaction().execute(async (trx) => {
      const reset = await trx
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('token_hash', '=', sha256(input.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!reset) return undefined;
      await cancelOutstandingResets(trx, reset.user_id);
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', reset.user_id)
        .execute();
      return reset.user_id;
    });
    if (!userId) throw fieldError('token', M.resetTokenInvalid);
    await revokeAllTokens(db, userId);
    return c.json({ message: 'Senha alterada com sucesso! Entre com a nova senha.' });
  });

  return app;
}
