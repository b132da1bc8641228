// Resolves the names people and the app send for unit types and amenities ('2', 'casa-mobiliada',
// 'Casa mobiliada') to ids; an unknown one is a 422 on its field rather than an empty result.
import { CM } from '../../src/api/catalogue.ts';
import { searchName } from '../../src/domain/search-text.ts';
import type { DB } from '../db/connect.ts';
import { fieldError } from '../http/errors.ts';

interface Named {
  id: number;
  name: string;
  slug: string;
}

function find(rows: readonly Named[], key: string): Named | undefined {
  const wanted = searchName(key);
  return rows.find(
    (row) => String(row.id) === wanted || row.slug === wanted || searchName(row.name) === wanted,
  );
}

export async function resolveType(db: DB, key: string): Promise<number> {
  const types = await db.selectFrom('apartment_types').select(['id', 'name', 'slug']).execute();
  const type = find(types, key);
  if (!type) throw fieldError('type', CM.type);
  return type.id;
}

export async function resolveAmenities(db: DB, keys: readonly string[]): Promise<number[]> {
  const amenities = await db.selectFrom('amenities').select(['id', 'name', 'slug']).execute();
  return keys.map((key) => {
    const amenity = find(amenities, key);
    if (!amenity) throw fieldError('amenities', `${CM.amenities.slice(0, -1)}: ${key.slice(0, 60)}.`);
    return amenity.id;
  });
}
