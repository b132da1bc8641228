// The data a server-rendered page was rendered with. The server renders a screen with the answers
// its first render needs (the home's locations and questions, the first page of a search, the
// unit) and writes them into the page; the client reads them back before hydrating, so its first
// render draws the same markup instead of skeletons (a mismatch would throw the server's HTML
// away). Kept only until the first render is committed: a screen opened later loads as always.
//
//   const seeded = serverData<Faq[]>('faqs:home');

export type ServerData = Readonly<Record<string, unknown>>;

/** Where the page carries it: a JSON script, never run, read before hydration. */
export const SERVER_DATA_ID = 'tokaas-data';

let current: ServerData = {};

export function setServerData(data: ServerData): void {
  current = data;
}

/** The answer the page was rendered with for `key`, if any. */
export function serverData<T>(key: string): T | undefined {
  return Object.hasOwn(current, key) ? (current[key] as T) : undefined;
}

/** After hydration: what the server knew is not refreshed, so no later screen may start from it. */
export function clearServerData(): void {
  current = {};
}

export const searchDataKey = (searchKey: string) => `search:${searchKey}`;
export const unitDataKey = (id: number) => `unit:${id}`;
