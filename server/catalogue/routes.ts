// GET /enterprise/apartment/list, /api/apartments/for-you, /enterprise/apartment/type/list,
// /enterprise/locations, /enterprise/apartment/find/{id}, /enterprise/apartment/block-dates/{id}.
import { Hono } from 'hono';
import { apartmentListQuery, CM, includeQuery, routeId } from '../../src/api/catalogue.ts';
import { today } from '../../src/domain/dates.ts';
import type { AppEnv, Deps } from '../context.ts';
import { optionalUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { param, query } from '../http/validate.ts';
import { searchApartments } from './apartment-query.ts';
import { includes, toApartments } from './apartment-resource.ts';
import { apartmentRowsById } from './apartment-rows.ts';
import { blockedDates } from './availability.ts';
import { unitsForYou } from './for-you.ts';
import { locations } from './locations.ts';

export function unitRoutes(deps: Deps) {
  const { db } = deps;
  const identify = optionalUser(deps);
  const app = new Hono<AppEnv>();

  app.get('/enterprise/apartment/list', identify, async (c) => {
    const filters = query(c, apartmentListQuery);
    const { rows, total } = await searchApartments(db, filters);
    const data = await toApartments(db, rows, { userId: c.get('userId'), ...includes(filters.include) });
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
    const userId = c.get('userId');
    const data = await toApartments(db, await unitsForYou(db, userId), { userId, ...includes(include) });
    return c.json({ data });
  });

  app.get('/enterprise/apartment/type/list', async (c) => {
    const data = await db
      .selectFrom('apartment_types')
      .select(['id', 'name', 'slug'])
      .orderBy('id')
      .execute();
    return c.json({ data });
  });

  app.get('/enterprise/locations', async (c) => c.json({ data: await locations(db) }));

  app.get('/enterprise/apartment/find/:id', identify, async (c) => {
    const id = param(c, 'id', routeId, CM.unitNotFound);
    const { include } = query(c, includeQuery);
    const [row] = await apartmentRowsById(db, [id], 'all');
    if (!row) throw notFound(CM.unitNotFound);
    const [data] = await toApartments(db, [row], {
      userId: c.get('userId'),
      detail: true,
      ...includes(include),
    });
    return c.json({ data });
  });

  app.get('/enterprise/apartment/block-dates/:id', async (c) => {
    const id = param(c, 'id', routeId, CM.unitNotFound);
    const unit = await db.selectFrom('apartments').select('id').where('id', '=', id).executeTakeFirst();
    if (!unit) throw notFound(CM.unitNotFound);
    return c.json({ data: await blockedDates(db, id, today()) });
  });

  return app;
}
