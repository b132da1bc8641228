// Payment settings from the environment (documented in README, 'Pagamentos (sandbox)').
export const DEV_WEBHOOK_SECRET = 'tokaas-dev-webhook-secret';

export interface PaymentConfig {
  /** HMAC-SHA256 key of POST /api/payments/webhook. */
  webhookSecret: string;
  /** Receiver of the Pix charges (field 26.01 of the BR Code). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** Lifetime of the Pix charge issued at hiring. */
  pixHireTtlMinutes: number;
  /** Sandbox only: pending Pix charges confirm themselves after this many seconds; 0 = never. */
  pixAutoConfirmSeconds: number;
  /** The bank that registers our boletos (README, 'Boleto'). */
  boleto: BoletoBankConfig;
  /** Sandbox only: unpaid boletos confirm themselves this many seconds after issue; 0 = never. */
  boletoAutoConfirmSeconds: number;
}

export interface BoletoBankConfig {
  /** 3-digit compensação code (237 by default: the free-field layout of boleto-issuer.ts). */
  bankCode: string;
  /** 4-digit agency, 7-digit account and 2-digit wallet ('carteira'). */
  agency: string;
  account: string;
  wallet: string;
  /** The payee printed on the boleto, with its CNPJ. */
  payeeName: string;
  payeeDocument: string;
}

const digitsOf = (value: string | undefined, length: number, fallback: string) =>
  value && /^\d+$/.test(value) && value.length <= length ? value.padStart(length, '0') : fallback;

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function readPaymentConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { pixAutoConfirmSeconds?: number; boletoAutoConfirmSeconds?: number } = {},
): PaymentConfig {
  return {
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET,
    pixKey: env.PIX_KEY || 'pix@tokaas.com.br',
    merchantName: env.PIX_MERCHANT_NAME || 'TOKAAS LOCACOES',
    merchantCity: env.PIX_MERCHANT_CITY || 'SAO PAULO',
    pixHireTtlMinutes: number(env.PIX_TTL_MINUTES, 30),
    pixAutoConfirmSeconds: number(env.PIX_AUTO_CONFIRM_SECONDS, defaults.pixAutoConfirmSeconds ?? 0),
    boleto: {
      bankCode: digitsOf(env.BOLETO_BANK_CODE, 3, '237'),
      agency: digitsOf(env.BOLETO_AGENCY, 4, '1234'),
      account: digitsOf(env.BOLETO_ACCOUNT, 7, '0012345'),
      wallet: digitsOf(env.BOLETO_WALLET, 2, '09'),
      payeeName: env.BOLETO_PAYEE_NAME || 'Tokaas Locações Ltda.',
      payeeDocument: env.BOLETO_PAYEE_CNPJ || '12.345.678/0001-95',
    },
    boletoAutoConfirmSeconds: number(env.BOLETO_AUTO_CONFIRM_SECONDS, defaults.boletoAutoConfirmSeconds ?? 0),
  };
}
