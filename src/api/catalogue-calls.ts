// One typed function per public catalogue call of spec section 7 ('Units', FAQ, contact).
// The token is sent when signed in, so lists come with `favorited` filled.

import type { ApartmentListQuery, ContactRequest } from './catalogue.ts';
import type * as Responses from './catalogue-responses.ts';
import { call } from './client.ts';

// The answer schemas (and zod) load with the first call, in parallel with its request, so the
// public screens render before that code arrives.
const answers = () => import('./catalogue-responses.ts');
const schema =
  <K extends keyof typeof Responses>(name: K) =>
  async () =>
    (await answers())[name];

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
  call(
    `/enterprise/apartment/list${toQuery(query as Record<string, unknown>)}`,
    schema('apartmentListResponse'),
    auth,
  );

export const fetchForYou = (auth: Auth = {}) =>
  call('/api/apartments/for-you', schema('apartmentsResponse'), auth);

export const fetchApartmentTypes = () =>
  call('/enterprise/apartment/type/list', schema('apartmentTypesResponse'));

export const fetchLocations = () => call('/enterprise/locations', schema('locationsResponse'));

export const fetchApartment = (id: number, auth: Auth = {}) =>
  call(`/enterprise/apartment/find/${id}?include=amenities,enterprise`, schema('apartmentResponse'), auth);

/** Blocked dates; on error an empty list (spec 8: logged only). */
export async function fetchBlockedDates(id: number): Promise<string[]> {
  try {
    return (await call(`/enterprise/apartment/block-dates/${id}`, schema('blockDatesResponse'))).data;
  } catch (error) {
    console.warn('[datas bloqueadas]', error);
    return [];
  }
}

export const fetchFaqs = (options: { home?: boolean } = {}) =>
  call(`/api/frequently-asked-questions${options.home ? '?home=1' : ''}`, schema('faqResponse'));

export const sendContact = (body: ContactRequest) =>
  call('/contact/create', schema('contactResponse'), { method: 'POST', body });
