// What the OpenAPI description says about every route of the server: who may call it, and the
// shared zod schemas (src/api/) of its query, body and answer. Keyed by "METHOD /hono/path" so a
// test can compare it with the app's own route table: a route added without an entry here fails
// tests/api/openapi.test.ts, and the ownership and fuzz tests read `auth` and `body` from here.
// Each API area's entries live in its own module; this one joins them in the order the document lists them.
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { CATALOGUE_ROUTES } from './catalogue-routes.ts';
import { CONTRACT_ROUTES } from './contract-routes.ts';
import { KEY_INSPECTION_ROUTES } from './key-inspection-routes.ts';
import { MACHINE_ROUTES } from './machine-routes.ts';
import { NOTIFICATION_ROUTES } from './notification-routes.ts';
import { RESIDENT_SERVICE_ROUTES } from './resident-service-routes.ts';
import type { RouteDoc } from './route-doc-shape.ts';

export type { RouteAuth, RouteDoc } from './route-doc-shape.ts';

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  ...ACCOUNT_ROUTES,
  ...CATALOGUE_ROUTES,
  ...CONTRACT_ROUTES,
  ...KEY_INSPECTION_ROUTES,
  ...RESIDENT_SERVICE_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...MACHINE_ROUTES,
};

/** "METHOD path" of every handler in a hono route table, without middleware-only entries. */
export function routeKeys(routes: readonly { method: string; path: string; handler: { length: number } }[]) {
  const keys = new Set<string>();
  for (const route of routes) {
    // `app.use` entries are method ALL with a (c, next) handler; a terminal `app.all` takes (c).
    if (route.method === 'ALL' && route.handler.length >= 2) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys];
}
