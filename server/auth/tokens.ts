// Bearer tokens: 256 random bits, only their SHA-256 is stored; absolute and idle expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';

export const IDLE_TIMEOUT_MS = 14 * 24 * 3600 * 1000;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export async function issueToken(
  db: DB,
  userId: number,
  ttlDays: number,
): Promise<{ token: string; expiresIn: number }> {
  const token = newSecret();
  const expiresIn = ttlDays * 24 * 3600;
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + expiresIn * 1000),
    })
    .execute();
  return { token, expiresIn };
}

/** The user id and token row of a live token, or undefined. */
export async function resolveToken(
  db: DB,
  token: string,
): Promise<{ userId: number; tokenId: number } | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id', 'expires_at', 'revoked_at', 'last_used_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  const now = Date.now();
  if (
    !row ||
    row.revoked_at ||
    row.expires_at.getTime() <= now ||
    row.last_used_at.getTime() + IDLE_TIMEOUT_MS <= now
  ) {
    return undefined;
  }
  // Touch at most once a minute: keeps the idle clock without a write per request.
  if (now - row.last_used_at.getTime() > 60_000) {
    await db
      .updateTable('auth_tokens')
      .set({ last_used_at: new Date(now) })
      .where('id', '=', row.id)
      .execute();
  }
  return { userId: row.user_id, tokenId: row.id };
}

export async function revokeToken(db: DB, tokenId: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute();
}

export async function revokeAllTokens(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
