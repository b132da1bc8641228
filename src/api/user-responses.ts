// Auth and user answers as the app validates them (spec 7 'Auth and user'): zod/mini (see
// zod-mini.ts), so the sync worker checks the profile without zod classic. Requests are in user.ts.

import { z } from './zod-mini.ts';

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
});

export const user = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  profession: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  document_cpf: z.nullable(z.string()),
  document_rg: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  gender: z.nullable(z.enum(['Masculino', 'Feminino', 'Outros'])),
  celphone: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  number: z.nullable(z.string()),
  complement: z.nullable(z.string()),
  neighborhood: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  city_id: z.nullable(z.int()),
  city_name: z.nullable(z.string()),
  state_id: z.nullable(z.int()),
  state: z.nullable(z.string()),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type User = z.output<typeof user>;

export const state = z.object({ id: z.int(), uf: z.string(), name: z.string() });
export const city = z.object({
  id: z.int(),
  name: z.string(),
  state_id: z.int(),
  state: z.string(),
});
