// Catalogue answers (spec section 7, 'Units' and 'Support') as the app validates them. Kept apart
// from the request schemas (catalogue.ts), so the public screens validate answers without loading
// the request rules. Neither side loads Temporal: dates are calendar-day.ts strings.

import { PLANS } from '../domain/stay.ts';
import { POINT_OF_INTEREST_TYPES } from './catalogue-messages.ts';
import { envelope, paginated } from './common.ts';
import { MAX_ROUTE_ID, ROUTE_ID_PATTERN } from './route-id.ts';
import { z } from './zod.ts';

/** Route ids: plain decimal digits within PostgreSQL's integer range; anything else is a 404. */
export const routeId = z
  .string()
  .regex(ROUTE_ID_PATTERN)
  .transform(Number)
  .pipe(z.number().max(MAX_ROUTE_ID));

// Responses (Fractal style: related resources wrapped in {data})

export const image = z.object({ image: z.string(), title: z.string() });
export type Image = z.infer<typeof image>;

export const apartmentType = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type ApartmentType = z.infer<typeof apartmentType>;

export const amenity = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Amenity = z.infer<typeof amenity>;

export const pointOfInterest = z.object({
  name: z.string(),
  /** Spelled as the app reads it. */
  adress: z.string(),
  type: z.enum(POINT_OF_INTEREST_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** Straight-line metres from the building, floored. */
  distance: z.number().int(),
});
export type PointOfInterest = z.infer<typeof pointOfInterest>;

export const enterprise = z.object({
  id: z.number().int(),
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
  pointsInterest: z.array(pointOfInterest).optional(),
});
export type Enterprise = z.infer<typeof enterprise>;

export const apartment = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  displayName: z.string(),
  unitNumber: z.string(),
  apartamentType: apartmentType,
  type: apartmentType,
  enterpriseId: z.number().int(),
  enterprise: z.object({ data: enterprise }),
  /** Occupied for the requested period (or now, without dates). */
  isRented: z.boolean(),
  available: z.boolean(),
  soon_release: z.boolean(),
  preBookable: z.boolean(),
  canRenew: z.boolean(),
  /** The caller's favourite of this unit, or null (always null for anonymous callers). */
  favorited: z.object({ id: z.number().int() }).nullable(),
  meters: z.number(),
  rooms: z.number().int(),
  beds: z.number().int(),
  singleBed: z.number().int(),
  doubleBed: z.number().int(),
  bathrooms: z.number().int(),
  residents: z.number().int(),
  pets: z.boolean(),
  tour: z.string().nullable(),
  images: z.array(image),
  imagesThumbnail: z.array(image),
  amenities: z.object({ data: z.array(amenity) }).optional(),
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
export type Apartment = z.infer<typeof apartment>;

export const apartmentListResponse = paginated(apartment);
export type ApartmentListResponse = z.infer<typeof apartmentListResponse>;

export const apartmentResponse = envelope(apartment);
export const apartmentsResponse = envelope(z.array(apartment));
export const apartmentTypesResponse = envelope(z.array(apartmentType));

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  shortUrl: z.string(),
  /** Units in the building. */
  apartmentsCount: z.number().int(),
});
export type Location = z.infer<typeof location>;
export const locationsResponse = envelope(z.array(location));

export const blockDatesResponse = envelope(z.array(z.iso.date()));

export const favorite = z.object({
  id: z.number().int(),
  apartment_id: z.number().int(),
  apartment: z.object({ data: apartment }),
});
export type Favorite = z.infer<typeof favorite>;
export const favoritesResponse = envelope(z.array(favorite));
export const favoriteCreatedResponse = envelope(
  z.object({ id: z.number().int(), apartment_id: z.number().int() }),
);

export const successResponse = envelope(z.object({ success: z.literal(true) }));

const preBookingFields = {
  id: z.number().int(),
  apartment_id: z.number().int(),
  checkin: z.iso.date(),
  checkout: z.iso.date().nullable(),
  plan: z.enum(PLANS),
  /** After this instant the pre-booking no longer holds (7 days after it was made). */
  expires_at: z.string(),
};
export const preBookingCreatedResponse = envelope(z.object(preBookingFields));
export const preBooking = z.object({ ...preBookingFields, apartment: z.object({ data: apartment }) });
export type PreBooking = z.infer<typeof preBooking>;
export const preBookingsResponse = envelope(z.array(preBooking));

export const faq = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  youtube_url: z.string().nullable(),
});
export type Faq = z.infer<typeof faq>;
/** The spec reads data.data. */
export const faqResponse = envelope(z.object({ data: z.array(faq) }));

export const contactResponse = z.object({ data: z.object({ id: z.number().int() }), message: z.string() });
