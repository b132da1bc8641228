// GET and POST /api/enterprise/apartment/favorites, DELETE /api/enterprise/apartment/favorites/{id}.
import { Hono } from 'hono';
import { CM, favoriteRequest, routeId } from '../../src/api/catalogue.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param } from '../http/validate.ts';
import { addFavorite, listFavorites, removeFavorite } from './service.ts';

const PATH = '/api/enterprise/apartment/favorites';

export function favoriteRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(PATH, signedIn, async (c) => c.json({ data: await listFavorites(db, userIdOf(c)) }));

  // Favouriting twice answers the existing favourite (200), so a replayed request is harmless.
  app.post(PATH, signedIn, async (c) => {
    const userId = userIdOf(c);
    const { apartment_id } = await body(c, favoriteRequest);
    const { favorite, created } = await addFavorite(db, userId, apartment_id);
    return c.json({ data: favorite }, created ? 201 : 200);
  });

  app.delete(`${PATH}/:id`, signedIn, async (c) => {
    const id = param(c, 'id', routeId, CM.favoriteNotFound);
    await removeFavorite(db, userIdOf(c), id);
    return c.json({ data: { success: true as const } });
  });

  return app;
}
