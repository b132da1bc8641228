// Money as people in Brazil read it: 'R$ 1.234,56', with a no-break space (U+00A0) after 'R$' and
// the minus before it ('-R$ 5,00'), as Intl writes it.
import { formatNumber } from './number-format.ts';

/** 1234.56 → 'R$ 1.234,56'; `whole` drops the cents (for slider ends and filters: 'R$ 20.000'). */
export function formatMoney(value: number, options: { whole?: boolean } = {}): string {
  const digits = options.whole ? 0 : 2;
  const amount = formatNumber(value, { min: digits, max: digits });
  return amount.startsWith('-') ? `-R$\u00a0${amount.slice(1)}` : `R$\u00a0${amount}`;
}
