// Saved cards of spec section 7: GET /user/payment/list-credit-card,
// POST /user/payment/add-credit-card, DELETE /api/user/payment-methods/{id}.
// The number and CVV are handed to the gateway and dropped: never stored, logged or echoed.
import { Hono } from 'hono';
import { addCardRequest, CARD_M } from '../../src/api/cards.ts';
import { routeId } from '../../src/api/catalogue.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param } from '../http/validate.ts';
import { addCard, ownCards, removeCard } from './card-service.ts';
import { paymentsFromEnv } from './index.ts';

export function cardRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const { gateway } = paymentsFromEnv();
  const app = new Hono<AppEnv>();

  app.get('/user/payment/list-credit-card', signedIn, async (c) =>
    c.json({ data: await ownCards(db, userIdOf(c)) }),
  );

  app.post('/user/payment/add-credit-card', signedIn, async (c) => {
    const input = await body(c, addCardRequest);
    const card = await addCard(db, gateway, userIdOf(c), input);
    return c.json({ data: card, message: CARD_M.added }, 201);
  });

  app.delete('/api/user/payment-methods/:id', signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, CARD_M.notFound);
    await removeCard(db, userId, id);
    return c.json({ data: { success: true as const }, message: CARD_M.deleted });
  });

  return app;
}
