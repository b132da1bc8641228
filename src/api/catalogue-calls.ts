// One typed function per public catalogue call of spec section 7 ('Units', FAQ, contact).
// The token is sent when signed in, so lists come with `favorited` filled.

import {
  type ApartmentListQuery,
  apartmentListResponse,
  apartmentResponse,
  apartmentsResponse,
  apartmentTypesResponse,
  blockDatesResponse,
  type ContactRequest,
  contactResponse,
  faqResponse,
  locationsResponse,
} from './catalogue.ts';
import { call } from './client.ts';

type Auth = { token?: string | null; signal?: AbortSignal };

/** Query string from defined, non-empty values only. */
export function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const searchApartments = (query: ApartmentListQuery, auth: Auth = {}) =>
  call(`/enterprise/apartment/list${toQuery(query as Record<string, unknown>)}`, apartmentListResponse, auth);

export const fetchForYou = (auth: Auth = {}) => call('/api/apartments/for-you', apartmentsResponse, auth);

export const fetchApartmentTypes = () => call('/enterprise/apartment/type/list', apartmentTypesResponse);

export const fetchLocations = () => call('/enterprise/locations', locationsResponse);

export const fetchApartment = (id: number, auth: Auth = {}) =>
  call(`/enterprise/apartment/find/${id}?include=amenities,enterprise`, apartmentResponse, auth);

/** Blocked dates; on error an empty list (spec 8: logged only). */
export async function fetchBlockedDates(id: number): Promise<string[]> {
  try {
    return (await call(`/enterprise/apartment/block-dates/${id}`, blockDatesResponse)).data;
  } catch (error) {
    console.warn('[datas bloqueadas]', error);
    return [];
  }
}

export const fetchFaqs = (options: { home?: boolean } = {}) =>
  call(`/api/frequently-asked-questions${options.home ? '?home=1' : ''}`, faqResponse);

export const sendContact = (body: ContactRequest) =>
  call('/contact/create', contactResponse, { method: 'POST', body });
