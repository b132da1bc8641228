// Answers around a debit card's 3-D Secure challenge (issue 30): the issuer asks the cardholder
// for a code before it approves the charge. Hiring, paying an invoice and renewing answer
// `challenge` when it is needed; the app shows the issuer's challenge and posts the code
// (card-challenges.ts). zod/mini (see zod-mini.ts).
import { bill, contract } from './contract-responses.ts';
import { envelope } from './envelope.ts';
import { z } from './zod-mini.ts';

/** The issuer's challenge as the app shows it. */
export const cardChallenge = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  issuer: z.string(),
  /** The issuer's instruction: where it sent the code. */
  prompt: z.string(),
  amount: z.number(),
  expires_at: z.string(),
});
export type CardChallenge = z.output<typeof cardChallenge>;

/** Approved: the paid bill's contract. A declined challenge is a 422 with the issuer's message. */
export const challengeAnswerResponse = z.object({
  data: z.object({ status: z.literal('approved'), contract_id: z.int(), bill_id: z.nullable(z.int()) }),
  contract,
  message: z.string(),
});

/** Given up: declined unless it had been approved already (then that stands). */
export const challengeAbandonedResponse = z.object({
  data: z.object({ status: z.enum(['approved', 'declined']), contract_id: z.int() }),
  contract,
  message: z.string(),
});

/** Hiring and renewal: the contract, and the challenge when the card must be authenticated first. */
export const hireResponse = z.extend(envelope(contract), { challenge: z.optional(cardChallenge) });
export const hireMessageResponse = z.extend(hireResponse, { message: z.string() });
export const billPayResponse = z.extend(envelope(z.optional(bill)), {
  contract,
  message: z.string(),
  challenge: z.optional(cardChallenge),
});
