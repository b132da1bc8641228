// GET /enterprise/apartment/list, /api/apartments/for-you, /enterprise/apartment/type/list,
// /enterprise/locations, /enterprise/apartment/find/{id}, /enterprise/apartment/block-dates/{id}.
import { Hono } from 'hono';
import { apartmentListQuery, CM, includeQuery, routeId } from '../../src/api/catalogue.ts';
import type { AppEnv, Deps } from '../context.ts';
import { optionalUser } from '../http/auth.ts';
import { param, query } from '../http/validate.ts';
import {
  apartmentTypes,
  locations,
  searchUnits,
  unitBlockedDates,
  unitDetail,
  unitsPickedFor,
} from './service.ts';

export function unitRoutes(deps: Deps) {
  const { db } = deps;
  const identify = optionalUser(deps);
  const app = new Hono<AppEnv>();

  app.get('/enterprise/apartment/list', identify, async (c) => {
    const filters = query(c, apartmentListQuery);
    const { data, total } = await searchUnits(db, filters, c.get('userId'));
    return c.json({
      data,
      meta: {
        pagination: {
          total,
          // As Laravel's paginator: an empty result is still one (empty) page.
          total_pages: Math.max(1, Math.ceil(total / filters.perPage)),
          current_page: filters.page,
          per_page: filters.perPage,
        },
      },
    });
  });

  app.get('/api/apartments/for-you', identify, async (c) => {
    const { include } = query(c, includeQuery);
    return c.json({ data: await unitsPickedFor(db, c.get('userId'), include) });
  });

  app.get('/enterprise/apartment/type/list', async (c) => c.json({ data: await apartmentTypes(db) }));

  app.get('/enterprise/locations', async (c) => c.json({ data: await locations(db) }));

  app.get('/enterprise/apartment/find/:id', identify, async (c) => {
    const id = param(c, 'id', routeId, CM.unitNotFound);
    const { include } = query(c, includeQuery);
    return c.json({ data: await unitDetail(db, id, c.get('userId'), include) });
  });

  app.get('/enterprise/apartment/block-dates/:id', async (c) => {
    const id = param(c, 'id', routeId, CM.unitNotFound);
    return c.json({ data: await unitBlockedDates(db, id) });
  });

  return app;
}
