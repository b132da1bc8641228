// Signing in and out, registering and resetting a password: the account rules (same answer and
// time whether or not an e-mail exists, one live reset link) live here, apart from HTTP and SQL.
import type { z } from 'zod';
import { M, type registerRequest } from '../../src/api/user.ts';
import type { Config } from '../config.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, ValidationError } from '../http/errors.ts';
import type { Messenger } from '../mail/mailer.ts';
import { findCityInState, findState } from '../users/place-repository.ts';
import {
  cpfTaken,
  emailTaken,
  findAccountByEmail,
  findUser,
  insertUser,
  updateUser,
} from '../users/user-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { cancelOutstandingResets, insertReset, useReset } from './password-reset-repository.ts';
import { issueToken, newSecret, revokeAllTokens, revokeToken, sha256 } from './tokens.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
// A hash to verify against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = hashPassword(newSecret());

async function sessionFor(db: DB, userId: number, ttlDays: number) {
  const { token, expiresIn } = await issueToken(db, userId, ttlDays);
  return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
}

/** A new session for the account with this e-mail and password; a 422 on `password` otherwise. */
export async function logIn(db: DB, email: string, password: string, ttlDays: number) {
  const user = await findAccountByEmail(db, email);
  const valid = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH), password);
  if (!user || !valid) throw fieldError('password', M.loginFailed);
  return sessionFor(db, user.id, ttlDays);
}

export async function logOut(db: DB, tokenId: number | undefined): Promise<void> {
  if (tokenId) await revokeToken(db, tokenId);
}

/**
 * Creates the account and its first session. `refused` runs before a field refusal is thrown
 * (the route counts refusals per address); a lost race on the e-mail or CPF is not counted.
 */
export async function register(
  db: DB,
  input: z.output<typeof registerRequest>,
  ttlDays: number,
  refused: () => Promise<void>,
) {
  const errors: Record<string, string[]> = {};
  if (await emailTaken(db, input.email)) errors.email = [M.emailTaken];
  if (await cpfTaken(db, input.cpf)) errors.cpf = [M.cpfTaken];
  const state = await findState(db, input);
  if (!state) errors.state = [M.state];
  const city = state ? await findCityInState(db, state.id, input) : undefined;
  if (state && !city) errors.city = [M.city];
  if (Object.keys(errors).length) {
    await refused();
    throw new ValidationError(errors);
  }

  const id = await insertUser(db, {
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
  });
  // Lost a race with a simultaneous registration of the same e-mail or CPF.
  if (!id) throw new ValidationError({ email: [M.emailTaken] });
  const session = await sessionFor(db, id, ttlDays);
  return { user: await findUser(db, id), ...session };
}

/** Mails a new reset link to the account with this e-mail, if there is one. */
export async function sendResetLink(
  db: DB,
  messenger: Messenger,
  config: Pick<Config, 'publicUrl'>,
  email: string,
): Promise<void> {
  const user = await findAccountByEmail(db, email);
  if (!user) return;
  const token = newSecret();
  await db.transaction().execute(async (trx) => {
    // Only the newest link works: an older one, perhaps in a mailbox someone else reads, dies.
    await cancelOutstandingResets(trx, user.id);
    await insertReset(trx, user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
  });
  await messenger.sendMail({
    to: email,
    subject: 'Redefinição de senha Tokaas',
    text: `Olá, ${user.name.split(' ')[0]}!\n\nPara criar uma nova senha, acesse:\n${config.publicUrl}/redefinir-senha?token=${token}\n\nO link vale por 1 hora e pode ser usado uma vez. Se você não pediu, ignore este e-mail.`,
  });
}

/** Sets the password of the link's account and ends all its sessions; a 422 on `token` when the link is not live. */
export async function resetPassword(db: DB, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const owner = await useReset(trx, sha256(token));
    if (!owner) return undefined;
    await cancelOutstandingResets(trx, owner);
    await updateUser(trx, owner, { password_hash: passwordHash, updated_at: new Date() });
    return owner;
  });
  if (!userId) throw fieldError('token', M.resetTokenInvalid);
  await revokeAllTokens(db, userId);
}
