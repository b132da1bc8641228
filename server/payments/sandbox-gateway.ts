// The built-in sandbox gateway: real Pix BR Code payloads, and cards that approve or decline by
// documented test numbers (README, 'Pagamentos (sandbox)'). It keeps no card data: the token
// it returns carries only the test outcome and random bytes.
import { randomBytes, randomInt } from 'node:crypto';
import { onlyDigits } from '../../src/domain/digits.ts';
import type { CardInput, ChargeResult, PaymentGateway, PixCharge, TokenizeResult } from './gateway.ts';
import type { PaymentConfig } from './payment-config.ts';
import { buildPixPayload } from './pix-brcode.ts';

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
const declineCodes = Object.keys(SANDBOX_DECLINES);

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
    const outcome = decline >= 0 ? `d${decline}` : OUTCOME_APPROVE;
    return {
      ok: true,
      token: `tok_sbx_${outcome}_${randomBytes(16).toString('hex')}`,
      brand: card.brand,
      lastDigits: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: card.holderName,
    };
  }

  async chargeCard(input: { token: string; amount: number; description: string }): Promise<ChargeResult> {
    const match = /^tok_sbx_(a|d\d+)_[0-9a-f]{32}$/.exec(input.token);
    if (!match) return { ok: false, message: 'Cartão não reconhecido pela operadora. Cadastre-o novamente.' };
    const outcome = match[1] as string;
    if (outcome !== OUTCOME_APPROVE) {
      const code = declineCodes[Number(outcome.slice(1))];
      return {
        ok: false,
        message: (code && SANDBOX_DECLINES[code]) || 'Pagamento recusado pelo banco emissor do cartão.',
      };
    }
    if (!(input.amount > 0)) return { ok: false, message: 'Valor de cobrança inválido.' };
    return {
      ok: true,
      transactionId: `ch_sbx_${randomBytes(12).toString('hex')}`,
      authorizationCode: String(randomInt(100_000, 1_000_000)),
      paidAt: new Date(),
    };
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
