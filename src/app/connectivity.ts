// Connectivity decided by outcomes, not navigator.onLine (spec 4): a network failure or a 5xx with
// no message marks offline; the first success afterwards means reconnected. Page calls and the
// sync worker both report here, so each transition is announced once.
// A success proves the network only when the network gave it: the service worker answers public
// catalogue GETs from its cache (and with its own 503 when it has none), so those answers say
// nothing either way. Counting them showed 'Reconectado a Internet' right after 'Sair' with no
// signal, when the home page's cached answers arrived.

import { isCatalogueRequest } from '../api/catalogue-requests.ts';
import { type CalledRequest, CONNECTION_ERROR, observeCalls } from '../api/client.ts';

export const OFFLINE_MESSAGE = CONNECTION_ERROR;
export const RECONNECTED_MESSAGE = 'Reconectado a Internet';

type Transition = 'offline' | 'reconnected';
let offline = false;
const listeners = new Set<(transition: Transition) => void>();

export function reportConnectivity(isOffline: boolean): void {
  if (isOffline === offline) return;
  offline = isOffline;
  for (const listener of listeners) listener(isOffline ? 'offline' : 'reconnected');
}

/** Whether the last outcome was a network failure (no success since). */
export function isOfflineByOutcome(): boolean {
  return offline;
}

export function onConnectivityChange(listener: (transition: Transition) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An answer the service worker may give from its cache, without the network. */
export function mayComeFromDevice({ method, path }: CalledRequest): boolean {
  return method === 'GET' && isCatalogueRequest(new URL(path, 'http://device.invalid'));
}

// A 401 answering a logout is what the logout asked for (a queued one may carry a token that is
// not the current session's), not a sign that the signed-in session ended.
const LOGOUT_PATH = '/auth/logout';

export interface PageCallHandlers {
  /** A 401 'Unauthenticated.' on the current session's calls. */
  onUnauthenticated(): void;
  /** Some request went through the network (any answer from the server). */
  onServerReached?(): void;
}

/** Feeds the page's own API calls into the connectivity state. */
export function watchPageCalls({ onUnauthenticated, onServerReached }: PageCallHandlers): () => void {
  return observeCalls((outcome, request) => {
    // A failure is one wherever it came from; a success only when the network gave it.
    if (outcome === 'offline') return reportConnectivity(true);
    if (outcome === 'ok' && mayComeFromDevice(request)) return;
    reportConnectivity(false);
    onServerReached?.();
    if (outcome === 'unauthenticated' && request.path !== LOGOUT_PATH) onUnauthenticated();
  });
}
