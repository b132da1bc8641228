// Six-digit verification codes for e-mail and SMS: stored hashed, 15 minutes, 5 attempts,
// a new one at most once a minute.
import { randomInt } from 'node:crypto';
import { sha256 } from '../auth/tokens.ts';
import type { DB } from '../db/connect.ts';
import { tooManyRequests } from '../http/errors.ts';

export type Channel = 'email' | 'sms';
const TTL_MS = 15 * 60 * 1000;
const RESEND_MS = 60 * 1000;
const MAX_ATTEMPTS = 5;

export async function createCode(db: DB, userId: number, channel: Channel): Promise<string> {
  const last = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last && Date.now() - last.created_at.getTime() < RESEND_MS) {
    const wait = (RESEND_MS - (Date.now() - last.created_at.getTime())) / 1000;
    throw tooManyRequests(wait, 'Aguarde um minuto antes de pedir um novo código.');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: new Date() })
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        user_id: userId,
        channel,
        code_hash: sha256(code),
        expires_at: new Date(Date.now() + TTL_MS),
      })
      .execute();
  });
  return code;
}

/** True when code matches the live code of that channel (which is then used up). */
export async function consumeCode(db: DB, userId: number, channel: Channel, code: string): Promise<boolean> {
  const live = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live || live.attempts >= MAX_ATTEMPTS) return false;
  if (live.code_hash !== sha256(code)) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', live.id)
      .execute();
    return false;
  }
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', live.id)
    .execute();
  return true;
}
