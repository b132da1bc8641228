// How far ahead a shared area can be booked. Apart from the slot rules (place-booking.ts, on
// Temporal) so the API messages quote it without loading the Temporal polyfill.
export const PLACE_BOOKING_MAX_DAYS_AHEAD = 60;
