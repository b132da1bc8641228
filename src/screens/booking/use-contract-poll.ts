// After a Pix hire the contract is polled every 5 s until it leaves 'awaiting Pix' (spec 4), then
// polling stops. A failed poll (offline, server down) is silent — the shell already says the
// connection dropped, once — and the next one is tried on schedule; coming back online or back to
// the tab polls at once. Returns the latest contract seen.
import { useEffect, useRef, useState } from 'react';
import { fetchContract } from '../../api/contract-calls.ts';
import type { Contract } from '../../api/contracts.ts';
import { refreshResidentData } from '../../data/contracts.ts';
import { useSessionToken } from '../../data/session.ts';
import { hireOutcome, PIX_POLL_INTERVAL_MS } from '../../domain/booking-contract.ts';

const waiting = (c: Contract) => {
  const outcome = hireOutcome(c.contract_status_id);
  return outcome === 'awaiting-pix' || outcome === 'processing';
};

export function useContractPoll<C extends Contract>(initial: C): Contract {
  const token = useSessionToken();
  const [latest, setLatest] = useState<Contract>(initial);
  // A newer copy from elsewhere (the mirror, refreshed by the sync worker) replaces the last poll.
  useEffect(() => setLatest(initial), [initial]);
  const shown = initial.id === latest.id ? latest : initial;
  const keepPolling = waiting(shown);
  const id = shown.id;
  const busy = useRef(false);

  useEffect(() => {
    if (!token || !keepPolling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void poll(), PIX_POLL_INTERVAL_MS);
    };
    const poll = async () => {
      if (stopped || busy.current) return;
      busy.current = true;
      try {
        const { data } = await fetchContract(token, id);
        if (stopped) return;
        setLatest(data);
        if (!waiting(data)) {
          stopped = true;
          void refreshResidentData().catch(() => {});
          return;
        }
      } catch {
        // Offline or the server is down: keep the page as it is and try again on schedule.
      } finally {
        busy.current = false;
      }
      schedule();
    };
    const now = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        void poll();
      }
    };

    schedule();
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', now);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', now);
    };
  }, [token, id, keepPolling]);

  return shown;
}
