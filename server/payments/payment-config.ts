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
}

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function readPaymentConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { pixAutoConfirmSeconds?: number } = {},
): PaymentConfig {
  return {
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET,
    pixKey: env.PIX_KEY || 'pix@tokaas.com.br',
    merchantName: env.PIX_MERCHANT_NAME || 'TOKAAS LOCACOES',
    merchantCity: env.PIX_MERCHANT_CITY || 'SAO PAULO',
    pixHireTtlMinutes: number(env.PIX_TTL_MINUTES, 30),
    pixAutoConfirmSeconds: number(env.PIX_AUTO_CONFIRM_SECONDS, defaults.pixAutoConfirmSeconds ?? 0),
  };
}
