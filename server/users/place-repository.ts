// States and cities, as the registration and profile forms name them (by id, or by UF and name).
import type { DB } from '../db/connect.ts';

/** The state with this id when given, else the one whose UF or name is `state`. */
export const findState = (db: DB, by: { state_id?: number | null | undefined; state: string }) =>
  db
    .selectFrom('states')
    .select('id')
    .where((eb) =>
      by.state_id
        ? eb('id', '=', by.state_id)
        : eb.or([eb('uf', '=', by.state.toUpperCase()), eb('name', '=', by.state)]),
    )
    .executeTakeFirst();

/** The city of that state with this id when given, else the one named `city`. */
export const findCityInState = (
  db: DB,
  stateId: number,
  by: { city_id?: number | null | undefined; city: string },
) =>
  db
    .selectFrom('cities')
    .select('id')
    .where('state_id', '=', stateId)
    .where((eb) => (by.city_id ? eb('id', '=', by.city_id) : eb('name', '=', by.city)))
    .executeTakeFirst();

export const findCity = (db: DB, id: number) =>
  db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', id).executeTakeFirst();
