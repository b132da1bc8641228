// The payment gateway as the rest of the server sees it. The built-in sandbox (sandbox-gateway.ts)
// is the default; a real provider would implement the same interface.
import type { CardBrand, CardKind } from '../../src/domain/card.ts';

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
      /** Credit or debit, as the issuer knows the card. */
      kind: CardKind;
      lastDigits: string;
      expMonth: number;
      expYear: number;
      holderName: string;
    }
  | { ok: false; message: string };

export type ChargeResult =
  | {
      ok: true;
      transactionId: string;
      authorizationCode: string;
      paidAt: Date;
      /** 3-D Secure: approved without asking the resident, or after the issuer's challenge. */
      authentication?: 'frictionless' | 'challenge';
    }
  | { ok: false; message: string };

/** The issuer wants the cardholder to authenticate (3-D Secure) before it approves a charge. */
export interface CardChallenge {
  /** The gateway's reference of this authentication. */
  reference: string;
  /** The issuer's name, shown on its challenge. */
  issuer: string;
  /** The issuer's instruction: where it sent the code to type. */
  prompt: string;
  expiresAt: Date;
}

/** A charge's first answer: done either way, or waiting for the cardholder's challenge. */
export type ChargeAttempt = ChargeResult | { ok: 'challenge'; challenge: CardChallenge };

export interface PixCharge {
  txid: string;
  payload: string;
  expiresAt: Date;
}

export interface PaymentGateway {
  readonly name: string;
  /** Exchanges card data for an opaque token; the number and CVV go no further. */
  tokenizeCard(card: CardInput): Promise<TokenizeResult>;
  /** A debit card may answer 'challenge': the charge then waits for answerChallenge. */
  chargeCard(input: { token: string; amount: number; description: string }): Promise<ChargeAttempt>;
  /** The cardholder's answer to the issuer's challenge (the code typed on its page): the charge's outcome. */
  answerChallenge(input: {
    reference: string;
    token: string;
    amount: number;
    code: string;
  }): Promise<ChargeResult>;
  /** A Pix charge ('cob'): a BR Code payload for the amount, valid until expiresAt. */
  createPixCharge(input: { amount: number; description: string; expiresAt: Date }): Promise<PixCharge>;
}
