// Logouts the server has not heard yet. Signing out never waits for the network, so the token of a
// sign-out made with no signal (or on a connection that never answers) is kept here, only to revoke
// it, and its logout is sent when the connection returns: the online event, the next app start,
// the next request that reaches the server.
// - kept before the first attempt, so a page closed mid-request still revokes it later;
// - dropped once the server answered (2xx, 401: already revoked, or any other refusal, which no
//   retry would change); kept on a network failure, a timeout, a 5xx, 408 or 429;
// - one send at a time; a failure stops the round (the others would fail the same way);
// - at most MAX_KEPT tokens (the oldest go first), so a device offline for months stays bounded.
import { get, set } from 'idb-keyval';
import { ApiError } from '../api/client.ts';

export const PENDING_LOGOUTS_KEY = 'tokaas.pending-logouts';
const MAX_KEPT = 20;

/** Revokes one token on the server (the same call as an online sign-out). */
export type SendLogout = (token: string) => Promise<unknown>;

export type LogoutRound = { sent: number; stoppedBy: 'done' | 'unreachable' };

async function readTokens(): Promise<string[]> {
  const tokens = await get<unknown>(PENDING_LOGOUTS_KEY).catch(() => undefined);
  return Array.isArray(tokens) ? tokens.filter((t): t is string => typeof t === 'string') : [];
}

// False once a round emptied the list in this page: each request that reaches the server then
// costs no IndexedDB read. Another tab's sign-out is caught at the next start.
let maybeKept = true;

/** Keeps a token whose logout is about to be sent (idempotent). */
export async function keepPendingLogout(token: string): Promise<void> {
  maybeKept = true;
  const tokens = await readTokens();
  if (tokens.includes(token)) return;
  await set(PENDING_LOGOUTS_KEY, [...tokens, token].slice(-MAX_KEPT)).catch(() => {});
}

export async function pendingLogoutCount(): Promise<number> {
  return (await readTokens()).length;
}

async function drop(token: string): Promise<void> {
  const tokens = await readTokens();
  await set(
    PENDING_LOGOUTS_KEY,
    tokens.filter((t) => t !== token),
  ).catch(() => {});
}

/** Whether the server answered the logout for good (or a retry may still be needed). */
function serverAnswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return false;
  return error.status !== 408 && error.status !== 429;
}

let running: Promise<LogoutRound> | null = null;

/** Sends every kept logout, oldest first; a call while a round runs gets that round. */
export function sendPendingLogouts(send: SendLogout): Promise<LogoutRound> {
  if (!maybeKept && !running) return Promise.resolve({ sent: 0, stoppedBy: 'done' });
  running ??= sendRound(send).finally(() => {
    running = null;
  });
  return running;
}

async function sendRound(send: SendLogout): Promise<LogoutRound> {
  let sent = 0;
  for (const token of await readTokens()) {
    try {
      await send(token);
    } catch (error) {
      if (!serverAnswered(error)) return { sent, stoppedBy: 'unreachable' };
    }
    await drop(token);
    sent++;
  }
  maybeKept = (await readTokens()).length > 0;
  return { sent, stoppedBy: 'done' };
}
