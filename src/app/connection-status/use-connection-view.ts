// The facts connection-rule.ts decides from, followed live: connectivity by outcomes
// (connectivity.ts) and the browser's offline/online events, the outbox's pending count and age,
// and a timer for the moment a waiting change turns the view 'slow'.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePendingCounts } from '../../data/change-counts.ts';
import { useOldestPendingAt } from '../../data/oldest-pending.ts';
import { isOfflineByOutcome, onConnectivityChange } from '../connectivity.ts';
import { type ConnectionView, connectionView, slowAt } from './connection-rule.ts';

function subscribeOffline(listener: () => void): () => void {
  const stop = onConnectivityChange(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    stop();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const knownOffline = () => isOfflineByOutcome() || navigator.onLine === false;

export function useConnectionView(): ConnectionView {
  const offline = useSyncExternalStore(subscribeOffline, knownOffline, () => false);
  const { pending } = usePendingCounts();
  const oldestPendingAt = useOldestPendingAt();
  // The wait of a change counts from the connection's return, not from when it was made offline:
  // noted in the render that sees the change, so no frame judges with the old moment.
  const [since, setSince] = useState(() => ({ offline, at: Date.now() }));
  if (since.offline !== offline) setSince({ offline, at: Date.now() });
  const onlineSince = since.at;
  const [now, setNow] = useState(() => Date.now());

  const facts = { offline, pending, oldestPendingAt, onlineSince, now };
  const due = slowAt(facts);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(() => setNow(Date.now()), due - Date.now());
    return () => clearTimeout(timer);
  }, [due]);

  return connectionView({ ...facts, now: Math.max(now, Date.now()) });
}
