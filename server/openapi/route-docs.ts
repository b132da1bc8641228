// What the OpenAPI description says about every route of the server: who may call it, and the
// shared zod schemas (src/api/) of its query, body and answer. Keyed by "METHOD /hono/path" so a
// test can compare it with the app's own route table: a route added without an entry here fails
// tests/api/openapi.test.ts, and the ownership and fuzz tests read `auth` and `body` from here.
import { z } from 'zod';
import {
  addCardRequest,
  cardAddedResponse,
  cardDeletedResponse,
  cardsResponse,
} from '../../src/api/cards.ts';
import {
  apartmentListQuery,
  apartmentListResponse,
  apartmentResponse,
  apartmentsResponse,
  apartmentTypesResponse,
  blockDatesResponse,
  contactRequest,
  contactResponse,
  faqQuery,
  faqResponse,
  favoriteCreatedResponse,
  favoriteRequest,
  favoritesResponse,
  includeQuery,
  locationsResponse,
  preBookingCreatedResponse,
  preBookingRequest,
  preBookingsResponse,
  successResponse,
} from '../../src/api/catalogue.ts';
import { envelope, messageBody } from '../../src/api/common.ts';
import {
  accessCodeResponse,
  billPaidResponse,
  billPayRequest,
  contractMessageResponse,
  contractResponse,
  contractsResponse,
  contractUpdateRequest,
  hireRequest,
  platformReservationResponse,
  renewRequest,
  toHireLinkRequest,
} from '../../src/api/contracts.ts';
import {
  answersRequest,
  inspectionResponse,
  photoRequest,
  photoResponse,
  questionsResponse,
} from '../../src/api/inspections.ts';
import { createKeyRequest, keyResponse, updateKeyRequest } from '../../src/api/keys.ts';
import {
  placesQuery,
  placesResponse,
  releaseRequest,
  replyRequest,
  replyResponse,
  scheduleRequest,
  scheduleResponse,
  schedulesResponse,
  serviceBookingRequest,
  serviceBookingResponse,
  serviceBookingsResponse,
  servicesResponse,
  subscribeRequest,
  taskResponse,
  tasksResponse,
  ticketListQuery,
  ticketListResponse,
  ticketRequest,
  ticketResponse,
  tutorialsResponse,
  visitorRequest,
  visitorResponse,
  visitorsResponse,
} from '../../src/api/support-resident.ts';
import {
  city,
  codeRequest,
  forgotPasswordRequest,
  loginRequest,
  profileEditRequest,
  registerRequest,
  resetPasswordRequest,
  state,
  tokenResponse,
  user,
} from '../../src/api/user.ts';
import { bookingsQuery } from '../routes/extra-services.ts';
import { commandRequest } from '../routes/operator.ts';
import { webhookEvent } from '../routes/payments-webhook.ts';

/**
 * resident: bearer token required (401 without); the data is the caller's own.
 * optional: public, a bearer token only personalises (favourites, own reservation).
 * public: no token. operator / webhook: their own secret (operator token, HMAC signature).
 */
export type RouteAuth = 'resident' | 'optional' | 'public' | 'operator' | 'webhook';

export interface RouteDoc {
  summary: string;
  tag: string;
  auth: RouteAuth;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart form with `files` beside them. */
  body?: z.ZodType;
  files?: string[];
  /** JSON answer; `binary` for images. */
  response?: z.ZodType | 'binary';
  status?: number;
}

const withMessage = <T extends z.ZodType>(data: T) => envelope(data).extend({ message: z.string() });
const sent = withMessage(z.object({ sent: z.boolean() }));
const anyObject = z.object({}).catchall(z.unknown());

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  // Sign-in and account.
  'POST /auth/login': {
    summary: 'Entrar',
    tag: 'auth',
    auth: 'public',
    body: loginRequest,
    response: envelope(tokenResponse),
  },
  'POST /api/user/register': {
    summary: 'Criar conta',
    tag: 'auth',
    auth: 'public',
    body: registerRequest,
    response: envelope(tokenResponse.extend({ user })),
    status: 201,
  },
  'POST /auth/logout': {
    summary: 'Sair (revoga o token)',
    tag: 'auth',
    auth: 'resident',
    response: successResponse,
  },
  'POST /auth/forgot-password': {
    summary: 'Pedir redefinição de senha',
    tag: 'auth',
    auth: 'public',
    body: forgotPasswordRequest,
    response: messageBody,
  },
  'POST /auth/reset-password': {
    summary: 'Redefinir senha',
    tag: 'auth',
    auth: 'public',
    body: resetPasswordRequest,
    response: messageBody,
  },
  'GET /user/session': {
    summary: 'Usuário da sessão',
    tag: 'user',
    auth: 'resident',
    response: envelope(user),
  },
  'POST /user/edit': {
    summary: 'Editar perfil',
    tag: 'user',
    auth: 'resident',
    body: profileEditRequest,
    response: withMessage(user),
  },
  'GET /api/users/resend-verification-email': {
    summary: 'Enviar código por e-mail',
    tag: 'user',
    auth: 'resident',
    response: sent,
  },
  'GET /api/users/resend-verification-sms': {
    summary: 'Enviar código por SMS',
    tag: 'user',
    auth: 'resident',
    response: sent,
  },
  'POST /api/users/validate-email': {
    summary: 'Verificar e-mail',
    tag: 'user',
    auth: 'resident',
    body: codeRequest,
    response: withMessage(user),
  },
  'POST /api/users/validate-sms': {
    summary: 'Verificar celular',
    tag: 'user',
    auth: 'resident',
    body: codeRequest,
    response: withMessage(user),
  },
  'ALL /user/*': {
    summary: 'Qualquer outra rota /user/*: 404',
    tag: 'user',
    auth: 'resident',
    response: messageBody,
    status: 404,
  },

  // Places and catalogue.
  'GET /city/states': { summary: 'Estados', tag: 'city', auth: 'public', response: envelope(z.array(state)) },
  'GET /city/city-by-state/:state': {
    summary: 'Cidades de um estado',
    tag: 'city',
    auth: 'public',
    response: envelope(z.array(city)),
  },
  'GET /city/city-by-name/:name': {
    summary: 'Buscar cidade',
    tag: 'city',
    auth: 'public',
    response: envelope(z.array(city)),
  },
  'GET /enterprise/apartment/list': {
    summary: 'Buscar unidades',
    tag: 'catalogue',
    auth: 'optional',
    query: apartmentListQuery,
    response: apartmentListResponse,
  },
  'GET /api/apartments/for-you': {
    summary: 'Unidades para você',
    tag: 'catalogue',
    auth: 'optional',
    response: apartmentsResponse,
  },
  'GET /enterprise/apartment/type/list': {
    summary: 'Tipos de unidade',
    tag: 'catalogue',
    auth: 'public',
    response: apartmentTypesResponse,
  },
  'GET /enterprise/locations': {
    summary: 'Locais com unidades',
    tag: 'catalogue',
    auth: 'public',
    response: locationsResponse,
  },
  'GET /enterprise/apartment/find/:id': {
    summary: 'Detalhe da unidade',
    tag: 'catalogue',
    auth: 'optional',
    query: includeQuery,
    response: apartmentResponse,
  },
  'GET /enterprise/apartment/block-dates/:id': {
    summary: 'Datas indisponíveis',
    tag: 'catalogue',
    auth: 'public',
    response: blockDatesResponse,
  },
  'GET /api/enterprise/apartment/favorites': {
    summary: 'Favoritos',
    tag: 'favorites',
    auth: 'resident',
    response: favoritesResponse,
  },
  'POST /api/enterprise/apartment/favorites': {
    summary: 'Favoritar',
    tag: 'favorites',
    auth: 'resident',
    body: favoriteRequest,
    response: favoriteCreatedResponse,
  },
  'DELETE /api/enterprise/apartment/favorites/:id': {
    summary: 'Desfavoritar',
    tag: 'favorites',
    auth: 'resident',
    response: successResponse,
  },
  'GET /api/enterprise/pre-bookings': {
    summary: 'Pré-reservas',
    tag: 'pre-bookings',
    auth: 'resident',
    response: preBookingsResponse,
  },
  'POST /api/enterprise/pre-bookings': {
    summary: 'Pré-reservar',
    tag: 'pre-bookings',
    auth: 'resident',
    body: preBookingRequest,
    response: preBookingCreatedResponse,
  },
  'DELETE /api/enterprise/pre-bookings/:id': {
    summary: 'Remover pré-reserva',
    tag: 'pre-bookings',
    auth: 'resident',
    response: successResponse,
  },
  'GET /api/frequently-asked-questions': {
    summary: 'Perguntas frequentes',
    tag: 'support',
    auth: 'public',
    query: faqQuery,
    response: faqResponse,
  },
  'POST /contact/create': {
    summary: 'Fale conosco',
    tag: 'support',
    auth: 'public',
    body: contactRequest,
    response: contactResponse,
    status: 201,
  },

  // Contracts, invoices, cards.
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
    response: contractResponse,
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
    response: contractMessageResponse,
  },
  'POST /api/enterprise/re-new': {
    summary: 'Renovar',
    tag: 'contracts',
    auth: 'resident',
    body: renewRequest,
    response: contractResponse,
    status: 201,
  },
  'POST /contract/bill-to-receive/pay': {
    summary: 'Pagar fatura',
    tag: 'contracts',
    auth: 'resident',
    body: billPayRequest,
    response: billPaidResponse,
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
    response: contractResponse,
    status: 201,
  },

  // Keys and inspections (multipart).
  'POST /contract/create-key': {
    summary: 'Criar chave (com selfie)',
    tag: 'keys',
    auth: 'resident',
    body: createKeyRequest,
    files: ['selfie'],
    response: keyResponse,
    status: 201,
  },
  'POST /contract/update-key/:keyId': {
    summary: 'Alterar chave',
    tag: 'keys',
    auth: 'resident',
    body: updateKeyRequest,
    files: ['selfie'],
    response: keyResponse,
  },
  'DELETE /contract/delete-key/:keyId': {
    summary: 'Remover chave',
    tag: 'keys',
    auth: 'resident',
    response: successResponse,
  },
  'GET /api/contract-keys/:id/selfie': {
    summary: 'Selfie da chave',
    tag: 'keys',
    auth: 'resident',
    response: 'binary',
  },
  'GET /user/contract/find/1/inspection-form-questions': {
    summary: 'Perguntas da vistoria',
    tag: 'inspections',
    auth: 'resident',
    response: questionsResponse,
  },
  'POST /user/contract/find/:id/inspection-form-questions-answers/:kind': {
    summary: 'Enviar vistoria (check_in|check_out)',
    tag: 'inspections',
    auth: 'resident',
    body: answersRequest,
    response: inspectionResponse,
    status: 201,
  },
  'POST /user/contract/find/:id/inspection-photos': {
    summary: 'Foto de problema da vistoria',
    tag: 'inspections',
    auth: 'resident',
    body: photoRequest,
    files: ['photo'],
    response: photoResponse,
    status: 201,
  },
  'GET /api/inspection-photos/:id': {
    summary: 'Foto da vistoria',
    tag: 'inspections',
    auth: 'resident',
    response: 'binary',
  },

  // Tickets, services, tutorials, community.
  'GET /api/enterprise/tickets': {
    summary: 'Chamados',
    tag: 'tickets',
    auth: 'resident',
    query: ticketListQuery,
    response: ticketListResponse,
  },
  'GET /api/enterprise/tickets/:id': {
    summary: 'Chamado',
    tag: 'tickets',
    auth: 'resident',
    response: ticketResponse,
  },
  'POST /api/enterprise/tickets': {
    summary: 'Abrir chamado',
    tag: 'tickets',
    auth: 'resident',
    body: ticketRequest,
    response: ticketResponse,
    status: 201,
  },
  'POST /api/enterprise/ticket/replies': {
    summary: 'Responder chamado',
    tag: 'tickets',
    auth: 'resident',
    body: replyRequest,
    response: replyResponse,
    status: 201,
  },
  'GET /api/services': {
    summary: 'Serviços extras',
    tag: 'services',
    auth: 'public',
    response: servicesResponse,
  },
  'GET /api/enterprise/contracts/services': {
    summary: 'Serviços contratados',
    tag: 'services',
    auth: 'resident',
    query: bookingsQuery,
    response: serviceBookingsResponse,
  },
  'POST /api/enterprise/contracts/services': {
    summary: 'Agendar serviço',
    tag: 'services',
    auth: 'resident',
    body: serviceBookingRequest,
    response: serviceBookingResponse,
    status: 201,
  },
  'GET /api/tutorials': {
    summary: 'Tutoriais',
    tag: 'tutorials',
    auth: 'resident',
    response: tutorialsResponse,
  },
  'GET /api/tutorials/apartment/:id': {
    summary: 'Tutoriais da unidade',
    tag: 'tutorials',
    auth: 'resident',
    response: tutorialsResponse,
  },
  'GET /api/enterprise/places': {
    summary: 'Áreas comuns',
    tag: 'community',
    auth: 'resident',
    query: placesQuery,
    response: placesResponse,
  },
  'GET /api/enterprise/places/schedules': {
    summary: 'Meus agendamentos',
    tag: 'community',
    auth: 'resident',
    response: schedulesResponse,
  },
  'POST /api/enterprise/places/schedules': {
    summary: 'Agendar área comum',
    tag: 'community',
    auth: 'resident',
    body: scheduleRequest,
    response: scheduleResponse,
    status: 201,
  },
  'DELETE /api/enterprise/places/schedules/:id': {
    summary: 'Cancelar agendamento',
    tag: 'community',
    auth: 'resident',
    response: successResponse,
  },
  'GET /api/enterprise/user/visitors': {
    summary: 'Visitantes',
    tag: 'community',
    auth: 'resident',
    response: visitorsResponse,
  },
  'POST /api/enterprise/user/visitors/add': {
    summary: 'Cadastrar visitante',
    tag: 'community',
    auth: 'resident',
    body: visitorRequest,
    response: visitorResponse,
    status: 201,
  },
  'POST /api/enterprise/user/visitors/delete/:id': {
    summary: 'Remover visitante',
    tag: 'community',
    auth: 'resident',
    response: successResponse,
  },
  'POST /api/enterprise/user/visitors/release': {
    summary: 'Liberar visitante',
    tag: 'community',
    auth: 'resident',
    body: releaseRequest,
    response: visitorResponse,
  },
  'GET /api/enterprise/tasks': {
    summary: 'Tarefas da comunidade',
    tag: 'community',
    auth: 'resident',
    response: tasksResponse,
  },
  'POST /api/enterprise/tasks/subscribe': {
    summary: 'Inscrever-se em tarefa',
    tag: 'community',
    auth: 'resident',
    body: subscribeRequest,
    response: taskResponse,
  },
  'POST /api/enterprise/tasks/unsubscribe/:id': {
    summary: 'Sair da tarefa',
    tag: 'community',
    auth: 'resident',
    response: taskResponse,
  },

  // Machines.
  'POST /api/payments/webhook': {
    summary: 'Webhook do gateway (assinado com HMAC)',
    tag: 'operations',
    auth: 'webhook',
    body: webhookEvent,
    response: anyObject,
  },
  'POST /api/operator/commands': {
    summary: 'Comandos do operador (token do operador)',
    tag: 'operations',
    auth: 'operator',
    body: commandRequest,
    response: anyObject,
  },
  'GET /openapi.json': {
    summary: 'Esta descrição OpenAPI 3.1',
    tag: 'operations',
    auth: 'public',
    response: anyObject,
  },
};

/** "METHOD path" of every handler in a hono route table, without middleware-only entries. */
export function routeKeys(routes: readonly { method: string; path: string; handler: { length: number } }[]) {
  const keys = new Set<string>();
  for (const route of routes) {
    // `app.use` entries are method ALL with a (c, next) handler; a terminal `app.all` takes (c).
    if (route.method === 'ALL' && route.handler.length >= 2) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys];
}
