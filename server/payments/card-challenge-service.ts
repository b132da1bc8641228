// A debit card's 3-D Secure challenge answered or given up by its owner, with the paid bill's
// contract as the API shows it. Here because it joins the answer (contracts/card-charge.ts) to the
// contract lookup, and turns a declined answer into the 422 the payment form shows.
import { answerCardChallenge } from '../contracts/card-charge.ts';
import { ownContract } from '../contracts/service.ts';
import type { DB } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import type { Payments } from './index.ts';

/** The resident's code: approved answers the contract; declined is a 422 with the issuer's message. */
export async function answerChallenge(db: DB, payments: Payments, userId: number, id: string, code: string) {
  const answer = await answerCardChallenge(db, payments, userId, id, code);
  if (answer.status === 'declined') {
    throw new HttpError(422, answer.message, { payment: [answer.message] });
  }
  return { answer, contract: await ownContract(db, userId, answer.contractId) };
}

/** The resident closed the issuer's page: declined at once, so a pending hire frees its unit. */
export async function giveUpChallenge(db: DB, payments: Payments, userId: number, id: string) {
  const answer = await answerCardChallenge(db, payments, userId, id, null);
  return { answer, contract: await ownContract(db, userId, answer.contractId) };
}
