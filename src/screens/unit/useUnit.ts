// Loads the unit of the page and its blocked dates. An unknown id, or a failed call, is 'missing':
// the page then goes to /404 (spec 7). Blocked dates never fail (an empty list on error). On a
// server-rendered page the first state is the unit the page was rendered with, as a guest.
import { useEffect, useRef, useState } from 'react';
import { fetchApartment, fetchBlockedDates } from '../../api/catalogue-calls.ts';
import type { Apartment } from '../../api/catalogue-responses.ts';
import { parseRouteId } from '../../api/route-id.ts';
import { serverData, unitDataKey } from '../../app/server-data.ts';
import { tokenOf, useSessionToken, whenSessionKnown } from '../../data/session.ts';

export type UnitLoad =
  | { status: 'loading' }
  | { status: 'ready'; unit: Apartment; blockedDates: string[] }
  | { status: 'missing' };

export function useUnit(idParam: string | undefined): UnitLoad {
  // Only the token: a guest's session being restored ('loading' → 'anonymous') does not draw the
  // page again.
  const token = useSessionToken();
  const id = parseRouteId(idParam ?? '');
  const [load, setLoad] = useState<UnitLoad>(
    () => (id === undefined ? undefined : serverData<UnitLoad>(unitDataKey(id))) ?? { status: 'loading' },
  );
  // The server's answer is a guest's: asked again only once a token comes (for `favorited`).
  const seededFor = useRef(load.status === 'loading' ? undefined : id);

  useEffect(() => {
    if (id === undefined) {
      setLoad({ status: 'missing' });
      return;
    }
    if (seededFor.current === id && token === null) return;
    const controller = new AbortController();
    // Wait for the session so the answer carries the resident's `favorited`.
    void whenSessionKnown().then((session) => {
      // A token that came meanwhile runs this again, with it.
      if (controller.signal.aborted || tokenOf(session) !== token) return;
      seededFor.current = undefined;
      // Signing in on the page refetches quietly: the page stays while the new answer comes.
      setLoad((current) =>
        current.status === 'ready' && current.unit.id === id ? current : { status: 'loading' },
      );
      Promise.all([fetchApartment(id, { token, signal: controller.signal }), fetchBlockedDates(id)])
        .then(([{ data }, blockedDates]) => {
          if (!controller.signal.aborted) setLoad({ status: 'ready', unit: data, blockedDates });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
          console.warn('[unidade]', error);
          setLoad({ status: 'missing' });
        });
    });
    return () => controller.abort();
  }, [id, token]);

  return id === undefined ? { status: 'missing' } : load;
}
