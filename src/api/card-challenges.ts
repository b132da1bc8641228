// POST /api/payments/card-challenges/{id}: the code the issuer's challenge asks for (answers in
// card-challenge-responses.ts).
import { z } from './zod.ts';

export * from './card-challenge-responses.ts';

export const CHALLENGE_CODE_M = {
  required: 'Digite o código enviado pelo seu banco.',
  format: 'O código tem de 4 a 8 dígitos.',
} as const;

export const challengeAnswerRequest = z.object({
  code: z
    .string({ error: CHALLENGE_CODE_M.required })
    .trim()
    .min(1, { error: CHALLENGE_CODE_M.required, abort: true })
    .regex(/^\d{4,8}$/, { error: CHALLENGE_CODE_M.format }),
});
export type ChallengeAnswerRequest = z.input<typeof challengeAnswerRequest>;
