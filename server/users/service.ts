// The signed-in user's own account: reading it, editing the profile (e-mail locked, CPF and RG
// only while empty) and verifying the e-mail and the mobile number with one-time codes.
import type { z } from 'zod';
import { M, type profileEditRequest, type User } from '../../src/api/user.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, unauthenticated, ValidationError } from '../http/errors.ts';
import type { Messenger } from '../mail/mailer.ts';
import { findCity } from './place-repository.ts';
import { cpfTaken, findUser, updateUser } from './user-repository.ts';
import { type Channel, consumeCode, createCode } from './verification.ts';

/** The signed-in user; a 401 when the account is gone. */
export async function currentUser(db: DB, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw unauthenticated();
  return user;
}

/** Saves the profile and returns it as stored; 422 per field when a rule refuses it. */
export async function editProfile(
  db: DB,
  id: number,
  input: z.output<typeof profileEditRequest>,
): Promise<User> {
  const before = await currentUser(db, id);
  const errors: Record<string, string[]> = {};
  if (input.email !== undefined && input.email.trim().toLowerCase() !== before.email)
    errors.email = [M.emailLocked];
  if (before.document_cpf && input.document_cpf !== before.document_cpf) errors.document_cpf = [M.cpfLocked];
  if (before.document_rg && input.document_rg !== before.document_rg) errors.document_rg = [M.rgLocked];
  if (!before.document_cpf && (await cpfTaken(db, input.document_cpf, id)))
    errors.document_cpf = [M.cpfTaken];
  const city = await findCity(db, input.city_id);
  if (!city) errors.city_id = [M.city];
  else if (city.state_id !== input.state_id) errors.state_id = [M.state];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const phoneChanged = input.celphone !== before.celphone;
  await updateUser(db, id, {
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
  });
  return currentUser(db, id);
}

/** Mails a verification code unless the e-mail is already verified; whether one was sent. */
export async function sendEmailCode(db: DB, messenger: Messenger, userId: number): Promise<boolean> {
  const user = await currentUser(db, userId);
  if (user.email_verified) return false;
  const code = await createCode(db, user.id, 'email');
  await messenger.sendMail({
    to: user.email,
    subject: 'Seu código de verificação Tokaas',
    text: `Seu código de verificação é ${code}. Ele vale por 15 minutos.`,
  });
  return true;
}

/** Texts a verification code unless the number is already verified; whether one was sent. */
export async function sendSmsCode(db: DB, messenger: Messenger, userId: number): Promise<boolean> {
  const user = await currentUser(db, userId);
  if (!user.celphone) throw fieldError('celphone', M.celphone);
  if (user.phone_verified) return false;
  const code = await createCode(db, user.id, 'sms');
  await messenger.sendSms(user.celphone, `Tokaas: seu código de verificação é ${code}. Vale por 15 minutos.`);
  return true;
}

const VERIFIED_COLUMN = { email: 'email_verified_at', sms: 'phone_verified_at' } as const;

/** Uses up the channel's live code and marks that contact verified; 422 on `code` when it is wrong. */
export async function verifyContact(db: DB, userId: number, channel: Channel, code: string): Promise<User> {
  if (!(await consumeCode(db, userId, channel, code))) throw fieldError('code', M.codeInvalid);
  await updateUser(db, userId, { [VERIFIED_COLUMN[channel]]: new Date() });
  return currentUser(db, userId);
}
