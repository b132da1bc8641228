// The registration form's values, the payload it sends (spec 3, 'Registration payload') and how the
// server's 422 errors land on its fields (spec 5 and 8). The client does not validate (spec 5):
// whatever the person typed is sent, and the server's messages are shown field by field.
import type { RegisterRequest } from '../../api/user.ts';
import { onlyDigits } from '../../domain/digits.ts';

export interface ChosenCity {
  id: number;
  name: string;
  state_id: number;
  state: string;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string;
  cpf: string;
  rg: string;
  profession: string;
  cep: string;
  stateId: number | null;
  stateUf: string;
  city: ChosenCity | null;
  /** The text in the city box (a chosen city's name, or what is being typed / was filled by the CEP). */
  cityText: string;
  address: string;
  number: string;
  complement: string;
  neighborhood: string;
  email: string;
  celphone: string;
  password: string;
  passwordConfirmation: string;
}

export type RegisterField = Exclude<keyof RegisterValues, 'stateUf' | 'cityText' | 'stateId'> | 'state';

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  nationality: '',
  cpf: '',
  rg: '',
  profession: '',
  cep: '',
  stateId: null,
  stateUf: '',
  city: null,
  cityText: '',
  address: '',
  number: '',
  complement: '',
  neighborhood: '',
  email: '',
  celphone: '',
  password: '',
  passwordConfirmation: '',
};

/** 'name' is the first and last name joined by one space (spec 3). */
export function joinName(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The payload of POST /api/user/register: masked documents go as digits, the birth date as typed. */
export function toRegisterPayload(values: RegisterValues): RegisterRequest {
  return {
    name: joinName(values.firstName, values.lastName),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.passwordConfirmation,
    celphone: onlyDigits(values.celphone),
    date_of_birth: values.birthDate.trim(),
    cpf: onlyDigits(values.cpf),
    rg: onlyDigits(values.rg),
    cep: onlyDigits(values.cep),
    city: values.city?.name ?? values.cityText.trim(),
    state: values.stateUf,
    address: values.address.trim(),
    complement: values.complement.trim(),
    number: values.number.trim(),
    neighborhood: values.neighborhood.trim(),
    city_id: values.city?.id ?? null,
    state_id: values.stateId,
    nationality: values.nationality.trim(),
    profession: values.profession.trim(),
  };
}

/** Which form fields a server error key belongs to; the message shows under the first. */
const SERVER_KEYS: Record<string, readonly RegisterField[]> = {
  name: ['firstName', 'lastName'],
  date_of_birth: ['birthDate'],
  nationality: ['nationality'],
  cpf: ['cpf'],
  rg: ['rg'],
  profession: ['profession'],
  cep: ['cep'],
  city: ['city'],
  city_id: ['city'],
  state: ['state'],
  state_id: ['state'],
  address: ['address'],
  number: ['number'],
  complement: ['complement'],
  neighborhood: ['neighborhood'],
  email: ['email'],
  celphone: ['celphone'],
  password: ['password'],
  password_confirmation: ['passwordConfirmation'],
};

/** The fields in the order they appear, so focus can go to the first one with a problem. */
export const REGISTER_FIELD_ORDER: readonly RegisterField[] = [
  'firstName',
  'lastName',
  'birthDate',
  'nationality',
  'cpf',
  'rg',
  'profession',
  'cep',
  'state',
  'city',
  'address',
  'number',
  'complement',
  'neighborhood',
  'email',
  'celphone',
  'password',
  'passwordConfirmation',
];

export interface FieldErrors<F extends string> {
  /** The message shown under a field. */
  messages: Partial<Record<F, string>>;
  /** Every field outlined red (a name error marks both Nome and Sobrenome). */
  invalid: ReadonlySet<F>;
  /** Messages for keys no field shows, for a note above the button. */
  other: string[];
}

export const NO_ERRORS: FieldErrors<never> = { messages: {}, invalid: new Set(), other: [] };

/** Spreads a 422 `errors` map over the form's fields, with the first message of each key. */
export function mapFieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  keys: Readonly<Record<string, readonly F[]>>,
): FieldErrors<F> {
  const messages: Partial<Record<F, string>> = {};
  const invalid = new Set<F>();
  const other: string[] = [];
  for (const [key, list] of Object.entries(errors)) {
    const message = list[0];
    if (!message) continue;
    const fields = keys[key];
    if (!fields?.length) {
      if (!other.includes(message)) other.push(message);
      continue;
    }
    const [first] = fields as [F];
    messages[first] ??= message;
    for (const field of fields) invalid.add(field);
  }
  return { messages, invalid, other };
}

export function registerErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): FieldErrors<RegisterField> {
  return mapFieldErrors(errors, SERVER_KEYS);
}

/** The same errors once the person edits a field: its outline and message go away. */
export function withoutField<F extends string>(errors: FieldErrors<F>, fields: readonly F[]): FieldErrors<F> {
  if (!fields.some((f) => errors.invalid.has(f) || errors.messages[f] !== undefined)) return errors;
  const messages = { ...errors.messages };
  const invalid = new Set(errors.invalid);
  for (const field of fields) {
    delete messages[field];
    invalid.delete(field);
  }
  return { messages, invalid, other: errors.other };
}
