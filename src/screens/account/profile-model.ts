// The profile form (spec 3 'User', spec 5 'Profile'): its values from the signed-in user, the
// payload of POST /user/edit, and where the server's 422 messages land. The server validates
// (required fields, masks, CPF digits); the form shows each message under its field.
import type { ProfileEditRequest, User } from '../../api/user.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { onlyDigits } from '../../domain/digits.ts';
import { type ChosenCity, type FieldErrors, mapFieldErrors } from '../auth/register-model.ts';

export type { ChosenCity };

export type Gender = NonNullable<User['gender']>;
export const GENDERS: readonly Gender[] = ['Masculino', 'Feminino', 'Outros'];

export interface ProfileValues {
  name: string;
  cpf: string;
  rg: string;
  birthDate: string;
  gender: Gender | null;
  profession: string;
  nationality: string;
  celphone: string;
  phone: string;
  cep: string;
  stateId: number | null;
  city: ChosenCity | null;
  /** What the city box shows: the chosen city's name or what is being typed. */
  cityText: string;
  address: string;
  number: string;
  complement: string;
  neighborhood: string;
}

export type ProfileField = Exclude<keyof ProfileValues, 'stateId' | 'cityText'> | 'state' | 'email';

/** CPF and RG can no longer change once the user has them (spec 5). */
export interface LockedDocuments {
  cpf: boolean;
  rg: boolean;
}

export function lockedDocuments(user: User): LockedDocuments {
  return { cpf: Boolean(user.document_cpf), rg: Boolean(user.document_rg) };
}

export function profileValuesOf(user: User): ProfileValues {
  const city =
    user.city_id !== null && user.city_name
      ? { id: user.city_id, name: user.city_name, state_id: user.state_id ?? 0, state: user.state ?? '' }
      : null;
  return {
    name: user.name,
    cpf: user.document_cpf ?? '',
    rg: user.document_rg ?? '',
    birthDate: user.birthday ? formatDateBr(user.birthday) : '',
    gender: user.gender,
    profession: user.profession ?? '',
    nationality: user.nationality ?? '',
    celphone: user.celphone ?? '',
    phone: user.phone ?? '',
    cep: user.postal_code ?? '',
    stateId: user.state_id,
    city,
    cityText: city?.name ?? '',
    address: user.address ?? '',
    number: user.number ?? '',
    complement: user.complement ?? '',
    neighborhood: user.neighborhood ?? '',
  };
}

/** POST /user/edit: documents on file are sent as they are (never retyped), masks as digits. */
export function toProfilePayload(values: ProfileValues, user: User): ProfileEditRequest {
  const locked = lockedDocuments(user);
  return {
    name: values.name.trim(),
    document_cpf: locked.cpf ? (user.document_cpf as string) : onlyDigits(values.cpf),
    document_rg: locked.rg ? (user.document_rg as string) : values.rg.trim(),
    date_of_birth: values.birthDate.trim(),
    gender: values.gender,
    celphone: onlyDigits(values.celphone),
    phone: onlyDigits(values.phone) || null,
    address: values.address.trim(),
    number: values.number.trim(),
    complement: values.complement.trim() || null,
    neighborhood: values.neighborhood.trim(),
    postal_code: onlyDigits(values.cep),
    city_id: values.city?.id ?? null,
    state_id: values.stateId ?? null,
    profession: values.profession.trim() || null,
    nationality: values.nationality.trim() || null,
  };
}

const SERVER_KEYS: Record<string, readonly ProfileField[]> = {
  name: ['name'],
  email: ['email'],
  document_cpf: ['cpf'],
  document_rg: ['rg'],
  date_of_birth: ['birthDate'],
  gender: ['gender'],
  celphone: ['celphone'],
  phone: ['phone'],
  address: ['address'],
  number: ['number'],
  complement: ['complement'],
  neighborhood: ['neighborhood'],
  postal_code: ['cep'],
  city_id: ['city'],
  city: ['city'],
  state_id: ['state'],
  state: ['state'],
  profession: ['profession'],
  nationality: ['nationality'],
};

export function profileErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): FieldErrors<ProfileField> {
  return mapFieldErrors(errors, SERVER_KEYS);
}
