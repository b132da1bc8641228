// Contracts, invoice payment, saved cards, debit cards' 3-D Secure challenges and partner packages.
import {
  billPayResponse,
  challengeAbandonedResponse,
  challengeAnswerRequest,
  challengeAnswerResponse,
  hireMessageResponse,
  hireResponse,
} from '../../src/api/card-challenges.ts';
import {
  addCardRequest,
  cardAddedResponse,
  cardDeletedResponse,
  cardsResponse,
} from '../../src/api/cards.ts';
import {
  accessCodeResponse,
  billPayRequest,
  cancelRequest,
  contractMessageResponse,
  contractResponse,
  contractsResponse,
  contractUpdateRequest,
  hireRequest,
  platformReservationResponse,
  renewRequest,
  toHireLinkRequest,
} from '../../src/api/contracts.ts';
import type { RouteDoc } from './route-doc.ts';

export const CONTRACT_ROUTES: Record<string, RouteDoc> = {
  'GET /user/contract': {
    summary: 'Contratos',
    tag: 'contracts',
    auth: 'resident',
    response: contractsResponse,
  },
  'GET /user/contract/find/:id': {
    summary: 'Contrato',
    tag: 'contracts',
    auth: 'resident',
    response: contractResponse,
  },
  'POST /contract/create': {
    summary: 'Contratar',
    tag: 'contracts',
    auth: 'resident',
    body: hireRequest,
    response: hireResponse,
    status: 201,
  },
  'PUT /api/enterprise/user/contracts/:id': {
    summary: 'Editar hóspedes e observação',
    tag: 'contracts',
    auth: 'resident',
    body: contractUpdateRequest,
    response: contractMessageResponse,
  },
  'GET /api/enterprise/user/contracts/:id/generate-code': {
    summary: 'Código de acesso',
    tag: 'contracts',
    auth: 'resident',
    response: accessCodeResponse,
  },
  'PUT /api/enterprise/user/contracts/:id/cancel': {
    summary: 'Cancelar contrato',
    tag: 'contracts',
    auth: 'resident',
    body: cancelRequest,
    response: contractMessageResponse,
  },
  'POST /api/enterprise/re-new': {
    summary: 'Renovar',
    tag: 'contracts',
    auth: 'resident',
    body: renewRequest,
    response: hireResponse,
    status: 201,
  },
  'POST /contract/bill-to-receive/pay': {
    summary: 'Pagar fatura',
    tag: 'contracts',
    auth: 'resident',
    body: billPayRequest,
    response: billPayResponse,
  },
  'POST /api/payments/card-challenges/:id': {
    summary: 'Responder ao desafio 3-D Secure do cartão de débito',
    tag: 'cards',
    auth: 'resident',
    body: challengeAnswerRequest,
    response: challengeAnswerResponse,
  },
  'DELETE /api/payments/card-challenges/:id': {
    summary: 'Desistir do desafio 3-D Secure (libera a contratação pendente)',
    tag: 'cards',
    auth: 'resident',
    response: challengeAbandonedResponse,
  },
  'GET /user/payment/list-credit-card': {
    summary: 'Cartões',
    tag: 'cards',
    auth: 'resident',
    response: cardsResponse,
  },
  'POST /user/payment/add-credit-card': {
    summary: 'Adicionar cartão',
    tag: 'cards',
    auth: 'resident',
    body: addCardRequest,
    response: cardAddedResponse,
    status: 201,
  },
  'DELETE /api/user/payment-methods/:id': {
    summary: 'Remover cartão',
    tag: 'cards',
    auth: 'resident',
    response: cardDeletedResponse,
  },
  'GET /api/enterprise/platform-reservation/:hash': {
    summary: 'Pacote de parceiro',
    tag: 'partner',
    auth: 'optional',
    response: platformReservationResponse,
  },
  'POST /api/enterprise/to-hire-link': {
    summary: 'Contratar pacote de parceiro',
    tag: 'partner',
    auth: 'resident',
    body: toHireLinkRequest,
    response: hireMessageResponse,
    status: 201,
  },
};
