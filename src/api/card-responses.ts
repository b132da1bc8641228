// Saved cards as the app validates them (spec 7 'Cards'): display fields only. zod/mini (see
// zod-mini.ts), so the sync worker checks them without zod classic. The add request is in cards.ts.

import { CARD_BRANDS, CARD_KINDS } from '../domain/card.ts';
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
  /** Credit or debit, as the issuer answered when the card was saved. */
  type: z.enum(CARD_KINDS),
  expired: z.boolean(),
});
export type Card = z.output<typeof card>;

export const cardsResponse = envelope(z.array(card));
export const cardAddedResponse = z.extend(envelope(card), { message: z.string() });
export const cardDeletedResponse = z.extend(envelope(z.object({ success: z.literal(true) })), {
  message: z.string(),
});
