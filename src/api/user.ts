// Auth and user calls (spec section 7, 'Auth and user'): requests and responses.

import { parseDay } from '../domain/calendar-day.ts';
import { onlyDigits } from '../domain/digits.ts';
import {
  isAcceptablePassword,
  isAdultBirthday,
  isCep,
  isFullName,
  isMobilePhone,
  isPhone,
  isRg,
  isValidCpf,
} from '../domain/person.ts';
import { optionalText, requiredText } from './common.ts';
import { z } from './zod.ts';

// Answers live in user-responses.ts (zod/mini); still importable from here.
export * from './user-responses.ts';

export const M = {
  name: 'O campo nome e sobrenome não é válido.',
  dateOfBirthRequired: 'O campo data de nascimento é obrigatório.',
  dateOfBirthInvalid: 'O campo data de nascimento não é válido.',
  nationality: 'O campo nacionalidade não é válido.',
  cpf: 'O campo CPF não é válido.',
  cpfTaken: 'Este CPF já está cadastrado.',
  rg: 'O campo RG não é válido.',
  profession: 'O campo profissão é obrigatório.',
  cepRequired: 'O campo CEP é obrigatório.',
  cepInvalid: 'O campo CEP não é válido.',
  city: 'O campo cidade é obrigatório.',
  state: 'O campo estado é obrigatório.',
  address: 'O campo endereço é obrigatório.',
  number: 'O campo número é obrigatório.',
  neighborhood: 'O campo bairro é obrigatório.',
  email: 'O campo Email não é válido.',
  emailTaken: 'Este Email já está cadastrado.',
  celphone: 'O campo celular não é válido.',
  phone: 'O campo telefone não é válido.',
  password: 'O campo senha não é válido.',
  passwordConfirmation: 'O campo confirme a senha não é válido.',
  loginFailed: 'Email ou senha inválidos.',
  emailInvalid: 'Email inválido',
  cpfLocked: 'O CPF não pode ser alterado.',
  rgLocked: 'O RG não pode ser alterado.',
  emailLocked: 'O email não pode ser alterado.',
  codeInvalid: 'Código inválido ou expirado.',
  resetTokenInvalid: 'Este link de redefinição é inválido ou expirou.',
} as const;

const digitsField = (message: string, valid: (v: string) => boolean, required = message) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    // Blank is already reported as required: one message per field.
    .refine((v) => v === '' || valid(v), { error: message })
    .transform(onlyDigits);

const birthday = z
  .string({ error: M.dateOfBirthRequired })
  .trim()
  .min(1, { error: M.dateOfBirthRequired })
  .refine((v) => v === '' || isAdultBirthday(v), { error: M.dateOfBirthInvalid })
  .transform((v) => parseDay(v) as NonNullable<ReturnType<typeof parseDay>>);

const email = z
  .string({ error: M.email })
  .trim()
  .toLowerCase()
  .max(255, { error: M.email })
  .pipe(z.email({ error: M.email }));
// Checked even when other fields failed, so the form shows every problem at once.
const confirmationMatches = {
  path: ['password_confirmation'],
  error: M.passwordConfirmation,
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
  },
};

const optionalId = z.union([z.coerce.number().int().positive(), z.null()]).optional();

export const registerRequest = z
  .object({
    name: z.string({ error: M.name }).trim().refine(isFullName, { error: M.name }),
    email,
    password: z.string({ error: M.password }).refine(isAcceptablePassword, { error: M.password }),
    password_confirmation: z.string({ error: M.passwordConfirmation }),
    celphone: digitsField(M.celphone, isMobilePhone),
    date_of_birth: birthday,
    cpf: digitsField(M.cpf, isValidCpf),
    rg: z
      .string({ error: M.rg })
      .trim()
      .refine(isRg, { error: M.rg })
      .transform((v) => v.replace(/[.\-\s]/g, '').toUpperCase()),
    cep: digitsField(M.cepInvalid, isCep, M.cepRequired),
    city: requiredText(M.city),
    state: requiredText(M.state),
    address: requiredText(M.address),
    complement: optionalText(),
    number: optionalText(20),
    neighborhood: optionalText(),
    city_id: optionalId,
    state_id: optionalId,
    nationality: requiredText(M.nationality, 60),
    profession: requiredText(M.profession, 120),
  })
  .refine((value) => value.password === value.password_confirmation, confirmationMatches);
export type RegisterRequest = z.input<typeof registerRequest>;

/** The app sends `username` (the e-mail); another reading sends `email`. Both are accepted. */
export const loginRequest = z
  .object({
    email: z.string().optional(),
    username: z.string().optional(),
    password: z.string({ error: M.loginFailed }).min(1, { error: M.loginFailed }).max(1024),
  })
  .transform((v, ctx) => {
    const identity = (v.email ?? v.username ?? '').trim().toLowerCase();
    if (!identity) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
      return z.NEVER;
    }
    return { email: identity, password: v.password };
  });
export type LoginRequest = z.input<typeof loginRequest>;

/** POST /user/edit. The e-mail never changes; CPF and RG only while still empty. */
export const profileEditRequest = z.object({
  name: z.string({ error: M.name }).trim().refine(isFullName, { error: M.name }),
  email: z.string().optional(),
  document_cpf: digitsField(M.cpf, isValidCpf),
  document_rg: z
    .string({ error: M.rg })
    .trim()
    .refine(isRg, { error: M.rg })
    .transform((v) => v.replace(/[.\-\s]/g, '').toUpperCase()),
  date_of_birth: birthday,
  gender: z
    .enum(['Masculino', 'Feminino', 'Outros'], { error: 'Escolha um gênero da lista.' })
    .nullable()
    .optional(),
  celphone: digitsField(M.celphone, isMobilePhone),
  phone: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? onlyDigits(v) : null))
    .refine((v) => v === null || v === '' || isPhone(v), { error: M.phone })
    .transform((v) => v || null),
  address: requiredText(M.address),
  number: requiredText(M.number, 20),
  complement: optionalText(),
  neighborhood: requiredText(M.neighborhood),
  postal_code: digitsField(M.cepInvalid, isCep, M.cepRequired),
  city_id: z.coerce.number({ error: M.city }).int({ error: M.city }).positive({ error: M.city }),
  state_id: z.coerce.number({ error: M.state }).int({ error: M.state }).positive({ error: M.state }),
  profession: optionalText(120),
  nationality: optionalText(60),
});
export type ProfileEditRequest = z.input<typeof profileEditRequest>;

export const codeRequest = z.object({
  code: z
    .string({ error: M.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: M.codeInvalid }),
});

/** POST /api/user/register/confirm: the sign-up's e-mail and the code mailed to it. */
export const registerConfirmRequest = z.object({
  email,
  code: codeRequest.shape.code,
});
export type RegisterConfirmRequest = z.input<typeof registerConfirmRequest>;

/** The register answer: the same whether or not the e-mail already has an account. */
export const registrationCodeSent = (email: string) =>
  `Enviamos um código de confirmação para ${email}. Digite-o abaixo para concluir o cadastro.`;

export const forgotPasswordRequest = z.object({
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.emailInvalid })),
});

export const resetPasswordRequest = z
  .object({
    token: z.string({ error: M.resetTokenInvalid }).min(20, { error: M.resetTokenInvalid }).max(200),
    password: z.string({ error: M.password }).refine(isAcceptablePassword, { error: M.password }),
    password_confirmation: z.string({ error: M.passwordConfirmation }),
  })
  .refine((value) => value.password === value.password_confirmation, confirmationMatches);
