// Catalogue calls (spec section 7, 'Units' and 'Support'): search, unit detail, blocked dates,
// favourites, pre-bookings, FAQ and contact. Requests are parsed and responses checked with these.

import { parseDay, todayIn } from '../domain/calendar-day.ts';
import { stayProblem } from '../domain/stay.ts';
import {
  CM,
  CONTACT_MESSAGE_MAX,
  COUNTER_FILTER_MAX,
  ORDERS,
  PER_PAGE_MAX,
  PRICE_FILTER_MAX,
} from './catalogue-messages.ts';
import { calendarDay } from './common.ts';
import { MAX_ROUTE_ID, ROUTE_ID_PATTERN } from './route-id.ts';
import { z } from './zod.ts';

// Messages, limits and answers live in their own modules (so screens load no request rules);
// everything stays importable from here.
export * from './catalogue-messages.ts';
export * from './catalogue-responses.ts';

// ---------------------------------------------------------------------------------------------
// Requests

/** Route ids: plain decimal digits within PostgreSQL's integer range; anything else is a 404. */
export const routeId = z
  .string()
  .regex(ROUTE_ID_PATTERN)
  .transform(Number)
  .pipe(z.number().max(MAX_ROUTE_ID));

/** Query strings often carry empty values ('checkin='): those mean "not given". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A whole number within [min, max] written in decimal digits; every failure reads `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, { error: message }),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** A price in reais: digits with an optional decimal part ('1500', '1500.50', '1500,50'). */
const price = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}([.,]\d{1,2})?$/, { error: message }),
      ],
      { error: message },
    )
    .transform((v) => Number(String(v).replace(',', '.')))
    .pipe(z.number({ error: message }).min(0, { error: message }).max(PRICE_FILTER_MAX, { error: message }));

const flag = (message: string) =>
  z.enum(['true', 'false', '1', '0'], { error: message }).transform((v) => v === 'true' || v === '1');

/** 'a, b,c' → ['a', 'b', 'c'] (lower case, deduplicated). */
const commaList = (message: string, max = 20) =>
  z
    .string({ error: message })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(60, { error: message })).max(max, { error: message }));

const searchText = z.string().trim().max(120, { error: CM.text });

/** Adds the period rules shared by search and pre-booking: check-out after check-in, check-in not past. */
function checkPeriod(
  value: { checkin?: string | undefined; checkout?: string | undefined },
  ctx: z.RefinementCtx,
  checkoutRequired: boolean,
) {
  const { checkin, checkout } = value;
  if (checkin && !checkout && checkoutRequired) {
    ctx.addIssue({ code: 'custom', path: ['checkout'], message: CM.checkoutMissing });
  }
  if (!checkin && checkout) ctx.addIssue({ code: 'custom', path: ['checkin'], message: CM.checkinMissing });
  if (!checkin) return;
  const problem = stayProblem(
    parseDay(checkin) as NonNullable<ReturnType<typeof parseDay>>,
    checkout ? parseDay(checkout) : undefined,
    todayIn(),
  );
  if (problem === 'checkout-not-after-checkin') {
    ctx.addIssue({ code: 'custom', path: ['checkout'], message: CM.checkoutOrder });
  } else if (problem === 'checkin-in-past') {
    ctx.addIssue({ code: 'custom', path: ['checkin'], message: CM.checkinPast });
  }
}

/** GET /enterprise/apartment/list */
export const apartmentListQuery = z
  .object({
    page: optionalQuery(wholeNumber(1, 1_000_000, CM.page)).default(1),
    perPage: optionalQuery(wholeNumber(1, PER_PAGE_MAX, CM.perPage)).default(PER_PAGE_MAX),
    order: optionalQuery(z.enum(ORDERS, { error: CM.order })).default('relevance'),
    checkin: optionalQuery(calendarDay(CM.checkinInvalid)),
    checkout: optionalQuery(calendarDay(CM.checkoutInvalid)),
    /** An enterprise id (from the home dropdown) or a place name. */
    location: optionalQuery(searchText),
    q: optionalQuery(searchText),
    price_min: optionalQuery(price(CM.priceMin)),
    price_max: optionalQuery(price(CM.priceMax)),
    /** apartment_types id, slug or name; 'Todos' means every type. */
    type: optionalQuery(z.string().trim().max(60, { error: CM.type })).transform((v) =>
      v === undefined || v.toLowerCase() === 'todos' ? undefined : v,
    ),
    people: optionalQuery(wholeNumber(0, COUNTER_FILTER_MAX, CM.people)),
    rooms: optionalQuery(wholeNumber(0, COUNTER_FILTER_MAX, CM.rooms)),
    bathrooms: optionalQuery(wholeNumber(0, COUNTER_FILTER_MAX, CM.bathrooms)),
    pets: optionalQuery(flag(CM.pets)),
    /** Comma-separated amenity ids or slugs: the unit must have all of them. */
    amenities: optionalQuery(commaList(CM.amenities)),
    enterprise_id: optionalQuery(wholeNumber(1, MAX_ROUTE_ID, CM.enterprise)),
    include: optionalQuery(commaList('Include inválido.')),
  })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx, true);
    if (value.price_min !== undefined && value.price_max !== undefined && value.price_min > value.price_max) {
      ctx.addIssue({ code: 'custom', path: ['price_min'], message: CM.priceRange });
    }
  });
export type ApartmentListQuery = z.input<typeof apartmentListQuery>;
export type ApartmentFilters = z.output<typeof apartmentListQuery>;

/** GET /enterprise/apartment/find/{id} and other calls that only take includes. */
export const includeQuery = z.object({ include: optionalQuery(commaList('Include inválido.')) });

const apartmentId = z
  .union([z.number(), z.string().trim().min(1, { error: CM.apartmentRequired })], {
    error: CM.apartmentRequired,
  })
  .pipe(z.coerce.number({ error: CM.apartmentUnknown }))
  .pipe(
    z
      .number()
      .int({ error: CM.apartmentUnknown })
      .positive({ error: CM.apartmentUnknown })
      .max(MAX_ROUTE_ID, { error: CM.apartmentUnknown }),
  );

/** POST /api/enterprise/apartment/favorites */
export const favoriteRequest = z.object({ apartment_id: apartmentId });
export type FavoriteRequest = z.input<typeof favoriteRequest>;

/** POST /api/enterprise/pre-bookings: check-out is optional (open-ended stays are monthly). */
export const preBookingRequest = z
  .object({
    apartment_id: apartmentId,
    checkin: z.preprocess(blank, calendarDay(CM.checkinInvalid, CM.checkinRequired)),
    checkout: z
      .preprocess(blank, calendarDay(CM.checkoutInvalid).nullable().optional())
      .transform((v) => v ?? null),
  })
  .superRefine((value, ctx) =>
    checkPeriod({ checkin: value.checkin, checkout: value.checkout ?? undefined }, ctx, false),
  );
export type PreBookingRequest = z.input<typeof preBookingRequest>;

/** GET /api/frequently-asked-questions?home=1 */
export const faqQuery = z.object({ home: optionalQuery(flag(CM.home)) });

/** POST /contact/create */
export const contactRequest = z.object({
  name: z
    .string({ error: CM.contactName })
    .trim()
    .min(1, { error: CM.contactName })
    .max(255, { error: CM.contactName }),
  email: z
    .string({ error: CM.contactEmail })
    .trim()
    .toLowerCase()
    .max(255, { error: CM.contactEmail })
    .pipe(z.email({ error: CM.contactEmail })),
  message: z
    .string({ error: CM.contactMessage })
    .trim()
    .min(1, { error: CM.contactMessage })
    .max(CONTACT_MESSAGE_MAX, { error: CM.contactMessageLong }),
});
export type ContactRequest = z.input<typeof contactRequest>;
