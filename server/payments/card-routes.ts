// Saved cards of spec section 7: GET /user/payment/list-credit-card,
// POST /user/payment/add-credit-card, DELETE /api/user/payment-methods/{id}.
// The number and CVV are handed to the gateway and dropped: never stored, logged or echoed.
import { Hono } from 'hono';
import { addCardRequest, CARD_M } from '../../src/api/cards.ts';
import { routeId } from '../../src/api/catalogue.ts';
import { detectBrand, parseExpiry } from '../../src/domain/card.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import { today } from '../../src/domain/dates.ts';
import { onlyDigits } from '../../src/domain/digits.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, HttpError, notFound } from '../http/errors.ts';
import { body, param } from '../http/validate.ts';
import { insertCard, listOwnCards, removeOwnCard, toCard } from './card-repository.ts';
import { paymentsFromEnv } from './index.ts';

export function cardRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const { gateway } = paymentsFromEnv();
  const app = new Hono<AppEnv>();

  app.get('/user/payment/list-credit-card', signedIn, async (c) => {
    const now = today();
    return c.json({ data: (await listOwnCards(db, userIdOf(c))).map((row) => toCard(row, now)) });
  });

  app.post('/user/payment/add-credit-card', signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, addCardRequest);
    const expiry = parseExpiry(input.expiration);
    const brand = detectBrand(input.card_number);
    // Both were validated by the schema.
    if (!expiry || !brand) throw fieldError('card_number', CARD_M.failed);
    const result = await gateway.tokenizeCard({
      number: onlyDigits(input.card_number),
      cvv: input.security_code,
      holderName: input.holder,
      holderCpf: onlyDigits(input.holder_cpf),
      holderBirthdate: input.holder_birthdate,
      expMonth: expiry.month,
      expYear: expiry.year,
      brand,
    });
    if (!result.ok) throw new HttpError(422, result.message, { card_number: [result.message] });
    const row = await insertCard(db, {
      user_id: userId,
      gateway_token: result.token,
      brand: result.brand,
      kind: result.kind,
      last_digits: result.lastDigits,
      exp_month: result.expMonth,
      exp_year: result.expYear,
      holder_name: result.holderName.slice(0, 120),
    });
    return c.json({ data: toCard(row, today()), message: CARD_M.added }, 201);
  });

  app.delete('/api/user/payment-methods/:id', signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, CARD_M.notFound);
    // A card still paying a pending hire cannot go while its charge is in flight.
    const inUse = await db
      .selectFrom('contracts')
      .select('id')
      .where('card_id', '=', id)
      .where('user_id', '=', userId)
      .where('contract_status_id', '=', CONTRACT_STATUS.awaitingPayment)
      .executeTakeFirst();
    if (inUse) throw fieldError('id', CARD_M.inUse);
    if (!(await removeOwnCard(db, userId, id))) throw notFound(CARD_M.notFound);
    return c.json({ data: { success: true as const }, message: CARD_M.deleted });
  });

  return app;
}
