// Text helpers of the seed. searchName is the shared rule of src/domain/search-text.ts.
import { searchName } from '../../src/domain/search-text.ts';

export { searchName };

/** URL slug: 'Vila Madalena' → 'vila-madalena'. */
export function slugify(s: string): string {
  return searchName(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
