// Which GETs the service worker may cache: public catalogue data and images, never resident data.
export const CATALOGUE_CACHE = 'tokaas-catalogue';

const CATALOGUE_PATHS = [
  /^\/enterprise\/apartment\/(list|find\/\d+|block-dates\/\d+|type\/list)$/,
  /^\/enterprise\/locations$/,
  /^\/api\/apartments\/for-you$/,
  /^\/api\/frequently-asked-questions$/,
  /^\/city\//,
  /^\/media\//,
];

export function isCatalogueRequest(url: URL): boolean {
  return CATALOGUE_PATHS.some((pattern) => pattern.test(url.pathname));
}
