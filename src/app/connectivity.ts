// Connectivity decided by call outcomes, not navigator.onLine (spec 4): a network failure or a
// 5xx with no message marks offline; the first success afterwards means reconnected.
import { observeCalls } from '../api/client.ts';

export const OFFLINE_MESSAGE = 'Ocorreu um erro de conexão, tente novamente em instantes.';
export const RECONNECTED_MESSAGE = 'Reconectado a Internet';

export interface ConnectivityHandlers {
  onOffline(): void;
  onReconnected(): void;
  onUnauthenticated(): void;
}

export function watchConnectivity(handlers: ConnectivityHandlers): () => void {
  let offline = false;
  return observeCalls((outcome) => {
    if (outcome === 'offline') {
      if (!offline) handlers.onOffline();
      offline = true;
    } else {
      if (offline) handlers.onReconnected();
      offline = false;
      if (outcome === 'unauthenticated') handlers.onUnauthenticated();
    }
  });
}
