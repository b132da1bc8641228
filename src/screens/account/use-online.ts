// Whether the browser says it has a network, to warn before an action that needs it. Only a hint:
// the call's outcome is what decides (spec 4), and a failed call says the same thing.
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../api/client.ts';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** 'Sem conexão: {action} precisa de internet.' */
export function needsNetworkMessage(action: string): string {
  return `Sem conexão: ${action} precisa de internet.`;
}

/** A call that failed for lack of a connection (not a refusal by the server). */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}
