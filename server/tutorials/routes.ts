// GET /api/tutorials (general) and GET /api/tutorials/apartment/{id} (general plus the ones of
// that apartment and its enterprise). Tutorials are resident content (spec 6: only for Ativo
// contracts), so the apartment must be one the caller rents under an Ativo contract.
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { SM } from '../../src/api/support-resident.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { param } from '../http/validate.ts';
import { generalTutorials, tutorialsOfRentedApartment } from './service.ts';

export function tutorialRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get('/api/tutorials', signedIn, async (c) => c.json({ data: await generalTutorials(db) }));

  app.get('/api/tutorials/apartment/:id', signedIn, async (c) => {
    const apartmentId = param(c, 'id', routeId, SM.apartmentNotFound);
    return c.json({ data: await tutorialsOfRentedApartment(db, userIdOf(c), apartmentId) });
  });

  return app;
}
