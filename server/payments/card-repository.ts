// Saved cards: what the gateway's tokenisation returned, scoped to their owner. Another
// resident's card id is simply not found.
import type { Card } from '../../src/api/cards.ts';
import { type CardKind, formatExpiry, maskCardNumber } from '../../src/domain/card.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';
import type { UserPaymentCardsTable } from '../db/schema-contracts.ts';

const columns = [
  'id',
  'user_id',
  'gateway_token',
  'brand',
  'last_digits',
  'exp_month',
  'exp_year',
  'holder_name',
  'kind',
] as const;

export interface CardRow {
  id: number;
  user_id: number;
  gateway_token: string;
  brand: UserPaymentCardsTable['brand'];
  last_digits: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  kind: CardKind;
}

/** Expired after the last day of its expiry month. */
export function isCardExpired(
  card: Pick<CardRow, 'exp_month' | 'exp_year'>,
  today: { year: number; month: number },
) {
  return card.exp_year < today.year || (card.exp_year === today.year && card.exp_month < today.month);
}

export function toCard(row: CardRow, today: { year: number; month: number }): Card {
  return {
    id: row.id,
    holder: row.holder_name,
    holder_name: row.holder_name,
    card_number: maskCardNumber(row.last_digits),
    last_digits: row.last_digits,
    expiration: formatExpiry(row.exp_month, row.exp_year),
    brand: row.brand,
    icon_name: row.brand,
    type: row.kind,
    expired: isCardExpired(row, today),
  };
}

export function listOwnCards(db: DB, userId: number): Promise<CardRow[]> {
  return db
    .selectFrom('user_payment_cards')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findOwnCard(db: DB, userId: number, id: number): Promise<CardRow | undefined> {
  return db
    .selectFrom('user_payment_cards')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertCard(db: DB, row: Omit<CardRow, 'id'>): Promise<CardRow> {
  return db.insertInto('user_payment_cards').values(row).returning(columns).executeTakeFirstOrThrow();
}

/** Whether a card of this user was removed. */
export async function removeOwnCard(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_payment_cards')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the card still pays one of the user's hires awaiting payment (its charge in flight). */
export async function cardPaysPendingHire(db: DB, userId: number, cardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('contracts')
    .select('id')
    .where('card_id', '=', cardId)
    .where('user_id', '=', userId)
    .where('contract_status_id', '=', CONTRACT_STATUS.awaitingPayment)
    .executeTakeFirst();
  return row !== undefined;
}
