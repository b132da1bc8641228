// The city pickers' lookups: a state's cities (an unknown state is not found) and cities by a
// typed name (folded, at least two letters, a bounded list).
import { searchName } from '../../src/domain/search-text.ts';
import type { DB } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import { citiesMatching, citiesOfState, findStateId } from './city-repository.ts';

export { listStates } from './city-repository.ts';

const CITY_LIMIT = 50;

/** {state} is the UF ('SP'), the IBGE state id (35) or the name ('São Paulo'). */
export async function citiesByState(db: DB, state: string) {
  const stateId = await findStateId(db, state.trim());
  if (stateId === undefined) throw notFound('Estado não encontrado.');
  return citiesOfState(db, stateId);
}

export async function citiesByName(db: DB, name: string) {
  const term = searchName(name).slice(0, 60);
  if (term.length < 2) return [];
  return citiesMatching(db, term, CITY_LIMIT);
}
