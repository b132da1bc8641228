// Where the booking screens link to.
import type { Apartment } from '../../api/catalogue.ts';

/** /apartamento/{id}/{slug}: the unit page (the building's short url, as the route had it). */
export function unitPagePath(unit: Apartment, slug?: string): string {
  const short = slug || unit.enterprise.data.shortUrl;
  return `/apartamento/${unit.id}${short ? `/${encodeURIComponent(short)}` : ''}`;
}
