// The buildings for the home's location dropdown and the search map, with their unit counts.
import type { Location } from '../../src/api/catalogue.ts';
import type { DB } from '../db/connect.ts';

const byName = new Intl.Collator('pt-BR');

export async function locations(db: DB): Promise<Location[]> {
  const rows = await db
    .selectFrom('enterprises as e')
    .innerJoin('cities as c', 'c.id', 'e.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select((eb) => [
      'e.id',
      'e.name',
      'e.neighborhood',
      'c.name as city',
      's.uf as state',
      'e.latitude',
      'e.longitude',
      'e.short_url as shortUrl',
      eb
        .selectFrom('apartments as a')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('a.enterprise_id', '=', 'e.id')
        .as('apartmentsCount'),
    ])
    .execute();
  // Sorted here, in Portuguese, whatever the database's collation ('Água Branca' before 'Butantã').
  return rows
    .map((row) => ({ ...row, apartmentsCount: Number(row.apartmentsCount ?? 0) }))
    .sort((x, y) => byName.compare(x.name, y.name) || x.id - y.id);
}
