// Money as people in Brazil read it: 'R$ 1.234,56'. Intl puts a no-break space (U+00A0) after 'R$'.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlWhole = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 1234.56 → 'R$ 1.234,56'; `whole` drops the cents (for slider ends and filters: 'R$ 20.000'). */
export function formatMoney(value: number, options: { whole?: boolean } = {}): string {
  return (options.whole ? brlWhole : brl).format(value);
}
