// The payment gateway as the rest of the server sees it. The built-in sandbox (sandbox-gateway.ts)
// is the default; a real provider would implement the same interface.
import type { CardBrand } from '../../src/domain/card.ts';

export interface CardInput {
  number: string;
  cvv: string;
  holderName: string;
  holderCpf: string;
  holderBirthdate: string;
  expMonth: number;
  expYear: number;
  brand: CardBrand;
}

export type TokenizeResult =
  | {
      ok: true;
      token: string;
      brand: CardBrand;
      lastDigits: string;
      expMonth: number;
      expYear: number;
      holderName: string;
    }
  | { ok: false; message: string };

export type ChargeResult =
  | { ok: true; transactionId: string; authorizationCode: string; paidAt: Date }
  | { ok: false; message: string };

export interface PixCharge {
  txid: string;
  payload: string;
  expiresAt: Date;
}

export interface PaymentGateway {
  readonly name: string;
  /** Exchanges card data for an opaque token; the number and CVV go no further. */
  tokenizeCard(card: CardInput): Promise<TokenizeResult>;
  chargeCard(input: { token: string; amount: number; description: string }): Promise<ChargeResult>;
  /** A Pix charge ('cob'): a BR Code payload for the amount, valid until expiresAt. */
  createPixCharge(input: { amount: number; description: string; expiresAt: Date }): Promise<PixCharge>;
}
