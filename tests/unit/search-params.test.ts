import { describe, expect, it } from 'vitest';
import { today } from '../../src/domain/dates.ts';
import {
  activeFilterCount,
  apiQuery,
  DEFAULT_FILTERS,
  filtersOf,
  readSearchState,
  searchHref,
  withFilters,
  writeSearchState,
} from '../../src/screens/search/search-params.ts';

const inDays = (n: number) => today().add({ days: n }).toString();

describe('the search in the URL', () => {
  it('reads a plain /buscar as the default search', () => {
    expect(readSearchState('')).toEqual({ ...DEFAULT_FILTERS, order: 'relevance' });
    expect(searchHref(readSearchState(''))).toBe('/buscar');
  });

  it('round-trips every parameter under the API names', () => {
    const query = [
      'q=S%C3%A3o+Paulo',
      'location=4',
      'order=price_desc',
      `checkin=${inDays(3)}`,
      `checkout=${inDays(40)}`,
      'price_min=1000',
      'price_max=4000',
      'type=casa-mobiliada',
      'people=2',
      'rooms=1',
      'bathrooms=1',
      'pets=true',
      'amenities=wifi%2Cpiscina',
    ].join('&');
    const state = readSearchState(query);
    expect(state).toMatchObject({
      q: 'São Paulo',
      location: '4',
      order: 'price_desc',
      price: [1000, 4000],
      type: 'casa-mobiliada',
      people: 2,
      pets: true,
      amenities: ['wifi', 'piscina'],
    });
    expect(writeSearchState(state)).toBe(query);
    expect(apiQuery(state, 2, 100)).toMatchObject({
      page: 2,
      perPage: 100,
      amenities: 'wifi,piscina',
      pets: 'true',
    });
  });

  it('accepts DD/MM/YYYY dates and drops half or past periods', () => {
    const [y, m, d] = inDays(5).split('-');
    const [y2, m2, d2] = inDays(9).split('-');
    expect(readSearchState(`checkin=${d}/${m}/${y}&checkout=${d2}/${m2}/${y2}`)).toMatchObject({
      checkin: inDays(5),
      checkout: inDays(9),
    });
    expect(readSearchState(`checkin=${inDays(5)}`).checkin).toBeUndefined();
    expect(readSearchState(`checkin=${inDays(-5)}&checkout=${inDays(5)}`).checkin).toBeUndefined();
    expect(readSearchState(`checkin=${inDays(5)}&checkout=${inDays(5)}`).checkin).toBeUndefined();
  });

  it('repairs nonsense: unknown order, out-of-range counters, crossed prices, Todos', () => {
    expect(
      readSearchState('order=cheap&people=40&rooms=-1&price_min=5000&price_max=3000&type=Todos'),
    ).toMatchObject({ order: 'relevance', people: 12, rooms: 0, price: [2900, 3000], type: undefined });
  });

  it('counts the active filters of the dialog, each amenity on its own', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    const state = readSearchState(
      `price_max=5000&type=container&people=1&pets=true&amenities=wifi,academia&checkin=${inDays(2)}&checkout=${inDays(4)}`,
    );
    expect(activeFilterCount(filtersOf(state))).toBe(7);
  });

  it('changing the filters keeps the text, the building and the order', () => {
    const state = readSearchState('q=Moema&location=5&order=price_asc&people=3');
    expect(withFilters(state, DEFAULT_FILTERS)).toEqual({
      ...DEFAULT_FILTERS,
      q: 'Moema',
      location: '5',
      order: 'price_asc',
    });
  });
});
