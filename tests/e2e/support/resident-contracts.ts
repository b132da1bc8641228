// Contracts for e2e tests, made through the API the way the app makes them: a saved sandbox card,
// a hire paid by card (Ativo at once) or by Pix (waiting for payment), the Pix webhook signed as
// README 'Pagamentos (sandbox)' describes, keys with a selfie. Each test makes its own.
import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import type { Contract } from '../../../src/api/contracts.ts';
import { auth } from './session.ts';

export const VISA_OK = '4111 1111 1111 1111';
export const VISA_DECLINED = '4000 0000 0000 0002';
// README 'Pagamentos (sandbox)': the dev secret of the webhook's HMAC.
const WEBHOOK_SECRET = 'tokaas-dev-webhook-secret';

/** 'YYYY-MM-DD', `offset` days from today in São Paulo. */
export function day(offset: number): string {
  return Temporal.Now.plainDateISO('America/Sao_Paulo').add({ days: offset }).toString();
}

export async function addCard(request: APIRequestContext, token: string, number = VISA_OK): Promise<number> {
  const res = await request.post('/user/payment/add-credit-card', {
    headers: auth(token),
    data: {
      type: 'credit',
      holder: 'JOANA PEREIRA',
      holder_birthdate: '20/05/1992',
      holder_cpf: '529.982.247-25',
      brand: 'visa',
      card_number: number,
      security_code: '123',
      expiration: `08/${new Date().getFullYear() + 3}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}

export interface HiredContract {
  id: number;
  apartment_id: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  human_contract_id: string;
  contract_status_id: number;
  status: { name: string };
  apartment: { data: { displayName: string; enterprise: { data: { shortUrl: string; name: string } } } };
  billToReceive: { id: number; key: string | null; received: boolean; value: number; number: string }[];
  key: { id: number; name: string }[];
  entryInspection: unknown;
}

let cursor = 0;

/** Hires a free unit (trying the next one when a period is taken or blocked). */
export async function hire(
  request: APIRequestContext,
  token: string,
  options: { checkIn?: number; nights?: number; cardId?: number; freeNightsAfter?: number } = {},
): Promise<HiredContract> {
  const checkIn = day(options.checkIn ?? 0);
  const checkOut = day((options.checkIn ?? 0) + (options.nights ?? 40));
  // The unit must be free for the stay (and, for renewals, some nights after it).
  const freeUntil = day((options.checkIn ?? 0) + (options.nights ?? 40) + (options.freeNightsAfter ?? 0));
  const list = await request.get(
    `/enterprise/apartment/list?perPage=100&order=price_asc&checkin=${checkIn}&checkout=${freeUntil}`,
  );
  const units = (
    (await list.json()).data as { id: number; isRented: boolean; available: boolean; soon_release: boolean }[]
  ).filter((u) => u.available && !u.isRented && !u.soon_release);
  for (let attempt = 0; attempt < units.length; attempt++) {
    const unit = units[(cursor++ * 7 + Math.floor(Math.random() * units.length)) % units.length];
    if (!unit) continue;
    const res = await request.post('/contract/create', {
      headers: auth(token),
      data: {
        plataformHash: null,
        payment_form_id: options.cardId ? 2 : 1,
        user_payment_credit_card_tokens: options.cardId ?? 0,
        check_in: checkIn,
        check_out: checkOut,
        apartment_id: unit.id,
        guests: 1,
      },
    });
    if (res.status() === 201) return (await res.json()).data as HiredContract;
    // 409 taken meanwhile, 422 a blocked day in the period: try another unit.
    if (res.status() !== 422 && res.status() !== 409)
      throw new Error(`contratação falhou: ${res.status()} ${await res.text()}`);
  }
  throw new Error('nenhuma unidade livre para contratar');
}

/** An Ativo contract paid by a sandbox card. */
export async function hireActive(
  request: APIRequestContext,
  token: string,
  options: { checkIn?: number; nights?: number; freeNightsAfter?: number } = {},
): Promise<HiredContract> {
  const cardId = await addCard(request, token);
  return hire(request, token, { ...options, cardId });
}

export async function fetchContract(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<HiredContract> {
  const res = await request.get(`/user/contract/find/${id}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data as HiredContract;
}

/** The resident's contracts as the API lists them. */
export async function contractsOf(request: APIRequestContext, token: string): Promise<Contract[]> {
  const res = await request.get('/user/contract', { headers: auth(token) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

export async function cancel(request: APIRequestContext, token: string, id: number): Promise<void> {
  const res = await request.put(`/api/enterprise/user/contracts/${id}/cancel`, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
}

/** The EMV fields of a Pix BR Code: id (2 digits) + length (2 digits) + value, nested in field 62. */
export function emvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i + 4 <= text.length; ) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** The txid (EMV field 62, sub-field 05) and the amount (field 54) of a Pix BR Code. */
export function readBrCode(payload: string): { txid: string; amount: number } {
  const fields = emvFields(payload);
  const txid = emvFields(fields.get('62') ?? '').get('05');
  if (!txid) throw new Error(`sem txid no Pix: ${payload}`);
  return { txid, amount: Number(fields.get('54')) };
}

/** The txid inside a Pix BR Code. */
export function pixTxid(payload: string): string {
  return readBrCode(payload).txid;
}

/**
 * The bank confirms a Pix: the signed webhook of the sandbox gateway. With `amount`, the server
 * also checks it is the amount charged, as a real confirmation carries it.
 */
export async function confirmPix(request: APIRequestContext, txid: string, amount?: number): Promise<void> {
  expect(txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
  const body = JSON.stringify({
    id: `evt_e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    type: 'pix.paid',
    data: amount === undefined ? { txid } : { txid, amount },
  });
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  const res = await request.post('/api/payments/webhook', {
    headers: { 'content-type': 'application/json', 'x-tokaas-signature': `t=${t},v1=${mac}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).data.outcome).toBeTruthy();
}

/** A small real JPEG (a face-coloured square), as a camera or gallery would give. */
export async function selfieJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 214, g: 170, b: 140 } } })
    .jpeg()
    .toBuffer();
}

export async function createKeyViaApi(
  request: APIRequestContext,
  token: string,
  contractId: number,
  name: string,
): Promise<number> {
  const res = await request.post('/contract/create-key', {
    headers: auth(token),
    multipart: {
      contract_id: String(contractId),
      name,
      code: '2468',
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfieJpeg() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}
