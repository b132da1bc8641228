// GET /api/tutorials (general) and GET /api/tutorials/apartment/{id} (general plus the ones of
// that apartment and its enterprise). Tutorials are resident content (spec 6: only for Ativo
// contracts), so the apartment must be one the caller rents under an Ativo contract.
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { SM } from '../../src/api/support-resident.ts';
import type { AppEnv, Deps } from '../context.ts';
import { activeContracts } from '../contracts/own-contracts.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { param } from '../http/validate.ts';
import { apartmentTutorials, generalTutorials } from './tutorial-repository.ts';

export function tutorialRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get('/api/tutorials', signedIn, async (c) => c.json({ data: await generalTutorials(db) }));

  app.get('/api/tutorials/apartment/:id', signedIn, async (c) => {
    const apartmentId = param(c, 'id', routeId, SM.apartmentNotFound);
    const contract = (await activeContracts(db, userIdOf(c))).find((k) => k.apartment_id === apartmentId);
    if (!contract) throw notFound(SM.apartmentNotFound);
    return c.json({
      data: await apartmentTutorials(db, { id: apartmentId, enterprise_id: contract.enterprise_id }),
    });
  });

  return app;
}
