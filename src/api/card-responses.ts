// Saved cards as the app validates them (spec 7 'Cards'): display fields only. zod/mini (see
// zod-mini.ts), so the sync worker checks them without zod classic. The add request is in cards.ts.

import { CARD_BRANDS } from '../domain/card.ts';
import { envelope } from './envelope.ts';
import { z } from './zod-mini.ts';

export const card = z.object({
  id: z.int(),
  holder: z.string(),
  holder_name: z.string(),
  /** Masked: '**** **** **** 1234'. */
  card_number: z.string(),
  last_digits: z.string(),
  /** 'MM/YYYY' */
  expiration: z.string(),
  brand: z.enum(CARD_BRANDS),
  /** The brand, for the app's icon set. */
  icon_name: z.string(),
  // One value, as an enum rather than z.literal: the sync worker then carries no literal schema.
  type: z.enum(['credit']),
  expired: z.boolean(),
});
export type Card = z.output<typeof card>;

export const cardsResponse = envelope(z.array(card));
export const cardAddedResponse = z.extend(envelope(card), { message: z.string() });
export const cardDeletedResponse = z.extend(envelope(z.object({ success: z.literal(true) })), {
  message: z.string(),
});
