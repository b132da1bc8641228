// Saved cards (spec section 7, 'Cards'): add, list, delete. The server keeps only the gateway's
// token, the brand, credit or debit, the last 4 digits, the expiry and the holder's name.

import { parseDay, todayIn } from '../domain/calendar-day.ts';
import { CARD_KINDS, detectBrand, isExpiryValid, isValidCvv, passesLuhn } from '../domain/card.ts';
import { isValidCpf } from '../domain/cpf.ts';
import { onlyDigits } from '../domain/digits.ts';
import { z } from './zod.ts';

// Answers live in card-responses.ts (zod/mini); still importable from here.
export * from './card-responses.ts';

export const CARD_M = {
  fillAll: 'Por favor, Preencha todos os campos',
  expiry: 'Por favor, verifique a validade do cartão!',
  number: 'Número do cartão inválido. Confira os dígitos.',
  brand:
    'Bandeira não aceita. Aceitamos Visa, Mastercard, Diners, Amex, Discover, Hipercard, Elo, JCB e Aura.',
  cvv: 'Código de segurança inválido.',
  cvvAmex: 'Código de segurança inválido: cartões Amex têm 4 dígitos.',
  cpf: 'O CPF do titular não é válido.',
  birthdate: 'A data de nascimento do titular não é válida.',
  holder: 'O nome do titular deve ter no máximo 120 caracteres.',
  type: 'Tipo de cartão inválido: crédito ou débito.',
  added: 'Cartão adicionado com sucesso!',
  deleted: 'Cartão apagado com sucesso!',
  failed: 'Ocorreu um erro ao processar seu cartão!',
  notFound: 'Cartão não encontrado.',
  inUse: 'Este cartão paga um contrato em andamento e não pode ser apagado agora.',
} as const;

/** Present and not blank, text or number; every failure reads the spec's 'fill all fields'. */
const filled = z
  .union([z.string(), z.number()], { error: CARD_M.fillAll })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, { error: CARD_M.fillAll }).max(200, { error: CARD_M.fillAll }));

/** POST /user/payment/add-credit-card */
export const addCardRequest = z
  .object({
    // What the form says; the saved card's kind is the issuer's answer at tokenisation, not this.
    type: z.enum(CARD_KINDS, { error: CARD_M.type }).optional(),
    holder: filled,
    holder_birthdate: filled,
    holder_cpf: filled,
    brand: filled,
    card_number: filled,
    security_code: filled,
    expiration: filled,
  })
  .superRefine((v, ctx) => {
    // Zod still runs this after a field failed: while anything is missing, only that is reported.
    const fields = [
      v.holder,
      v.holder_birthdate,
      v.holder_cpf,
      v.brand,
      v.card_number,
      v.security_code,
      v.expiration,
    ];
    if (fields.some((f) => typeof f !== 'string' || f.trim() === '')) return;
    const number = onlyDigits(v.card_number);
    const detected = detectBrand(number);
    if (!passesLuhn(number) || /[^\d\s.-]/.test(v.card_number)) {
      ctx.addIssue({ code: 'custom', path: ['card_number'], message: CARD_M.number });
    } else if (!detected) {
      ctx.addIssue({ code: 'custom', path: ['brand'], message: CARD_M.brand });
    }
    if (!isValidCvv(v.security_code, detected)) {
      ctx.addIssue({
        code: 'custom',
        path: ['security_code'],
        message: detected === 'amex' ? CARD_M.cvvAmex : CARD_M.cvv,
      });
    }
    if (!isExpiryValid(v.expiration, todayIn())) {
      ctx.addIssue({ code: 'custom', path: ['expiration'], message: CARD_M.expiry });
    }
    if (!isValidCpf(v.holder_cpf))
      ctx.addIssue({ code: 'custom', path: ['holder_cpf'], message: CARD_M.cpf });
    if (!parseDay(v.holder_birthdate)) {
      ctx.addIssue({ code: 'custom', path: ['holder_birthdate'], message: CARD_M.birthdate });
    }
    if (v.holder.length > 120) ctx.addIssue({ code: 'custom', path: ['holder'], message: CARD_M.holder });
  });
export type AddCardRequest = z.input<typeof addCardRequest>;
