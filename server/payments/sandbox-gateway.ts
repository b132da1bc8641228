// The built-in sandbox gateway: real Pix BR Code payloads, and cards that approve or decline by
// documented test numbers (README, 'Pagamentos (sandbox)'). It keeps no card data: the token
// it returns carries only the test outcome and random bytes. Debit cards (sandbox-cards.ts) are
// charged after 3-D Secure: frictionless for some BINs, a challenge code for others.
import { randomBytes, randomInt } from 'node:crypto';
import { onlyDigits } from '../../src/domain/digits.ts';
import type {
  CardInput,
  ChargeAttempt,
  ChargeResult,
  PaymentGateway,
  PixCharge,
  TokenizeResult,
} from './gateway.ts';
import type { PaymentConfig } from './payment-config.ts';
import { buildPixPayload } from './pix-brcode.ts';
import {
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_CHALLENGE_DECLINED,
  SANDBOX_CHALLENGE_PROMPT,
  SANDBOX_CHALLENGE_TTL_MINUTES,
  SANDBOX_ISSUER,
  sandboxCardProfile,
} from './sandbox-cards.ts';

/** Test numbers whose charges are declined, with the issuer's message. Any other valid number approves. */
export const SANDBOX_DECLINES: Record<string, string> = {
  '4000000000000002': 'Pagamento recusado pelo banco emissor do cartão.',
  '4000000000009995': 'Pagamento recusado: saldo ou limite insuficiente.',
};
/** Refused already when saved. */
export const SANDBOX_INVALID: Record<string, string> = {
  '4000000000000069': 'O banco emissor informou que este cartão está vencido ou bloqueado.',
};

const OUTCOME_APPROVE = 'a';
// Debit cards: approved after a frictionless authentication, or after the issuer's challenge.
const OUTCOME_DEBIT_FRICTIONLESS = 'f';
const OUTCOME_DEBIT_CHALLENGE = 'c';
const TOKEN = /^tok_sbx_(a|f|c|d\d+)_[0-9a-f]{32}$/;
const declineCodes = Object.keys(SANDBOX_DECLINES);

const UNKNOWN_CARD = 'Cartão não reconhecido pela operadora. Cadastre-o novamente.';
const INVALID_AMOUNT = 'Valor de cobrança inválido.';

function approved(authentication?: 'frictionless' | 'challenge'): ChargeResult {
  return {
    ok: true,
    transactionId: `ch_sbx_${randomBytes(12).toString('hex')}`,
    authorizationCode: String(randomInt(100_000, 1_000_000)),
    paidAt: new Date(),
    ...(authentication ? { authentication } : {}),
  };
}

function newTxid(): string {
  // 25 alphanumerics: the longest reference label field 62.05 takes.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = 'TKS';
  for (let i = 0; i < 22; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly config: PaymentConfig) {}

  async tokenizeCard(card: CardInput): Promise<TokenizeResult> {
    const number = onlyDigits(card.number);
    const invalid = SANDBOX_INVALID[number];
    if (invalid) return { ok: false, message: invalid };
    const decline = declineCodes.indexOf(number);
    const profile = sandboxCardProfile(number);
    const outcome =
      decline >= 0
        ? `d${decline}`
        : profile.authentication === 'challenge'
          ? OUTCOME_DEBIT_CHALLENGE
          : profile.authentication === 'frictionless'
            ? OUTCOME_DEBIT_FRICTIONLESS
            : OUTCOME_APPROVE;
    return {
      ok: true,
      token: `tok_sbx_${outcome}_${randomBytes(16).toString('hex')}`,
      brand: card.brand,
      kind: profile.kind,
      lastDigits: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: card.holderName,
    };
  }

  async chargeCard(input: { token: string; amount: number; description: string }): Promise<ChargeAttempt> {
    const match = TOKEN.exec(input.token);
    if (!match) return { ok: false, message: UNKNOWN_CARD };
    const outcome = match[1] as string;
    if (outcome.startsWith('d')) {
      const code = declineCodes[Number(outcome.slice(1))];
      return {
        ok: false,
        message: (code && SANDBOX_DECLINES[code]) || 'Pagamento recusado pelo banco emissor do cartão.',
      };
    }
    if (!(input.amount > 0)) return { ok: false, message: INVALID_AMOUNT };
    if (outcome === OUTCOME_DEBIT_CHALLENGE) {
      return {
        ok: 'challenge',
        challenge: {
          reference: `3ds_sbx_${randomBytes(16).toString('hex')}`,
          issuer: SANDBOX_ISSUER,
          prompt: SANDBOX_CHALLENGE_PROMPT,
          expiresAt: new Date(Date.now() + SANDBOX_CHALLENGE_TTL_MINUTES * 60_000),
        },
      };
    }
    return approved(outcome === OUTCOME_DEBIT_FRICTIONLESS ? 'frictionless' : undefined);
  }

  async answerChallenge(input: {
    reference: string;
    token: string;
    amount: number;
    code: string;
  }): Promise<ChargeResult> {
    const match = TOKEN.exec(input.token);
    if (!match || match[1] !== OUTCOME_DEBIT_CHALLENGE || !/^3ds_sbx_[0-9a-f]{32}$/.test(input.reference)) {
      return { ok: false, message: UNKNOWN_CARD };
    }
    if (!(input.amount > 0)) return { ok: false, message: INVALID_AMOUNT };
    if (input.code.trim() !== SANDBOX_CHALLENGE_CODE)
      return { ok: false, message: SANDBOX_CHALLENGE_DECLINED };
    return approved('challenge');
  }

  async createPixCharge(input: { amount: number; description: string; expiresAt: Date }): Promise<PixCharge> {
    const txid = newTxid();
    const payload = buildPixPayload({
      key: this.config.pixKey,
      merchantName: this.config.merchantName,
      merchantCity: this.config.merchantCity,
      amount: input.amount,
      txid,
    });
    return { txid, payload, expiresAt: input.expiresAt };
  }
}
