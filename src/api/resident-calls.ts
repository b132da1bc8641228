// Typed calls of the resident screens outside the sync (spec 7): extra services and their
// bookings, a unit's tutorials, and cancelling a pre-booking. Booking and cancelling need the
// network and are never queued; a booking carries an Idempotency-Key so a retry after a lost
// answer books once.
import { successResponse } from './catalogue-responses.ts';
import { call } from './client.ts';
import {
  type ServiceBookingRequest,
  serviceBookingResponse,
  serviceBookingsResponse,
  servicesResponse,
  tutorialsResponse,
} from './support-resident.ts';

/** GET /api/services: cleaning, maintenance, laundry (public catalogue, sent signed in anyway). */
export const fetchServices = (token?: string | null) =>
  call('/api/services', servicesResponse, { token: token ?? null });

/** GET /api/enterprise/contracts/services?contract_id= : the resident's bookings for a contract. */
export const fetchServiceBookings = (token: string, contractId: number) =>
  call(`/api/enterprise/contracts/services?contract_id=${contractId}`, serviceBookingsResponse, { token });

/** POST /api/enterprise/contracts/services */
export const bookService = (token: string, body: ServiceBookingRequest, idempotencyKey: string) =>
  call('/api/enterprise/contracts/services', serviceBookingResponse, {
    method: 'POST',
    token,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** GET /api/tutorials/apartment/{id}: general tutorials plus those of the unit and its building. */
export const fetchApartmentTutorials = (token: string, apartmentId: number) =>
  call(`/api/tutorials/apartment/${apartmentId}`, tutorialsResponse, { token });

/** DELETE /api/enterprise/pre-bookings/{id} */
export const cancelPreBooking = (token: string, id: number) =>
  call(`/api/enterprise/pre-bookings/${id}`, successResponse, { method: 'DELETE', token });
