// Catalogue answers (spec section 7, 'Units' and 'Support') as the app validates them. Kept apart
// from the request schemas (catalogue.ts), so the public screens validate answers without loading
// the request rules. Neither side loads Temporal: dates are calendar-day.ts strings. zod/mini (see
// zod-mini.ts): the sync worker validates favourites and pre-bookings with these.

import { PLANS } from '../domain/stay.ts';
import { POINT_OF_INTEREST_TYPES } from './catalogue-messages.ts';
import { envelope, paginated } from './envelope.ts';
import { z } from './zod-mini.ts';

// Responses (Fractal style: related resources wrapped in {data})

export const image = z.object({ image: z.string(), title: z.string() });
export type Image = z.output<typeof image>;

export const apartmentType = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type ApartmentType = z.output<typeof apartmentType>;

export const amenity = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type Amenity = z.output<typeof amenity>;

export const pointOfInterest = z.object({
  name: z.string(),
  /** Spelled as the app reads it. */
  adress: z.string(),
  type: z.enum(POINT_OF_INTEREST_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** Straight-line metres from the building, floored. */
  distance: z.int(),
});
export type PointOfInterest = z.output<typeof pointOfInterest>;

export const enterprise = z.object({
  id: z.int(),
  name: z.string(),
  /** 'Building name - Street': the app shows the part after the hyphen. */
  address: z.string(),
  number: z.string(),
  neighborhood: z.string(),
  city: z.object({ name: z.string(), state: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  shortUrl: z.string(),
  images: z.array(image),
  imagesThumbnail: z.array(image),
  /** Only on the unit detail. */
  pointsInterest: z.optional(z.array(pointOfInterest)),
});
export type Enterprise = z.output<typeof enterprise>;

export const apartment = z.object({
  id: z.int(),
  name: z.nullable(z.string()),
  displayName: z.string(),
  unitNumber: z.string(),
  apartamentType: apartmentType,
  type: apartmentType,
  enterpriseId: z.int(),
  enterprise: z.object({ data: enterprise }),
  /** Occupied for the requested period (or now, without dates). */
  isRented: z.boolean(),
  available: z.boolean(),
  soon_release: z.boolean(),
  preBookable: z.boolean(),
  canRenew: z.boolean(),
  /** The caller's favourite of this unit, or null (always null for anonymous callers). */
  favorited: z.nullable(z.object({ id: z.int() })),
  meters: z.number(),
  rooms: z.int(),
  beds: z.int(),
  singleBed: z.int(),
  doubleBed: z.int(),
  bathrooms: z.int(),
  residents: z.int(),
  pets: z.boolean(),
  tour: z.nullable(z.string()),
  images: z.array(image),
  imagesThumbnail: z.array(image),
  amenities: z.optional(z.object({ data: z.array(amenity) })),
  priceHosting: z.number(),
  price: z.number(),
  priceWeekly: z.number(),
  priceAnnual: z.number(),
  pricePerDay: z.number(),
  priceFees: z.number(),
  priceEntryCost: z.number(),
  priceCondominium: z.number(),
  priceElectricity: z.number(),
  priceWater: z.number(),
});
export type Apartment = z.output<typeof apartment>;

export const apartmentListResponse = paginated(apartment);
export type ApartmentListResponse = z.output<typeof apartmentListResponse>;

export const apartmentResponse = envelope(apartment);
export const apartmentsResponse = envelope(z.array(apartment));
export const apartmentTypesResponse = envelope(z.array(apartmentType));

export const location = z.object({
  id: z.int(),
  name: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  shortUrl: z.string(),
  /** Units in the building. */
  apartmentsCount: z.int(),
});
export type Location = z.output<typeof location>;
export const locationsResponse = envelope(z.array(location));

export const blockDatesResponse = envelope(z.array(z.iso.date()));

export const favorite = z.object({
  id: z.int(),
  apartment_id: z.int(),
  apartment: z.object({ data: apartment }),
});
export type Favorite = z.output<typeof favorite>;
export const favoritesResponse = envelope(z.array(favorite));
export const favoriteCreatedResponse = envelope(z.object({ id: z.int(), apartment_id: z.int() }));

export const successResponse = envelope(z.object({ success: z.literal(true) }));

const preBookingFields = {
  id: z.int(),
  apartment_id: z.int(),
  checkin: z.iso.date(),
  checkout: z.nullable(z.iso.date()),
  plan: z.enum(PLANS),
  /** After this instant the pre-booking no longer holds (7 days after it was made). */
  expires_at: z.string(),
};
export const preBookingCreatedResponse = envelope(z.object(preBookingFields));
export const preBooking = z.object({ ...preBookingFields, apartment: z.object({ data: apartment }) });
export type PreBooking = z.output<typeof preBooking>;
export const preBookingsResponse = envelope(z.array(preBooking));

export const faq = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  youtube_url: z.nullable(z.string()),
});
export type Faq = z.output<typeof faq>;
/** The spec reads data.data. */
export const faqResponse = envelope(z.object({ data: z.array(faq) }));

export const contactResponse = z.object({ data: z.object({ id: z.int() }), message: z.string() });
