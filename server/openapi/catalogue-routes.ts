// Places, the unit catalogue, favourites, pre-bookings, FAQs and the contact form.
import { z } from 'zod';
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
import { envelope } from '../../src/api/common.ts';
import { city, state } from '../../src/api/user.ts';
import type { RouteDoc } from './route-doc-shape.ts';

export const CATALOGUE_ROUTES: Record<string, RouteDoc> = {
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
};
