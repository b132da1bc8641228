// Kysely table types of the resident area: hiring, contracts, payments, invoices, cards
// (migration 0002_contracts.sql). The contracts table itself is declared in schema.ts (0001);
// the columns 0002 adds are merged into that interface below.
import type { ColumnType, Generated } from 'kysely';
import type { CardKind } from '../../src/domain/card.ts';
import type { PixKeyType } from '../../src/domain/pix-key.ts';
import type { CreatedAt, DateOnly, Money, NullableTimestamp, Timestamp } from './columns.ts';

export type CardBrandColumn =
  | 'visa'
  | 'mastercard'
  | 'diners'
  | 'amex'
  | 'discover'
  | 'hipercard'
  | 'elo'
  | 'jcb'
  | 'aura';

export type RefundDestination = 'card' | 'pix' | 'pix_key' | 'none';

export type CancelReason = 'resident' | 'pix_expired' | 'card_declined' | 'boleto_expired';

declare module './schema.ts' {
  interface ContractsTable {
    plataform_hash: string | null;
    plan: ColumnType<'Diária' | 'Mensal', 'Diária' | 'Mensal' | undefined, 'Diária' | 'Mensal'>;
    guests: Generated<number>;
    observation: string | null;
    card_id: number | null;
    renewed_from_id: number | null;
    cancelled_at: NullableTimestamp;
    cancel_reason: CancelReason | null;
  }
}

export interface UserPaymentCardsTable {
  id: Generated<number>;
  user_id: number;
  gateway_token: string;
  brand: CardBrandColumn;
  last_digits: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  kind: Generated<CardKind>;
  created_at: CreatedAt;
}

/** What a paid bill keeps as its receipt. */
export interface BillReceipt {
  paid_at: string;
  method: 'pix' | 'card' | 'partner' | 'boleto';
  amount: number;
  authorization_code: string;
  transaction_id: string;
  last_digits?: string;
  brand?: string;
  card_kind?: CardKind;
  /** 3-D Secure of a debit charge. */
  authentication?: 'frictionless' | 'challenge';
  pix_txid?: string;
  end_to_end_id?: string;
  platform?: string;
  /** Boleto: the barcode paid. */
  boleto_barcode?: string;
}

export interface BillsToReceiveTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number;
  value: Money;
  received: Generated<boolean>;
  received_at: NullableTimestamp;
  date_expiration: DateOnly;
  date_competency: DateOnly;
  description: string;
  payment_form_id: number | null;
  pix_payload: string | null;
  pix_txid: string | null;
  pix_expires_at: NullableTimestamp;
  pix_issued_at: NullableTimestamp;
  /** Boleto (migration 0009): the 44-digit barcode, its due date and the end of its hold. */
  boleto_barcode: string | null;
  boleto_due_date: DateOnly | null;
  boleto_hold_until: NullableTimestamp;
  boleto_issued_at: NullableTimestamp;
  receipt: ColumnType<BillReceipt | null, string | null, string | null>;
  created_at: CreatedAt;
}

export interface RefundsTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number;
  rule: 'full' | 'partial';
  paid_amount: Money;
  refund_amount: Money;
  retained_amount: Money;
  status: Generated<'Pendente' | 'Reembolsado'>;
  destination: RefundDestination | null;
  card_id: number | null;
  card_last_digits: string | null;
  pix_key: string | null;
  pix_key_type: PixKeyType | null;
  created_at: CreatedAt;
}

export interface CardChallengesTable {
  id: string;
  user_id: number;
  contract_id: number;
  bill_id: number | null;
  card_id: number | null;
  purpose: 'hire' | 'bill';
  amount: Money;
  gateway_reference: string;
  issuer: string;
  prompt: string;
  status: Generated<'pending' | 'approved' | 'declined'>;
  message: string | null;
  expires_at: Timestamp;
  answered_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PaymentWebhookEventsTable {
  event_id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  received_at: CreatedAt;
}

export interface PlatformReservationsTable {
  id: Generated<number>;
  hash: string;
  platform: string;
  apartment_id: number;
  checkin: DateOnly;
  checkout: DateOnly;
  beds: number;
  price: Money;
  paid: Generated<boolean>;
  contract_id: number | null;
  created_at: CreatedAt;
}

export interface ContractAccessCodesTable {
  id: Generated<number>;
  contract_id: number;
  code_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ContractTables {
  user_payment_cards: UserPaymentCardsTable;
  bills_to_receive: BillsToReceiveTable;
  refunds: RefundsTable;
  card_challenges: CardChallengesTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  platform_reservations: PlatformReservationsTable;
  contract_access_codes: ContractAccessCodesTable;
}
