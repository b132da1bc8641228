// Signing in and out, signing up (confirmed by an e-mail code) and resetting a password: the
// account rules (same answer and work whether or not an e-mail exists, one live reset link) live
// here, apart from HTTP and SQL.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { M, type registerRequest } from '../../src/api/user.ts';
import type { Config } from '../config.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, ValidationError } from '../http/errors.ts';
import type { Mail, Messenger } from '../mail/mailer.ts';
import { findCityInState, findState } from '../users/place-repository.ts';
import {
  emailTaken,
  findAccountByCpf,
  findAccountByEmail,
  findUser,
  insertUser,
  updateUser,
} from '../users/user-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { cancelOutstandingResets, insertReset, useReset } from './password-reset-repository.ts';
import {
  countWrongCode,
  livePending,
  replacePending,
  takePending,
} from './pending-registration-repository.ts';
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

/** A sign-up waits this long for its code; a wrong code counts, and after this many it dies. */
const REGISTRATION_TTL_MS = 30 * 60 * 1000;
const REGISTRATION_ATTEMPTS = 5;

/**
 * Starts a sign-up: the same answer and the same work whether or not the e-mail or CPF already has
 * an account (issue 29), so the answer tells nobody who is a resident. A new e-mail gets a code
 * (the account is made when it comes back, `confirmRegistration`); an e-mail with an account gets
 * a notice telling its owner, no code. Returns the mail to send.
 */
export async function requestRegistration(
  db: DB,
  config: Pick<Config, 'publicUrl'>,
  input: z.output<typeof registerRequest>,
): Promise<Mail> {
  const errors: Record<string, string[]> = {};
  const state = await findState(db, input);
  if (!state) errors.state = [M.state];
  const city = state ? await findCityInState(db, state.id, input) : undefined;
  if (state && !city) errors.city = [M.city];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  // Hashed in both cases: the argon2 time would otherwise tell the two apart.
  const passwordHash = await hashPassword(input.password);
  const firstName = input.name.split(/\s+/)[0];
  const owner = await findAccountByEmail(db, input.email);
  if (owner) {
    return {
      to: input.email,
      subject: 'Sua conta Tokaas',
      text: `Olá, ${owner.name.split(' ')[0]}!\n\nAlguém tentou criar uma conta Tokaas com este e-mail, mas ele já tem uma conta.\n\nSe foi você, entre em ${config.publicUrl}/login com sua senha. Se a esqueceu, use "Esqueceu a senha?" na mesma página.\n\nSe não foi você, ignore este e-mail: sua conta continua segura.`,
    };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replacePending(
    db,
    input.email,
    sha256(code),
    {
      name: input.name.replace(/\s+/g, ' '),
      email: input.email,
      password_hash: passwordHash,
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
    },
    new Date(Date.now() + REGISTRATION_TTL_MS),
  );
  return {
    to: input.email,
    subject: 'Seu código de cadastro Tokaas',
    text: `Olá, ${firstName}!\n\nSeu código para concluir o cadastro na Tokaas é ${code}.\n\nEle vale por 30 minutos. Se você não pediu, ignore este e-mail: nenhuma conta será criada.`,
  };
}

/**
 * Makes the account of a waiting sign-up whose code matches, its e-mail confirmed, and its first
 * session. A wrong, expired or used code is a 422 on `code`; an e-mail or CPF that got an account
 * meanwhile, a 422 on that field (the person has just shown they read this mailbox), and the
 * CPF's owner is told by mail.
 */
export async function confirmRegistration(
  db: DB,
  messenger: Messenger,
  config: Pick<Config, 'publicUrl'>,
  email: string,
  code: string,
  ttlDays: number,
) {
  const pending = await livePending(db, email);
  if (!pending || pending.attempts >= REGISTRATION_ATTEMPTS) throw fieldError('code', M.codeInvalid);
  if (pending.code_hash !== sha256(code)) {
    await countWrongCode(db, pending.id);
    throw fieldError('code', M.codeInvalid);
  }
  if (!(await takePending(db, pending.id))) throw fieldError('code', M.codeInvalid);
  const form = pending.form;
  const errors: Record<string, string[]> = {};
  if (await emailTaken(db, form.email)) errors.email = [M.emailTaken];
  const cpfOwner = form.document_cpf ? await findAccountByCpf(db, form.document_cpf) : undefined;
  if (cpfOwner) {
    errors.cpf = [M.cpfTaken];
    // The CPF's owner learns of it, as an e-mail's owner does at the first step.
    await messenger.sendMail({
      to: cpfOwner.email,
      subject: 'Seu CPF em um cadastro Tokaas',
      text: `Olá, ${cpfOwner.name.split(' ')[0]}!\n\nAlguém tentou criar uma conta Tokaas com o CPF da sua conta, usando outro e-mail. O cadastro não foi feito.\n\nSe foi você, entre em ${config.publicUrl}/login com o e-mail da sua conta. Se não foi, fale conosco em ${config.publicUrl}/contato.`,
    });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const id = await insertUser(db, { ...form, email_verified_at: new Date() });
  // Lost a race with a simultaneous sign-up of the same e-mail or CPF.
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
