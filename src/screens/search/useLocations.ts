// The buildings (GET /enterprise/locations): the map's markers and the name on the building chip.
// On a server-rendered page they come with it (the same answer the home's search bar uses).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Location } from '../../api/catalogue.ts';
import { fetchLocations } from '../../api/catalogue-calls.ts';
import { serverData } from '../../first-paint/server-data.ts';

export interface LocationsState {
  locations: readonly Location[];
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

export function useLocations(): LocationsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<LocationsState, 'retry'>>(() => {
    const seeded = serverData('locations');
    return seeded ? { locations: seeded, status: 'ready' } : { locations: [], status: 'loading' };
  });
  const seeded = useRef(state.status === 'ready');
  useEffect(() => {
    if (seeded.current && attempt === 0) return;
    let live = true;
    // attempt: a retry runs this again.
    void attempt;
    setState((s) => ({ ...s, status: 'loading' }));
    fetchLocations().then(
      ({ data }) => live && setState({ locations: data, status: 'ready' }),
      () => live && setState((s) => ({ ...s, status: 'error' })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
