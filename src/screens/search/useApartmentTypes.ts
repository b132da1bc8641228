// The unit types of the filter (GET /enterprise/apartment/type/list), asked once per visit: the
// list is reference data. A failure is forgotten so the next opening of 'Filtros' asks again.
import { useEffect, useState } from 'react';
import type { ApartmentType } from '../../api/catalogue.ts';
import { fetchApartmentTypes } from '../../api/catalogue-calls.ts';

let cached: Promise<ApartmentType[]> | null = null;

function loadTypes(): Promise<ApartmentType[]> {
  cached ??= fetchApartmentTypes().then(
    ({ data }) => data,
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

export function useApartmentTypes(): { types: readonly ApartmentType[]; failed: boolean } {
  const [state, setState] = useState<{ types: readonly ApartmentType[]; failed: boolean }>({
    types: [],
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadTypes().then(
      (types) => live && setState({ types, failed: false }),
      () => live && setState({ types: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
