// Partner links of spec section 7: GET /api/enterprise/platform-reservation/{hash} (public: the
// sign-up screen shows the package before the visitor signs in) and POST /api/enterprise/to-hire-link.
import { Hono } from 'hono';
import { CT, toHireLinkRequest } from '../../src/api/contracts.ts';
import type { AppEnv, Deps } from '../context.ts';
import { optionalUser, requireUser, userIdOf } from '../http/auth.ts';
import { body } from '../http/validate.ts';
import { paymentsFromEnv } from '../payments/index.ts';
import { platformReservation } from './partner-reservations.ts';
import { hireFromPartnerLink } from './service.ts';

export function partnerRoutes(deps: Deps) {
  const { db } = deps;
  const payments = paymentsFromEnv();
  const app = new Hono<AppEnv>();

  app.get('/api/enterprise/platform-reservation/:hash', optionalUser(deps), async (c) =>
    c.json({ data: await platformReservation(db, c.req.param('hash'), c.get('userId')) }),
  );

  app.post('/api/enterprise/to-hire-link', requireUser(deps), async (c) => {
    const input = await body(c, toHireLinkRequest);
    const { contract, challenge } = await hireFromPartnerLink(db, payments, userIdOf(c), input);
    return c.json({ data: contract, message: CT.hired, ...(challenge ? { challenge } : {}) }, 201);
  });

  return app;
}
