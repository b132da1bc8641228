// Password reset links (password_resets): only their SHA-256 is stored, one use each.
import type { DB } from '../db/connect.ts';

/** Every unused reset link of the user stops working. */
export function cancelOutstandingResets(db: DB, userId: number) {
  return db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertReset(db: DB, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** Marks the live, unexpired link with this hash used; its user's id, or undefined when none. */
export async function useReset(db: DB, tokenHash: string): Promise<number | undefined> {
  const reset = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return reset?.user_id;
}
