// Route ids without zod, so a page can read its id before zod loads (the unit page's first render);
// catalogue.ts builds the API's `routeId` schema from the same rule.

/** Plain decimal digits, no leading zero. */
export const ROUTE_ID_PATTERN = /^[1-9]\d{0,9}$/;
/** PostgreSQL's integer range. */
export const MAX_ROUTE_ID = 2_147_483_647;

/** The id in a route, or undefined when it is none (the page is then a 404). */
export function parseRouteId(text: string): number | undefined {
  if (!ROUTE_ID_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ROUTE_ID ? id : undefined;
}
