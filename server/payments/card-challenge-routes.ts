// POST /api/payments/card-challenges/{id}: the resident's answer to a debit card's 3-D Secure
// challenge (server/contracts/card-charge.ts). Only its owner may answer; it is answered once, and
// a repeat replays the first outcome. Approved answers the paid bill's contract; declined is a 422
// with the issuer's message. DELETE gives it up (the resident closed the issuer's page): a pending
// hire is dropped and its unit freed at once, instead of holding it until the challenge expires.
import { Hono } from 'hono';
import { challengeAnswerRequest } from '../../src/api/card-challenges.ts';
import { z } from '../../src/api/zod.ts';
import type { AppEnv, Deps } from '../context.ts';
import { CHALLENGE_M } from '../contracts/card-charge.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param } from '../http/validate.ts';
import { answerChallenge, giveUpChallenge } from './card-challenge-service.ts';
import { paymentsFromEnv } from './index.ts';

export const CARD_CHALLENGES_PATH = '/api/payments/card-challenges';
const challengeId = z.string().regex(/^[0-9a-f]{32}$/);

export function cardChallengeRoutes(deps: Deps) {
  const { db } = deps;
  const payments = paymentsFromEnv();
  const app = new Hono<AppEnv>();

  app.post(`${CARD_CHALLENGES_PATH}/:id`, requireUser(deps), async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', challengeId, CHALLENGE_M.notFound);
    const { code } = await body(c, challengeAnswerRequest);
    const { answer, contract } = await answerChallenge(db, payments, userId, id, code);
    return c.json({
      data: { status: answer.status, contract_id: answer.contractId, bill_id: answer.billId },
      contract,
      message: CHALLENGE_M.approved,
    });
  });

  app.delete(`${CARD_CHALLENGES_PATH}/:id`, requireUser(deps), async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', challengeId, CHALLENGE_M.notFound);
    const { answer, contract } = await giveUpChallenge(db, payments, userId, id);
    return c.json({
      data: { status: answer.status, contract_id: answer.contractId },
      contract,
      message: answer.status === 'declined' ? answer.message : CHALLENGE_M.approved,
    });
  });

  return app;
}
