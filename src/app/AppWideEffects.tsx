// Invisible parts of the shell that connect the data layer to what people see: the sync worker's
// lifecycle and events, connectivity snackbars, the silent logout on 401, the logouts still owed
// to the server (sent at start, on 'online' and after any request that reached the server), and
// the 'Nova versão disponível' prompt.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { SyncEvent } from '../data/engine/sync/events.ts';
import { setSyncClient } from '../data/page-sync-client.ts';
import { sendQueuedLogouts, useSessionUserId } from '../data/session.ts';
import { afterIdle } from '../shared/idle.ts';
import { toast } from '../ui/Toast.tsx';
import {
  OFFLINE_MESSAGE,
  onConnectivityChange,
  RECONNECTED_MESSAGE,
  reportConnectivity,
  watchPageCalls,
} from './connectivity.ts';
import { onServiceWorkerMessage, precacheResidentArea, registerServiceWorker } from './register-sw.ts';
import { signOutEverywhere } from './sign-out.ts';

/** 401 'Unauthenticated.': silent logout, go to / (spec 4). */
function useSilentLogout(): () => void {
  const [, navigate] = useLocation();
  return () => {
    navigate('/');
    void signOutEverywhere();
  };
}

export function AppWideEffects() {
  const userId = useSessionUserId();
  const silentLogout = useSilentLogout();
  const logoutRef = useRef(silentLogout);
  logoutRef.current = silentLogout;

  useEffect(() => {
    if (import.meta.env.PROD) {
      registerServiceWorker((apply) =>
        toast.show('Nova versão disponível', {
          tone: 'info',
          timeout: 0,
          action: { label: 'Atualizar', onAction: apply },
        }),
      );
    }
  }, []);

  useEffect(() => {
    const stopCalls = watchPageCalls({
      onUnauthenticated: () => logoutRef.current(),
      onServerReached: () => void sendQueuedLogouts(),
    });
    const sendLogouts = () => void sendQueuedLogouts();
    window.addEventListener('online', sendLogouts);
    // At start too, once the screen is drawn: a sign-out from a last visit with no signal.
    void afterIdle().then(sendLogouts);
    const stopToasts = onConnectivityChange((transition) => {
      if (transition === 'offline') {
        toast.show(OFFLINE_MESSAGE, { tone: 'error', action: { label: 'Ok', onAction: () => {} } });
      } else {
        toast.show(RECONNECTED_MESSAGE, { tone: 'success' });
      }
    });
    return () => {
      stopCalls();
      stopToasts();
      window.removeEventListener('online', sendLogouts);
    };
  }, []);

  // The sync worker runs while someone is signed in; its client loads only then, once the
  // main thread is idle: on an offline start the worker's start no longer competes with the screen.
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    const onEvent = (event: SyncEvent) => {
      if (event.type === 'connectivity') {
        reportConnectivity(event.state === 'offline');
        if (event.state === 'reconnected') void sendQueuedLogouts();
      } else if (event.type === 'sync-error' && event.reason === 'unauthorized') logoutRef.current();
      else if (event.type === 'reload-required') {
        toast.show('O app foi atualizado. Recarregue para continuar.', {
          tone: 'info',
          timeout: 0,
          action: { label: 'Recarregar', onAction: () => window.location.reload() },
        });
      }
    };
    void afterIdle()
      .then(() => import('../data/sync-client.ts'))
      .then(
        ({ startSyncClient }) => {
          if (stopped) return;
          const client = startSyncClient(onEvent);
          setSyncClient(client);
          void client.sync('sign-in');
          // The session is stored by now; the resident area is precached for offline use.
          precacheResidentArea();
          // A push just shown by the service worker: the bell's count follows without a reload.
          const stopPushes = onServiceWorkerMessage(
            'tokaas:notification',
            () => void client.pull(['notifications']),
          );
          stop = () => {
            stopPushes();
            setSyncClient(undefined);
            client.dispose();
          };
        },
        (error: unknown) => console.warn('[sincronização]', error),
      );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);

  return null;
}
