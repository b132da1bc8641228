// The check digits of a bank boleto (FEBRABAN 'Layout Padrão de Boletos de Pagamento'): mod 10 for
// each of the first three fields of the linha digitável, mod 11 for the barcode's general digit.

/** Mod 10 over `digits`: weights 2,1,2,… from the right, products' digits summed; 10 - sum % 10, 10 → 0. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The barcode's general check digit over its other 43 digits: weights 2…9 from the right, cycling;
 * 11 - sum % 11, and results 0, 10 and 11 become 1 (a boleto's general digit is never 0).
 */
export function mod11General(digits43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}
