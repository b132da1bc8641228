// Input masks of the forms (spec section 5), in maska's syntax: '#' is a digit, anything else is literal.
// Values are stored and sent as digits (see onlyDigits); masks are only for people reading and typing.
import { type CardBrand, cvvLength } from './card.ts';

export const MASKS = {
  cpf: '###.###.###-##',
  rg: '##.###.###-#',
  cep: '#####-###',
  birthDate: '##/##/####',
  /** Registration form celular. */
  celular: '(##) #####-####',
  /** Profile form celular, with the leading 9 set apart. */
  profileCelular: '(##) # ####-####',
  phone: '(##) ####-####',
  cardNumber: '#### #### #### ####',
  cardExpiry: '##/####',
  cvv: '###',
  cvvAmex: '####',
} as const;

export type MaskName = keyof typeof MASKS;

/** The CVV mask for a brand: 4 digits for amex, 3 for the rest (the length rule is card.ts's). */
export function cvvMask(brand: CardBrand | undefined): string {
  return cvvLength(brand) === 4 ? MASKS.cvvAmex : MASKS.cvv;
}
