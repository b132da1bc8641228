// GET /city/states, /city/city-by-state/{state}, /city/city-by-name/{name}.
import { Hono } from 'hono';
import { searchName } from '../../src/domain/search-text.ts';
import type { AppEnv, Deps } from '../context.ts';
import { notFound } from '../http/errors.ts';

const CITY_LIMIT = 50;

export function cityRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  const cities = () =>
    db
      .selectFrom('cities as c')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['c.id', 'c.name', 'c.state_id', 's.uf as state']);

  app.get('/city/states', async (c) => {
    const states = await db.selectFrom('states').select(['id', 'uf', 'name']).orderBy('name').execute();
    return c.json({ data: states });
  });

  // {state} is the UF ('SP'), the IBGE state id (35) or the name ('São Paulo').
  app.get('/city/city-by-state/:state', async (c) => {
    const key = c.req.param('state').trim();
    const state = await db
      .selectFrom('states')
      .select('id')
      .where((eb) =>
        /^\d{1,2}$/.test(key)
          ? eb('id', '=', Number(key))
          : eb.or([eb('uf', '=', key.toUpperCase()), eb(eb.fn('lower', ['name']), '=', key.toLowerCase())]),
      )
      .executeTakeFirst();
    if (!state) throw notFound('Estado não encontrado.');
    return c.json({ data: await cities().where('c.state_id', '=', state.id).orderBy('c.name').execute() });
  });

  app.get('/city/city-by-name/:name', async (c) => {
    const term = searchName(c.req.param('name')).slice(0, 60);
    if (term.length < 2) return c.json({ data: [] });
    const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const rows = await cities()
      .where('c.search_name', 'like', `%${escaped}%`)
      // Prefix matches first, then shorter names, so 'sao' finds 'São Paulo' before 'Cosmópolis'.
      .orderBy((eb) => eb.case().when('c.search_name', 'like', `${escaped}%`).then(0).else(1).end())
      .orderBy((eb) => eb.fn('length', ['c.name']))
      .orderBy('c.name')
      .limit(CITY_LIMIT)
      .execute();
    return c.json({ data: rows });
  });

  return app;
}
