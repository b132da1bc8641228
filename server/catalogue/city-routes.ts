// GET /city/states, /city/city-by-state/{state}, /city/city-by-name/{name}.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { citiesByName, citiesByState, listStates } from './city-service.ts';

export function cityRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/city/states', async (c) => c.json({ data: await listStates(db) }));

  // {state} is the UF ('SP'), the IBGE state id (35) or the name ('São Paulo').
  app.get('/city/city-by-state/:state', async (c) =>
    c.json({ data: await citiesByState(db, c.req.param('state')) }),
  );

  app.get('/city/city-by-name/:name', async (c) =>
    c.json({ data: await citiesByName(db, c.req.param('name')) }),
  );

  return app;
}
