// The data a server-rendered page was rendered with. The server renders a screen with the answers
// its first render needs (the home's locations and questions, the first page of a search, the
// unit) and writes them into the page; the client reads them back before hydrating, so its first
// render draws the same markup instead of skeletons (a mismatch would throw the server's HTML
// away). Kept only until the first render is committed: a screen opened later loads as always.
//
//   const seeded = serverData('faqs:home'); // Faq[] | undefined
import type { Apartment, Faq, Location } from '../api/catalogue-responses.ts';

/** The first page of a search as the server rendered it (its answer to the same query, as a guest). */
export interface SearchFirstPage {
  items: Apartment[];
  total: number;
  totalPages: number;
}

/** A unit page as the server rendered it: the unit, or none by that id (a 404 page). */
export type RenderedUnit =
  | { status: 'ready'; unit: Apartment; blockedDates: string[] }
  | { status: 'missing' };

/** Every key the server writes, with what it holds: one map for the server and the screens. */
export interface ServerDataMap {
  locations: Location[];
  'faqs:home': Faq[];
  [search: `search:${string}`]: SearchFirstPage;
  [unit: `unit:${number}`]: RenderedUnit;
}

export type ServerDataKey = keyof ServerDataMap;

export type ServerData = Partial<ServerDataMap>;

/** Where the page carries it: a JSON script, never run, read before hydration. */
export const SERVER_DATA_ID = 'tokaas-data';

let current: ServerData = {};

export function setServerData(data: ServerData): void {
  current = data;
}

/** The answer the page was rendered with for `key`, if any. */
export function serverData<K extends ServerDataKey>(key: K): ServerDataMap[K] | undefined {
  return Object.hasOwn(current, key) ? current[key] : undefined;
}

/** After hydration: what the server knew is not refreshed, so no later screen may start from it. */
export function clearServerData(): void {
  current = {};
}

export const searchDataKey = (searchKey: string) => `search:${searchKey}` as const;
export const unitDataKey = (id: number) => `unit:${id}` as const;
