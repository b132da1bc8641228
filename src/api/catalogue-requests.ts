// Which GETs are the public catalogue (data and images, never resident data): what the service
// worker may cache, and what the page's connectivity cannot take as proof of a reconnection
// (the service worker may have answered it from that cache).
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
