// The registration form's place lists: the 27 states (GET /city/states), a state's cities
// (GET /city/city-by-state/{uf}) and the city search by name (GET /city/city-by-name/{name},
// debounced 500 ms, spec 9). Lists are kept for the session once loaded.
import { useEffect, useState } from 'react';
import { fetchCitiesByState, fetchStates, searchCities } from '../../api/user-calls.ts';
import { searchName } from '../../domain/search-text.ts';
import type { ChosenCity } from './register-model.ts';

export interface StateOption {
  id: number;
  uf: string;
  name: string;
}

export const CITY_SEARCH_DEBOUNCE_MS = 500;
const MAX_CITY_OPTIONS = 100;

let statesRequest: Promise<StateOption[]> | null = null;
const citiesByState = new Map<string, Promise<ChosenCity[]>>();

function loadStates(): Promise<StateOption[]> {
  statesRequest ??= fetchStates().then(
    ({ data }) => data,
    (error: unknown) => {
      statesRequest = null; // try again next time
      throw error;
    },
  );
  return statesRequest;
}

function loadCities(uf: string): Promise<ChosenCity[]> {
  let request = citiesByState.get(uf);
  if (!request) {
    request = fetchCitiesByState(uf).then(
      ({ data }) => data,
      (error: unknown) => {
        citiesByState.delete(uf);
        throw error;
      },
    );
    citiesByState.set(uf, request);
  }
  return request;
}

export function useStates(): { states: StateOption[]; failed: boolean } {
  const [states, setStates] = useState<StateOption[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadStates().then(
      (list) => live && setStates(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { states, failed };
}

/** The city matching a name exactly (ignoring case and accents) among a state's cities. */
export function findCityByName(cities: readonly ChosenCity[], name: string): ChosenCity | undefined {
  const wanted = searchName(name);
  return wanted ? cities.find((c) => searchName(c.name) === wanted) : undefined;
}

/** A state's cities, once loaded (empty while loading or with no state). */
export function useStateCities(uf: string): { cities: ChosenCity[]; isLoading: boolean } {
  const [loaded, setLoaded] = useState<{ uf: string; cities: ChosenCity[] } | null>(null);
  useEffect(() => {
    if (!uf) return;
    let live = true;
    loadCities(uf).then(
      (cities) => live && setLoaded({ uf, cities }),
      () => live && setLoaded({ uf, cities: [] }),
    );
    return () => {
      live = false;
    };
  }, [uf]);
  const ready = loaded?.uf === uf;
  return { cities: ready ? loaded.cities : [], isLoading: Boolean(uf) && !ready };
}

/**
 * The options of the city box for what is typed: with a state, its cities starting with the text;
 * without one, the server's search by name (debounced). The chosen city is always among them, so
 * the box keeps showing it.
 */
export function useCityOptions(
  uf: string,
  text: string,
  chosen: ChosenCity | null,
): { items: ChosenCity[]; isLoading: boolean } {
  const { cities, isLoading: stateLoading } = useStateCities(uf);
  const [found, setFound] = useState<{ term: string; cities: ChosenCity[] } | null>(null);
  const term = text.trim();
  const searching = !uf && term.length >= 2 && term !== chosen?.name;

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCities(term, controller.signal).then(
        ({ data }) => setFound({ term, cities: data }),
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') setFound({ term, cities: [] });
        },
      );
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searching, term]);

  let items: ChosenCity[];
  if (uf) {
    const prefix = term === chosen?.name ? '' : searchName(term);
    items = cities.filter((c) => searchName(c.name).startsWith(prefix)).slice(0, MAX_CITY_OPTIONS);
  } else {
    items = found && searching ? found.cities : [];
  }
  if (chosen && !items.some((c) => c.id === chosen.id)) items = [chosen, ...items];
  const isLoading = uf ? stateLoading : searching && found?.term !== term;
  return { items, isLoading };
}
