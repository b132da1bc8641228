// The buildings (GET /enterprise/locations): the map's markers and the name on the building chip.
import { useCallback, useEffect, useState } from 'react';
import type { Location } from '../../api/catalogue.ts';
import { fetchLocations } from '../../api/catalogue-calls.ts';

export interface LocationsState {
  locations: readonly Location[];
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

export function useLocations(): LocationsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<LocationsState, 'retry'>>({ locations: [], status: 'loading' });
  useEffect(() => {
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
