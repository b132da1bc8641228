// Resident support and community calls (spec 3 'Ticket', 7 'Support and others'): tickets and
// replies, extra services, tutorials, shared areas (places) and their bookings, visitors, tasks.

import { PLACE_BOOKING_MAX_DAYS_AHEAD } from '../domain/place-booking-window.ts';
import { TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../domain/ticket.ts';
import { VISIT_MAX_DAYS_AHEAD } from '../domain/visit.ts';
import { envelope } from './common.ts';
import {
  dateField,
  idField,
  optionalIdField,
  optionalTextField,
  textField,
  timeField,
} from './resident-fields.ts';
import { z } from './zod.ts';

// Ticket answers live in ticket-responses.ts (zod/mini); still importable from here.
export * from './ticket-responses.ts';

/** Every message a person may read from these calls. */
export const SM = {
  titleRequired: 'O campo assunto é obrigatório.',
  titleLong: `O assunto deve ter no máximo ${TICKET_TITLE_MAX} caracteres.`,
  descriptionRequired: 'O campo descrição é obrigatório.',
  descriptionLong: `A descrição deve ter no máximo ${TICKET_TEXT_MAX} caracteres.`,
  ticketRequired: 'O campo chamado é obrigatório.',
  ticketNotFound: 'Chamado não encontrado.',
  ticketResolved: 'Este chamado foi resolvido e não aceita novas respostas.',
  contractRequired: 'O campo contrato é obrigatório.',
  contractNotFound: 'Contrato não encontrado.',
  contractNotActive: 'Este serviço só está disponível para contratos ativos.',
  noActiveContract: 'Você precisa de um contrato ativo para usar este serviço.',
  page: 'O campo página deve ser um número inteiro maior que zero.',
  perPage: 'O campo por página deve ser um número inteiro entre 1 e 100.',
  serviceRequired: 'O campo serviço é obrigatório.',
  serviceNotFound: 'Serviço não encontrado.',
  dateRequired: 'O campo data é obrigatório.',
  dateInvalid: 'A data não é válida. Use AAAA-MM-DD ou DD/MM/AAAA.',
  datePast: 'A data não pode estar no passado.',
  dateOutsideContract: 'A data deve estar dentro do período do contrato.',
  period: 'O período deve ser Manhã, Tarde ou Noite.',
  notesLong: 'As observações devem ter no máximo 1000 caracteres.',
  apartmentNotFound: 'Unidade não encontrada.',
  placeRequired: 'O campo espaço é obrigatório.',
  placeNotFound: 'Espaço não encontrado.',
  startRequired: 'O campo horário de início é obrigatório.',
  startInvalid: 'O horário de início não é válido. Use HH:MM.',
  endRequired: 'O campo horário de término é obrigatório.',
  endInvalid: 'O horário de término não é válido. Use HH:MM.',
  slotOrder: 'O horário de término deve ser posterior ao de início.',
  slotHours: 'O horário deve estar dentro do funcionamento do espaço.',
  slotLength: 'O horário escolhido é mais longo que o permitido para este espaço.',
  slotPast: 'Este horário já passou.',
  slotTooFar: `Reservas podem ser feitas com até ${PLACE_BOOKING_MAX_DAYS_AHEAD} dias de antecedência.`,
  slotTaken: 'Este horário já está reservado. Escolha outro.',
  scheduleNotFound: 'Reserva não encontrada.',
  visitorNameRequired: 'O campo nome é obrigatório.',
  visitorNameLong: 'O nome deve ter no máximo 120 caracteres.',
  documentRequired: 'O campo documento é obrigatório.',
  documentLong: 'O documento deve ter no máximo 30 caracteres.',
  visitNotice: 'Visitas precisam ser informadas com 72 horas de antecedência.',
  visitTooFar: `Visitas podem ser informadas com até ${VISIT_MAX_DAYS_AHEAD} dias de antecedência.`,
  visitorRequired: 'O campo visitante é obrigatório.',
  visitorNotFound: 'Visitante não encontrado.',
  visitPast: 'A data desta visita já passou.',
  taskRequired: 'O campo atividade é obrigatório.',
  taskNotFound: 'Atividade não encontrada.',
  taskFull: 'Esta atividade já está lotada.',
  taskPast: 'Esta atividade já aconteceu.',
} as const;

const wholeQuery = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{1,9}$/, { error: message })
      .transform(Number)
      .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
      .optional(),
  );

// ---------------------------------------------------------------------------------------------
// Tickets

/** POST /api/enterprise/tickets */
export const ticketRequest = z.object({
  title: textField(SM.titleRequired, TICKET_TITLE_MAX, SM.titleLong),
  description: textField(SM.descriptionRequired, TICKET_TEXT_MAX, SM.descriptionLong),
  enterprise_contract_id: optionalIdField(SM.contractNotFound),
});
export type TicketRequest = z.input<typeof ticketRequest>;

/** POST /api/enterprise/ticket/replies */
export const replyRequest = z.object({
  ticket_id: idField(SM.ticketRequired, SM.ticketNotFound),
  description: textField(SM.descriptionRequired, TICKET_TEXT_MAX, SM.descriptionLong),
});
export type ReplyRequest = z.input<typeof replyRequest>;

/** GET /api/enterprise/tickets */
export const ticketListQuery = z.object({
  page: wholeQuery(1, 1_000_000, SM.page).default(1),
  per_page: wholeQuery(1, 100, SM.perPage).default(50),
});

// ---------------------------------------------------------------------------------------------
// Extra services

export const SERVICE_PERIODS = ['Manhã', 'Tarde', 'Noite'] as const;

export const service = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
});
export type Service = z.infer<typeof service>;
export const servicesResponse = envelope(z.array(service));

/** POST /api/enterprise/contracts/services */
export const serviceBookingRequest = z.object({
  contract_id: idField(SM.contractRequired, SM.contractNotFound),
  service_id: idField(SM.serviceRequired, SM.serviceNotFound),
  date: dateField(SM.dateRequired, SM.dateInvalid),
  period: z.preprocess(
    (v) => (v == null || v === '' ? null : v),
    z.enum(SERVICE_PERIODS, { error: SM.period }).nullable(),
  ),
  notes: optionalTextField(1000, SM.notesLong),
});
export type ServiceBookingRequest = z.input<typeof serviceBookingRequest>;

export const serviceBooking = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  service_id: z.number().int(),
  service: z.string(),
  date: z.iso.date(),
  period: z.enum(SERVICE_PERIODS).nullable(),
  notes: z.string().nullable(),
  /** Charged at this price (reais) on a later invoice. */
  price: z.number(),
  status: z.enum(['Agendado', 'Concluído', 'Cancelado']),
  createdAt: z.string(),
});
export type ServiceBooking = z.infer<typeof serviceBooking>;
export const serviceBookingResponse = envelope(serviceBooking);
export const serviceBookingsResponse = envelope(z.array(serviceBooking));

// ---------------------------------------------------------------------------------------------
// Tutorials

export const tutorial = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Plain text with light markdown (paragraphs, '- ' lists, **bold**). */
  content: z.string(),
  video_url: z.string().nullable(),
  scope: z.enum(['general', 'enterprise', 'apartment']),
});
export type Tutorial = z.infer<typeof tutorial>;
export const tutorialsResponse = envelope(z.array(tutorial));

// ---------------------------------------------------------------------------------------------
// Places (shared areas) and their bookings

/** GET /api/enterprise/places: slot availability is shown for `date` (default today). */
export const placesQuery = z.object({
  date: z.preprocess(
    (v) => (v === '' ? undefined : v),
    dateField(SM.dateRequired, SM.dateInvalid).optional(),
  ),
});

export const placeSlot = z.object({ start_time: z.string(), end_time: z.string(), available: z.boolean() });

export const place = z.object({
  id: z.number().int(),
  enterprise_id: z.number().int(),
  enterprise: z.string(),
  name: z.string(),
  description: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  slot_minutes: z.number().int(),
  date: z.iso.date(),
  slots: z.array(placeSlot),
});
export type Place = z.infer<typeof place>;
export const placesResponse = envelope(z.array(place));

/** POST /api/enterprise/places/schedules */
export const scheduleRequest = z.object({
  place_id: idField(SM.placeRequired, SM.placeNotFound),
  date: dateField(SM.dateRequired, SM.dateInvalid),
  start_time: timeField(SM.startRequired, SM.startInvalid),
  end_time: timeField(SM.endRequired, SM.endInvalid),
});
export type ScheduleRequest = z.input<typeof scheduleRequest>;

export const schedule = z.object({
  id: z.number().int(),
  place_id: z.number().int(),
  place: z.string(),
  contract_id: z.number().int(),
  date: z.iso.date(),
  start_time: z.string(),
  end_time: z.string(),
  createdAt: z.string(),
});
export type Schedule = z.infer<typeof schedule>;
export const scheduleResponse = envelope(schedule);
export const schedulesResponse = envelope(z.array(schedule));

// ---------------------------------------------------------------------------------------------
// Visitors

/** POST /api/enterprise/user/visitors/add; contract_id only when the resident has several. */
export const visitorRequest = z.object({
  name: textField(SM.visitorNameRequired, 120, SM.visitorNameLong),
  document: textField(SM.documentRequired, 30, SM.documentLong),
  date: dateField(SM.dateRequired, SM.dateInvalid),
  contract_id: optionalIdField(SM.contractNotFound),
});
export type VisitorRequest = z.input<typeof visitorRequest>;

/** POST /api/enterprise/user/visitors/release */
export const releaseRequest = z.object({ visitor_id: idField(SM.visitorRequired, SM.visitorNotFound) });

export const visitor = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  name: z.string(),
  document: z.string(),
  date: z.iso.date(),
  /** Authorised at the concierge by the resident. */
  released: z.boolean(),
  released_at: z.string().nullable(),
  createdAt: z.string(),
});
export type Visitor = z.infer<typeof visitor>;
export const visitorResponse = envelope(visitor);
export const visitorsResponse = envelope(z.array(visitor));

// ---------------------------------------------------------------------------------------------
// Community tasks

/** POST /api/enterprise/tasks/subscribe */
export const subscribeRequest = z.object({ task_id: idField(SM.taskRequired, SM.taskNotFound) });

export const task = z.object({
  id: z.number().int(),
  /** null: for every enterprise. */
  enterprise_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  capacity: z.number().int().nullable(),
  subscribers: z.number().int(),
  subscribed: z.boolean(),
});
export type Task = z.infer<typeof task>;
export const taskResponse = envelope(task);
export const tasksResponse = envelope(z.array(task));
