// What the connection indicator says, decided from outcomes (as connectivity.ts decides offline):
// - 'offline': the last request failed for lack of network (no success since), or the browser
//   says it has no network at all (navigator.onLine false is always right; true proves nothing);
// - 'slow': not known offline, yet a change has waited more than SLOW_AFTER_MS to be sent while
//   the connection was up (lie-fi: connected, with answers that never come). The wait counts from
//   the later of the change's creation and the moment the connection last came back, so changes
//   made offline do not read as 'slow' in the second it takes to send them after reconnecting;
// - 'online' otherwise.
// Only the resident area shows it (the pending count is theirs); guests keep the spec's snackbars.

/** A change sent on a healthy connection is acknowledged well within this. */
export const SLOW_AFTER_MS = 8_000;

export interface ConnectionFacts {
  offline: boolean;
  pending: number;
  /** When the oldest change still waiting was made (epoch ms), or null with none. */
  oldestPendingAt: number | null;
  /** When the connection last came back (or the page started), epoch ms. */
  onlineSince: number;
  now: number;
}

export type ConnectionView = { state: 'online' } | { state: 'offline' | 'slow'; pending: number };

function waitingSince({ oldestPendingAt, onlineSince, pending }: ConnectionFacts): number | null {
  if (pending === 0 || oldestPendingAt === null) return null;
  return Math.max(oldestPendingAt, onlineSince);
}

export function connectionView(facts: ConnectionFacts): ConnectionView {
  if (facts.offline) return { state: 'offline', pending: facts.pending };
  const since = waitingSince(facts);
  if (since !== null && facts.now - since >= SLOW_AFTER_MS) return { state: 'slow', pending: facts.pending };
  return { state: 'online' };
}

/** When the view turns 'slow' by the clock alone, or null when time changes nothing. */
export function slowAt(facts: ConnectionFacts): number | null {
  if (facts.offline) return null;
  const since = waitingSince(facts);
  if (since === null) return null;
  const at = since + SLOW_AFTER_MS;
  return at > facts.now ? at : null;
}

/** 'Sem conexão · 2 alterações aguardando envio' (just 'Sem conexão' with nothing waiting). */
export function connectionLabel(view: Exclude<ConnectionView, { state: 'online' }>): string {
  if (view.pending === 0) return 'Sem conexão';
  const changes =
    view.pending === 1 ? '1 alteração aguardando envio' : `${view.pending} alterações aguardando envio`;
  return `Sem conexão · ${changes}`;
}
