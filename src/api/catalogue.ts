// Catalogue calls (spec section 7, 'Units' and 'Support'): search, unit detail, blocked dates,
// favourites, pre-bookings, FAQ and contact. Requests are parsed and responses checked with these.
import { z } from 'zod';
import { parseDate, today } from '../domain/dates.ts';
import { PLANS, stayProblem } from '../domain/stay.ts';
import { envelope, paginated } from './common.ts';

/** Every message a person may read from these calls. */
export const CM = {
  page: 'O campo página deve ser um número inteiro maior que zero.',
  perPage: 'O campo por página deve ser um número inteiro entre 1 e 100.',
  order: 'A ordenação deve ser relevance, price_asc ou price_desc.',
  checkinInvalid: 'A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkoutInvalid: 'A data de check-out não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkinRequired: 'O campo check-in é obrigatório.',
  checkinMissing: 'Informe também a data de check-in.',
  checkoutMissing: 'Informe também a data de check-out.',
  checkinPast: 'A data de check-in não pode estar no passado.',
  checkoutOrder: 'A data de check-out deve ser posterior à data de check-in.',
  priceMin: 'O preço mínimo deve ser um valor entre 0 e 20000.',
  priceMax: 'O preço máximo deve ser um valor entre 0 e 20000.',
  priceRange: 'O preço mínimo não pode ser maior que o preço máximo.',
  people: 'O número de pessoas deve ser um número inteiro entre 0 e 12.',
  rooms: 'O número de quartos deve ser um número inteiro entre 0 e 12.',
  bathrooms: 'O número de banheiros deve ser um número inteiro entre 0 e 12.',
  pets: 'O campo pets deve ser true ou false.',
  type: 'Tipo de imóvel não encontrado.',
  amenities: 'Comodidade não encontrada.',
  enterprise: 'O empreendimento informado não é válido.',
  text: 'A busca deve ter no máximo 120 caracteres.',
  home: 'O campo home deve ser 1 ou 0.',
  unitNotFound: 'Unidade não encontrada.',
  apartmentRequired: 'O campo unidade é obrigatório.',
  apartmentUnknown: 'A unidade informada não existe.',
  favoriteNotFound: 'Favorito não encontrado.',
  notPreBookable: 'Esta unidade não está disponível para pré-reserva.',
  alreadyPreBooked: 'Você já pré-reservou esta unidade.',
  preBookingNotFound: 'Pré-reserva não encontrada.',
  contactName: 'O campo nome é obrigatório.',
  contactEmail: 'O campo Email não é válido.',
  contactMessage: 'O campo mensagem é obrigatório.',
  contactMessageLong: 'A mensagem deve ter no máximo 5000 caracteres.',
  contactThanks: 'Agradecemos o contato, responderemos o mais breve possível',
} as const;

export const PER_PAGE_MAX = 100;
export const PRICE_FILTER_MAX = 20000;
export const COUNTER_FILTER_MAX = 12;
export const FOR_YOU_SIZE = 8;
export const LIST_IMAGE_LIMIT = 5;
export const CONTACT_MESSAGE_MAX = 5000;

export const ORDERS = ['relevance', 'price_asc', 'price_desc'] as const;
export type Order = (typeof ORDERS)[number];

export const POINT_OF_INTEREST_TYPES = [
  'Metrô',
  'Banco',
  'Shopping',
  'Conveniência',
  'Universidade',
  'Escola',
  'Fitness',
  'Pet Shop',
  'Hospital',
  'Pontos de ônibus',
] as const;

// ---------------------------------------------------------------------------------------------
// Requests

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

/** 'YYYY-MM-DD' or 'DD/MM/YYYY', normalised to 'YYYY-MM-DD'. */
const calendarDate = (message: string, requiredMessage = message) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : message) })
    .transform((v, ctx) => {
      const date = parseDate(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date.toString();
    });

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
    parseDate(checkin) as NonNullable<ReturnType<typeof parseDate>>,
    checkout ? parseDate(checkout) : undefined,
    today(),
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
    checkin: optionalQuery(calendarDate(CM.checkinInvalid)),
    checkout: optionalQuery(calendarDate(CM.checkoutInvalid)),
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
    enterprise_id: optionalQuery(wholeNumber(1, 2_147_483_647, CM.enterprise)),
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

/** Route ids: plain decimal digits within PostgreSQL's integer range; anything else is a 404. */
export const routeId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

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
      .max(2_147_483_647, { error: CM.apartmentUnknown }),
  );

/** POST /api/enterprise/apartment/favorites */
export const favoriteRequest = z.object({ apartment_id: apartmentId });
export type FavoriteRequest = z.input<typeof favoriteRequest>;

/** POST /api/enterprise/pre-bookings: check-out is optional (open-ended stays are monthly). */
export const preBookingRequest = z
  .object({
    apartment_id: apartmentId,
    checkin: z.preprocess(blank, calendarDate(CM.checkinInvalid, CM.checkinRequired)),
    checkout: z
      .preprocess(blank, calendarDate(CM.checkoutInvalid).nullable().optional())
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

// ---------------------------------------------------------------------------------------------
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
