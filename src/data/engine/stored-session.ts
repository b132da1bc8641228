// The session as stored in IndexedDB (idb-keyval), readable from the page, the sync worker
// and the service worker alike. No React here: workers import it.
import { get } from 'idb-keyval';
import type { User } from '../../api/user.ts';

export const TOKEN_KEY = 'tokaas.token';
export const USER_KEY = 'tokaas.token.user';

export async function readStoredSession(): Promise<{ userId: number; token: string } | null> {
  try {
    const [token, user] = await Promise.all([get<string>(TOKEN_KEY), get<User>(USER_KEY)]);
    return token && user ? { token, userId: user.id } : null;
  } catch {
    return null;
  }
}
