// The search lives in the URL (spec 2: /buscar with q, order, checkin, checkout, location, plus the
// filters), so a search can be shared, reloaded and walked back with the browser's back button.
// The URL parameters are the API's own names (GET /enterprise/apartment/list), so what the
// address bar says is exactly what is asked of the server.
import type { ApartmentListQuery } from '../../api/catalogue.ts';
import { COUNTER_FILTER_MAX, ORDERS, type Order } from '../../api/catalogue-messages.ts';
import { parseDay, todayIn } from '../../domain/calendar-day.ts';
import {
  FULL_PRICE_RANGE,
  fixPriceRange,
  isPriceFiltered,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type PriceRange,
} from '../../domain/price-filter.ts';
import { stayProblem } from '../../domain/stay.ts';

/** What the 'Filtros' modal edits. */
export interface SearchFilters {
  price: PriceRange;
  /** 'YYYY-MM-DD'; both or neither. */
  checkin?: string;
  checkout?: string;
  /** An apartment type slug; undefined is 'Todos'. */
  type?: string;
  people: number;
  rooms: number;
  bathrooms: number;
  pets: boolean;
  /** Amenity slugs. */
  amenities: readonly string[];
}

export interface SearchState extends SearchFilters {
  q?: string;
  order: Order;
  /** An enterprise id (a map marker, the home's dropdown) or a place name. */
  location?: string;
}

export const DEFAULT_FILTERS: SearchFilters = {
  price: FULL_PRICE_RANGE,
  people: 0,
  rooms: 0,
  bathrooms: 0,
  pets: false,
  amenities: [],
};

const text = (value: string | null, max = 120) => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};

const whole = (value: string | null, min: number, max: number, fallback: number) => {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
};

/**
 * Dates from the URL as 'YYYY-MM-DD' (DD/MM/YYYY is accepted too). A half or stale period (an old
 * link whose check-in has passed) is dropped rather than turned into an error page.
 */
function period(
  checkin: string | null,
  checkout: string | null,
): Pick<SearchFilters, 'checkin' | 'checkout'> {
  const start = checkin ? parseDay(checkin) : undefined;
  const end = checkout ? parseDay(checkout) : undefined;
  if (!start || !end || stayProblem(start, end, todayIn())) return {};
  return { checkin: start, checkout: end };
}

export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const order = params.get('order');
  const low = whole(params.get('price_min'), PRICE_FILTER_MIN, PRICE_FILTER_MAX, PRICE_FILTER_MIN);
  const high = whole(params.get('price_max'), PRICE_FILTER_MIN, PRICE_FILTER_MAX, PRICE_FILTER_MAX);
  const type = text(params.get('type'), 60);
  const pets = params.get('pets');
  return {
    q: text(params.get('q')),
    order: ORDERS.includes(order as Order) ? (order as Order) : 'relevance',
    location: text(params.get('location')),
    ...period(params.get('checkin'), params.get('checkout')),
    price: fixPriceRange([low, high]),
    type: type && type.toLowerCase() !== 'todos' ? type : undefined,
    people: whole(params.get('people'), 0, COUNTER_FILTER_MAX, 0),
    rooms: whole(params.get('rooms'), 0, COUNTER_FILTER_MAX, 0),
    bathrooms: whole(params.get('bathrooms'), 0, COUNTER_FILTER_MAX, 0),
    pets: pets === 'true' || pets === '1',
    amenities: [
      ...new Set(
        (params.get('amenities') ?? '')
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ].slice(0, 20),
  };
}

/** The parameters that differ from the defaults, in a stable order. */
function entries(state: SearchState): [string, string][] {
  const out: [string, string | undefined][] = [
    ['q', state.q],
    ['location', state.location],
    ['order', state.order === 'relevance' ? undefined : state.order],
    ['checkin', state.checkin && state.checkout ? state.checkin : undefined],
    ['checkout', state.checkin && state.checkout ? state.checkout : undefined],
    ['price_min', state.price[0] > PRICE_FILTER_MIN ? String(state.price[0]) : undefined],
    ['price_max', state.price[1] < PRICE_FILTER_MAX ? String(state.price[1]) : undefined],
    ['type', state.type],
    ['people', state.people ? String(state.people) : undefined],
    ['rooms', state.rooms ? String(state.rooms) : undefined],
    ['bathrooms', state.bathrooms ? String(state.bathrooms) : undefined],
    ['pets', state.pets ? 'true' : undefined],
    ['amenities', state.amenities.length ? state.amenities.join(',') : undefined],
  ];
  return out.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** The query string for /buscar (no leading '?'); empty for a plain search. */
export function writeSearchState(state: SearchState): string {
  return new URLSearchParams(entries(state)).toString();
}

export function searchHref(state: SearchState): string {
  const query = writeSearchState(state);
  return query ? `/buscar?${query}` : '/buscar';
}

/** One page of GET /enterprise/apartment/list for this search. */
export function apiQuery(state: SearchState, page: number, perPage: number): ApartmentListQuery {
  return { ...Object.fromEntries(entries(state)), page, perPage };
}

/** How many filters of the modal are on (each amenity counts as one), for the badge on 'Filtros'. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    Number(isPriceFiltered(filters.price)) +
    Number(Boolean(filters.checkin && filters.checkout)) +
    Number(filters.type !== undefined) +
    Number(filters.people > 0) +
    Number(filters.rooms > 0) +
    Number(filters.bathrooms > 0) +
    Number(filters.pets) +
    filters.amenities.length
  );
}

export function filtersOf(state: SearchState): SearchFilters {
  const { price, checkin, checkout, type, people, rooms, bathrooms, pets, amenities } = state;
  return { price, checkin, checkout, type, people, rooms, bathrooms, pets, amenities };
}

/** The search with other filters; the text, the building and the order stay. */
export function withFilters(state: SearchState, filters: SearchFilters): SearchState {
  return { q: state.q, order: state.order, location: state.location, ...filters };
}
