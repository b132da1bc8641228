// The add-card form (spec 3 'Card form', spec 5 'Add card'): its values, the payload of
// POST /user/payment/add-credit-card, and what to tell the person before and after sending.
// The rules are the API's own schema (src/api/cards.ts, built on src/domain/card.ts), checked here
// first so a mistake is shown without a round trip. The number and CVV live only in this form's
// React state: never stored, logged or queued.

import { type AddCardRequest, addCardRequest, CARD_M } from '../../api/cards.ts';
import { ApiError } from '../../api/client.ts';
import { type CardBrand, cvvLength, detectBrand } from '../../domain/card.ts';
import { onlyDigits } from '../../domain/digits.ts';

export interface CardFormValues {
  /** Holder's CPF, masked. */
  cpf: string;
  /** 'MM/YYYY' */
  expiration: string;
  holder: string;
  /** Digits only. */
  number: string;
  cvv: string;
  /** Holder's birth date, 'DD/MM/YYYY'. */
  birthdate: string;
}

export type CardField = keyof CardFormValues;

export const EMPTY_CARD_FORM: CardFormValues = {
  cpf: '',
  expiration: '',
  holder: '',
  number: '',
  cvv: '',
  birthdate: '',
};

/** The order of the fields on screen, for focusing the first problem. */
export const CARD_FIELD_ORDER: readonly CardField[] = [
  'number',
  'holder',
  'expiration',
  'cvv',
  'cpf',
  'birthdate',
];

export function brandOf(values: Pick<CardFormValues, 'number'>): CardBrand | undefined {
  return detectBrand(values.number);
}

/** The CVV as far as the brand takes it (3 digits, 4 for amex). */
export function cvvOf(values: CardFormValues): string {
  return onlyDigits(values.cvv).slice(0, cvvLength(brandOf(values)));
}

export function toAddCardPayload(values: CardFormValues): AddCardRequest {
  return {
    type: 'credit',
    holder: values.holder.trim(),
    holder_birthdate: values.birthdate.trim(),
    holder_cpf: values.cpf.trim(),
    // An unknown brand is sent as such, so the check below says 'brand not accepted', not 'fill all'.
    brand: brandOf(values) ?? (values.number ? 'desconhecida' : ''),
    card_number: values.number,
    security_code: cvvOf(values),
    expiration: values.expiration.trim(),
  };
}

const FIELD_OF: Record<string, CardField> = {
  holder: 'holder',
  holder_birthdate: 'birthdate',
  holder_cpf: 'cpf',
  brand: 'number',
  card_number: 'number',
  security_code: 'cvv',
  expiration: 'expiration',
};

export interface CardFormProblems {
  /** A message for the whole form: 'fill all fields', the validity rule, or the server's refusal. */
  summary?: string;
  /** Messages under single fields (card number, CVV, CPF…). */
  fields: Partial<Record<CardField, string>>;
  /** Fields outlined red. */
  invalid: ReadonlySet<CardField>;
}

export const NO_CARD_PROBLEMS: CardFormProblems = { fields: {}, invalid: new Set() };

/** What is wrong before sending, or undefined when the form can go. */
export function checkCardForm(values: CardFormValues): CardFormProblems | undefined {
  const parsed = addCardRequest.safeParse(toAddCardPayload(values));
  if (parsed.success) return undefined;
  const fields: Partial<Record<CardField, string>> = {};
  const invalid = new Set<CardField>();
  let summary: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (!field) continue;
    invalid.add(field);
    if (issue.message === CARD_M.fillAll) summary = CARD_M.fillAll;
    else if (issue.message === CARD_M.expiry) summary ??= CARD_M.expiry;
    else fields[field] ??= issue.message;
  }
  return { summary, fields, invalid };
}

/** The server's refusal: its message (the gateway's, for a declined card), else the spec's. */
export function serverCardProblems(error: unknown): CardFormProblems {
  if (!(error instanceof ApiError) || (error.kind !== 'validation' && error.kind !== 'http')) {
    return { summary: CARD_M.failed, fields: {}, invalid: new Set() };
  }
  const invalid = new Set<CardField>();
  for (const key of Object.keys(error.errors)) {
    const field = FIELD_OF[key];
    if (field) invalid.add(field);
  }
  return { summary: error.message || CARD_M.failed, fields: {}, invalid };
}
