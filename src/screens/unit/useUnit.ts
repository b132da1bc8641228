// Loads the unit of the page and its blocked dates. An unknown id, or the server's 404, is
// 'missing': the page then goes to /404 (spec 7). No answer — offline, or none within
// SLOW_ANSWER_MS on a slow network — is 'unreachable': a unit never opened on this device needs the
// internet, and the page says so under its own address and loads by itself when the connection
// returns (the online event, the app shown again, and a retry with backoff after a failure: the
// online event may come before the network really answers) or on 'Tentar novamente'. A slow
// answer that comes after all still draws the unit. Blocked dates never fail (an empty list on error). On a
// server-rendered page the first state is the unit the page was rendered with, as a guest.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchApartment, fetchBlockedDates } from '../../api/catalogue-calls.ts';
import type { Apartment } from '../../api/catalogue-responses.ts';
import { ApiError } from '../../api/client.ts';
import { parseRouteId } from '../../api/route-id.ts';
import { tokenOf, useSessionToken, whenSessionKnown } from '../../data/session.ts';
import { serverData, unitDataKey } from '../../first-paint/server-data.ts';

export type UnitLoad =
  | { status: 'loading' }
  | { status: 'ready'; unit: Apartment; blockedDates: string[] }
  | { status: 'missing' }
  | {
      status: 'unreachable';
      /** 'network': no answer (offline or too slow); 'server': an answer that is not the unit. */
      cause: 'network' | 'server';
      retry(): void;
    };

/** As the service worker's deadline for pages (sw/network-deadline.ts): past it, say why. */
const SLOW_ANSWER_MS = 2_500;
/** After a failed attempt: 2 s, 4 s, 8 s… up to 30 s. */
const retryDelay = (failures: number) => Math.min(2_000 * 2 ** failures, 30_000);

const causeOf = (error: unknown): 'network' | 'server' =>
  error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout' ? 'server' : 'network';

export function useUnit(idParam: string | undefined): UnitLoad {
  // Only the token: a guest's session being restored ('loading' → 'anonymous') does not draw the
  // page again.
  const token = useSessionToken();
  const id = parseRouteId(idParam ?? '');
  const [load, setLoad] = useState<UnitLoad>(
    () => (id === undefined ? undefined : serverData(unitDataKey(id))) ?? { status: 'loading' },
  );
  // The server's answer is a guest's: asked again only once a token comes (for `favorited`).
  const seededFor = useRef(load.status === 'loading' ? undefined : id);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failures = useRef(0);
  const shown = useRef(load);
  shown.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again, by design
  useEffect(() => {
    if (id === undefined) {
      setLoad({ status: 'missing' });
      return;
    }
    if (seededFor.current === id && token === null) return;
    const controller = new AbortController();
    let slow: ReturnType<typeof setTimeout> | undefined;
    let again: ReturnType<typeof setTimeout> | undefined;
    // Wait for the session so the answer carries the resident's `favorited`.
    void whenSessionKnown().then((session) => {
      // A token that came meanwhile runs this again, with it.
      if (controller.signal.aborted || tokenOf(session) !== token) return;
      seededFor.current = undefined;
      // Signing in on the page refetches quietly: the page stays while the new answer comes; so
      // does the reason a retry is for (no skeleton blinking at each attempt).
      setLoad((current) =>
        (current.status === 'ready' && current.unit.id === id) || current.status === 'unreachable'
          ? current
          : { status: 'loading' },
      );
      // Still waiting: the page says why, and keeps waiting for the answer.
      slow = setTimeout(() => {
        setLoad((current) =>
          current.status === 'loading' ? { status: 'unreachable', cause: 'network', retry } : current,
        );
      }, SLOW_ANSWER_MS);
      Promise.all([fetchApartment(id, { token, signal: controller.signal }), fetchBlockedDates(id)])
        .then(([{ data }, blockedDates]) => {
          if (controller.signal.aborted) return;
          failures.current = 0;
          setLoad({ status: 'ready', unit: data, blockedDates });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
          console.warn('[unidade]', error);
          const current = shown.current;
          // A unit already on screen stays (a quiet refetch that failed).
          if (current.status === 'ready' && current.unit.id === id) return;
          if (error instanceof ApiError && error.kind === 'not-found') return setLoad({ status: 'missing' });
          again = setTimeout(retry, retryDelay(failures.current++));
          setLoad({ status: 'unreachable', cause: causeOf(error), retry });
        })
        .finally(() => clearTimeout(slow));
    });
    return () => {
      clearTimeout(slow);
      clearTimeout(again);
      controller.abort();
    };
  }, [id, token, attempt, retry]);

  const unreachable = load.status === 'unreachable';
  useEffect(() => {
    if (!unreachable) return;
    // The connection may be back: ask again (a request still in flight is replaced).
    const again = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [unreachable, retry]);

  return id === undefined ? { status: 'missing' } : load;
}
