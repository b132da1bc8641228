// States and cities (IBGE): the lists behind the address forms' pickers.
import type { DB } from '../db/connect.ts';

function cities(db: DB) {
  return db
    .selectFrom('cities as c')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(['c.id', 'c.name', 'c.state_id', 's.uf as state']);
}

export function listStates(db: DB) {
  return db.selectFrom('states').select(['id', 'uf', 'name']).orderBy('name').execute();
}

/** The state named by its IBGE id (35), its UF ('SP', any case) or its name (any case). */
export async function findStateId(db: DB, key: string): Promise<number | undefined> {
  const state = await db
    .selectFrom('states')
    .select('id')
    .where((eb) =>
      /^\d{1,2}$/.test(key)
        ? eb('id', '=', Number(key))
        : eb.or([eb('uf', '=', key.toUpperCase()), eb(eb.fn('lower', ['name']), '=', key.toLowerCase())]),
    )
    .executeTakeFirst();
  return state?.id;
}

export function citiesOfState(db: DB, stateId: number) {
  return cities(db).where('c.state_id', '=', stateId).orderBy('c.name').execute();
}

/** Cities whose folded name holds `term` (already folded: searchName), at most `limit`. */
export function citiesMatching(db: DB, term: string, limit: number) {
  const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return (
    cities(db)
      .where('c.search_name', 'like', `%${escaped}%`)
      // Prefix matches first, then shorter names, so 'sao' finds 'São Paulo' before 'Cosmópolis'.
      .orderBy((eb) => eb.case().when('c.search_name', 'like', `${escaped}%`).then(0).else(1).end())
      .orderBy((eb) => eb.fn('length', ['c.name']))
      .orderBy('c.name')
      .limit(limit)
      .execute()
  );
}
