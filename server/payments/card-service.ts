// Saved cards: listed, added through the gateway's tokenisation, removed. Here because adding
// composes the gateway and the store, and removing checks the card pays no hire in flight.
// The number and CVV go to the gateway only: never stored, logged or echoed.
import type { z } from 'zod';
import { type addCardRequest, CARD_M, type Card } from '../../src/api/cards.ts';
import { detectBrand, parseExpiry } from '../../src/domain/card.ts';
import { today } from '../../src/domain/dates.ts';
import { onlyDigits } from '../../src/domain/digits.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, HttpError, notFound } from '../http/errors.ts';
import { cardPaysPendingHire, insertCard, listOwnCards, removeOwnCard, toCard } from './card-repository.ts';
import type { PaymentGateway } from './gateway.ts';

export async function ownCards(db: DB, userId: number): Promise<Card[]> {
  const now = today();
  return (await listOwnCards(db, userId)).map((row) => toCard(row, now));
}

/** Tokenises the card with the gateway and keeps only its answer; a refusal is a 422 on the number. */
export async function addCard(
  db: DB,
  gateway: PaymentGateway,
  userId: number,
  input: z.output<typeof addCardRequest>,
): Promise<Card> {
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
  return toCard(row, today());
}

/** Removes the caller's card, unless it still pays a pending hire whose charge is in flight. */
export async function removeCard(db: DB, userId: number, id: number): Promise<void> {
  if (await cardPaysPendingHire(db, userId, id)) throw fieldError('id', CARD_M.inUse);
  if (!(await removeOwnCard(db, userId, id))) throw notFound(CARD_M.notFound);
}
