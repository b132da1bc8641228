// One typed function per contracts, invoices, cards and partner-link call of spec section 7.
import type { z } from 'zod';
// Answers from the zod/mini answer modules, request types only from the request modules: these
// calls load no zod classic.
import {
  billPayResponse,
  challengeAbandonedResponse,
  challengeAnswerResponse,
  hireMessageResponse,
  hireResponse,
} from './card-challenge-responses.ts';
import type { ChallengeAnswerRequest } from './card-challenges.ts';
import { cardAddedResponse, cardDeletedResponse, cardsResponse } from './card-responses.ts';
import type { addCardRequest } from './cards.ts';
import { call } from './client.ts';
import {
  accessCodeResponse,
  contractMessageResponse,
  contractResponse,
  contractsResponse,
  platformReservationResponse,
} from './contract-responses.ts';
import type {
  BillPayRequest,
  CancelRequest,
  ContractUpdateRequest,
  HireRequest,
  RenewRequest,
  ToHireLinkRequest,
} from './contracts.ts';

/** Hiring, payments and cancellation need the network (never queued): callers pass a fresh key per attempt. */
const withKey = (idempotencyKey?: string): Record<string, string> =>
  idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};

export const fetchContracts = (token: string) => call('/user/contract', contractsResponse, { token });

export const fetchContract = (token: string, id: number) =>
  call(`/user/contract/find/${id}`, contractResponse, { token });

/** The contract, and a debit card's 3-D Secure challenge when the issuer asks for one. */
export const hireContract = (token: string, body: HireRequest, idempotencyKey?: string) =>
  call('/contract/create', hireResponse, {
    method: 'POST',
    token,
    body,
    headers: withKey(idempotencyKey),
  });

export const updateContract = (token: string, id: number, body: ContractUpdateRequest) =>
  call(`/api/enterprise/user/contracts/${id}`, contractMessageResponse, { method: 'PUT', token, body });

export const generateAccessCode = (token: string, id: number) =>
  call(`/api/enterprise/user/contracts/${id}/generate-code`, accessCodeResponse, { token });

/** A contract paid by boleto needs `refund_pix_key`, where its refund goes. */
export const cancelContract = (token: string, id: number, idempotencyKey?: string, body?: CancelRequest) =>
  call(`/api/enterprise/user/contracts/${id}/cancel`, contractMessageResponse, {
    method: 'PUT',
    token,
    ...(body ? { body } : {}),
    headers: withKey(idempotencyKey),
  });

export const renewContract = (token: string, body: RenewRequest, idempotencyKey?: string) =>
  call('/api/enterprise/re-new', hireResponse, {
    method: 'POST',
    token,
    body,
    headers: withKey(idempotencyKey),
  });

export const payBill = (token: string, body: BillPayRequest, idempotencyKey?: string) =>
  call('/contract/bill-to-receive/pay', billPayResponse, {
    method: 'POST',
    token,
    body,
    headers: withKey(idempotencyKey),
  });

/** The code the card issuer's 3-D Secure challenge asked for; declined is an ApiError with its message. */
export const answerCardChallenge = (
  token: string,
  id: string,
  body: ChallengeAnswerRequest,
  idempotencyKey?: string,
) =>
  call(`/api/payments/card-challenges/${id}`, challengeAnswerResponse, {
    method: 'POST',
    token,
    body,
    headers: withKey(idempotencyKey),
  });

/** Gives the challenge up (the resident closed it): a pending hire is dropped and its unit freed. */
export const abandonCardChallenge = (token: string, id: string) =>
  call(`/api/payments/card-challenges/${id}`, challengeAbandonedResponse, { method: 'DELETE', token });

export const fetchCards = (token: string) => call('/user/payment/list-credit-card', cardsResponse, { token });

export const addCard = (token: string, body: z.input<typeof addCardRequest>) =>
  call('/user/payment/add-credit-card', cardAddedResponse, { method: 'POST', token, body });

export const deleteCard = (token: string, id: number) =>
  call(`/api/user/payment-methods/${id}`, cardDeletedResponse, { method: 'DELETE', token });

export const fetchPlatformReservation = (hash: string, token?: string | null) =>
  call(`/api/enterprise/platform-reservation/${encodeURIComponent(hash)}`, platformReservationResponse, {
    token: token ?? null,
  });

export const hireFromLink = (token: string, body: ToHireLinkRequest, idempotencyKey?: string) =>
  call('/api/enterprise/to-hire-link', hireMessageResponse, {
    method: 'POST',
    token,
    body,
    headers: withKey(idempotencyKey),
  });
