// Small reads of the catalogue's tables: the unit types, and whether a unit exists (the answers
// that name an unknown unit refuse it before doing anything else).
import type { DB } from '../db/connect.ts';

export function apartmentTypes(db: DB) {
  return db.selectFrom('apartment_types').select(['id', 'name', 'slug']).orderBy('id').execute();
}

export async function unitExists(db: DB, apartmentId: number): Promise<boolean> {
  const unit = await db
    .selectFrom('apartments')
    .select('id')
    .where('id', '=', apartmentId)
    .executeTakeFirst();
  return unit !== undefined;
}
