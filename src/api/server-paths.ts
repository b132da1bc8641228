// Path prefixes the server answers itself (the API and its files), never with the app's pages:
// server/serve-app.ts serves pages for everything else, and the service worker routes navigations
// by the same list (sw/navigation-routes.ts).
export const API_PREFIXES = [
  '/api/',
  '/auth/',
  '/user/',
  '/city/',
  '/enterprise/',
  '/contract/',
  '/contact/',
  '/media/',
] as const;

export const isApiPath = (pathname: string) => API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
