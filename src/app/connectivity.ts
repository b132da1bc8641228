// Connectivity decided by outcomes, not navigator.onLine (spec 4): a network failure or a 5xx with
// no message marks offline; the first success afterwards means reconnected. Page calls and the
// sync worker both report here, so each transition is announced once.
import { observeCalls } from '../api/client.ts';

export const OFFLINE_MESSAGE = 'Ocorreu um erro de conexão, tente novamente em instantes.';
export const RECONNECTED_MESSAGE = 'Reconectado a Internet';

type Transition = 'offline' | 'reconnected';
let offline = false;
const listeners = new Set<(transition: Transition) => void>();

export function reportConnectivity(isOffline: boolean): void {
  if (isOffline === offline) return;
  offline = isOffline;
  for (const listener of listeners) listener(isOffline ? 'offline' : 'reconnected');
}

export function onConnectivityChange(listener: (transition: Transition) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Feeds the page's own API calls into the connectivity state; 401s go to onUnauthenticated. */
export function watchPageCalls(onUnauthenticated: () => void): () => void {
  return observeCalls((outcome) => {
    if (outcome === 'offline') reportConnectivity(true);
    else {
      reportConnectivity(false);
      if (outcome === 'unauthenticated') onUnauthenticated();
    }
  });
}
