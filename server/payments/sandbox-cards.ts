// The sandbox issuer's card table: which test numbers are debit cards, and how a debit charge is
// authenticated (3-D Secure). Documented in README, 'Pagamentos (sandbox)'. Anything outside the
// debit BIN ranges is a credit card, as before.
import type { CardKind } from '../../src/domain/card.ts';
import { onlyDigits } from '../../src/domain/digits.ts';

export type SandboxAuthentication = 'frictionless' | 'challenge';

/** Debit BIN ranges (first 6 digits, inclusive) and the 3-D Secure flow their charges take. */
export const SANDBOX_DEBIT_BINS: readonly {
  from: number;
  to: number;
  label: string;
  authentication: SandboxAuthentication;
}[] = [
  { from: 400005, to: 400006, label: 'Visa Débito', authentication: 'challenge' },
  { from: 520082, to: 520083, label: 'Mastercard Débito', authentication: 'frictionless' },
  { from: 506722, to: 506722, label: 'Elo Débito', authentication: 'challenge' },
];

/** The code the sandbox issuer's challenge accepts; any other is refused. */
export const SANDBOX_CHALLENGE_CODE = '123456';
export const SANDBOX_ISSUER = 'Banco Sandbox Tokaas';
export const SANDBOX_CHALLENGE_PROMPT = `Enviamos um código de 6 dígitos por SMS para o celular cadastrado no banco. No ambiente de testes, o código é ${SANDBOX_CHALLENGE_CODE}.`;
export const SANDBOX_CHALLENGE_DECLINED =
  'O banco emissor não autorizou o pagamento: código de verificação incorreto.';
/** How long the issuer waits for the cardholder's code. */
export const SANDBOX_CHALLENGE_TTL_MINUTES = 10;

export interface SandboxCardProfile {
  kind: CardKind;
  /** Debit only: how the issuer authenticates a charge. */
  authentication?: SandboxAuthentication;
}

/** Credit or debit (and the debit flow) from a card number's BIN. */
export function sandboxCardProfile(cardNumber: string): SandboxCardProfile {
  const digits = onlyDigits(cardNumber);
  const bin = Number(digits.slice(0, 6));
  const range = digits.length >= 6 ? SANDBOX_DEBIT_BINS.find((r) => bin >= r.from && bin <= r.to) : undefined;
  return range ? { kind: 'debit', authentication: range.authentication } : { kind: 'credit' };
}
