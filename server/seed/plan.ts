// The whole demo catalogue as plain data, computed from a fixed seed: no database here, so
// tests can check it and catalogue.ts only has to write it. Only the blocked dates depend on
// `today` (they are always in the next 120 days).
import type { Temporal } from 'temporal-polyfill';
import type { EnterpriseSeed } from './enterprise-seed.ts';
import { ENTERPRISES } from './enterprises-data.ts';
import { imageUrl, type PoolImage, poolOf, type SceneKind, thumbnailUrl } from './image-pool.ts';
import { buildPlaces, type PlaceRow } from './places.ts';
import { createRng, type Rng } from './prng.ts';
import { APARTMENT_TYPE, type ApartmentTypeId } from './reference.ts';
import { SAO_PAULO_CITY_ID } from './states.ts';
import { planUnits, tourUrl, type UnitPlan } from './units.ts';

export const CATALOGUE_SEED = 0x70ca45;
export const BLOCKED_WINDOW_DAYS = 120;

export interface ImageRow {
  image: string;
  thumbnail: string;
  title: string;
  position: number;
}

export interface EnterprisePlan {
  row: {
    name: string;
    description: string;
    address: string;
    number: string;
    neighborhood: string;
    postal_code: string;
    city_id: number;
    latitude: number;
    longitude: number;
    short_url: string;
  };
  images: ImageRow[];
  places: PlaceRow[];
  units: Array<UnitPlan & { images: ImageRow[]; blockedDates: string[] }>;
}

export interface CataloguePlan {
  enterprises: EnterprisePlan[];
}

function imageRow(img: PoolImage, position: number, title = img.title): ImageRow {
  return { image: imageUrl(img.name), thumbnail: thumbnailUrl(img.name), title, position };
}

/** Rooms shown for each unit type, in gallery order; a unit shows the first 3–5. */
const GALLERY: Record<ApartmentTypeId, readonly SceneKind[]> = {
  1: ['living', 'bedroom', 'kitchen', 'bathroom', 'bedroom'],
  2: ['house', 'living', 'bedroom', 'kitchen', 'bathroom'],
  3: ['studio', 'bathroom', 'kitchen', 'studio', 'living'],
  4: ['container-interior', 'container', 'bathroom', 'kitchen', 'container-interior'],
};

function unitImages(type: ApartmentTypeId, rng: Rng): ImageRow[] {
  const kinds = GALLERY[type].slice(0, rng.int(3, 5));
  const used = new Set<string>();
  return kinds.map((kind, position) => {
    const choices = poolOf(kind).filter((img) => !used.has(img.name));
    const img = rng.pick(choices);
    used.add(img.name);
    return imageRow(img, position);
  });
}

function enterpriseImages(e: EnterpriseSeed, rng: Rng): ImageRow[] {
  const count = rng.int(3, 4);
  if (e.containerPark) {
    const [a, b] = rng.shuffle(poolOf('container'));
    const inside = rng.pick(poolOf('container-interior'));
    const living = rng.pick(poolOf('living'));
    return [
      imageRow(a as PoolImage, 0, 'Vila de containers'),
      imageRow(b as PoolImage, 1, 'Pátio e deck'),
      imageRow(inside, 2, 'Unidade decorada'),
      imageRow(living, 3, 'Espaço de convivência'),
    ].slice(0, count);
  }
  const hasHouses = (e.units[APARTMENT_TYPE.casa] ?? 0) > 0;
  return [
    imageRow(rng.pick(poolOf('facade')), 0, 'Fachada'),
    imageRow(rng.pick(poolOf('living')), 1, 'Espaço de convivência'),
    hasHouses
      ? imageRow(rng.pick(poolOf('house')), 2, 'Casas da vila')
      : imageRow(rng.pick(poolOf('kitchen')), 2, 'Cozinha compartilhada'),
    imageRow(rng.pick(poolOf('bedroom')), 3, 'Unidade decorada'),
  ].slice(0, count);
}

/** 1–3 short runs (2–7 nights) of blocked dates within the window after today. */
function blockedDates(today: Temporal.PlainDate, rng: Rng): string[] {
  const dates = new Set<string>();
  for (let run = rng.int(1, 3); run > 0; run--) {
    const start = rng.int(1, BLOCKED_WINDOW_DAYS - 8);
    const length = rng.int(2, 7);
    for (let d = 0; d < length; d++) dates.add(today.add({ days: start + d }).toString());
  }
  return [...dates].sort();
}

export function planCatalogue(today: Temporal.PlainDate): CataloguePlan {
  const rng = createRng(CATALOGUE_SEED);
  const enterprises: EnterprisePlan[] = ENTERPRISES.map((e) => ({
    row: {
      name: e.name,
      description: e.description,
      address: `${e.name} - ${e.street}`,
      number: e.number,
      neighborhood: e.neighborhood,
      postal_code: e.postalCode,
      city_id: SAO_PAULO_CITY_ID,
      latitude: e.lat,
      longitude: e.lon,
      short_url: e.shortUrl,
    },
    images: enterpriseImages(e, rng),
    places: buildPlaces(e, rng),
    units: planUnits(e, rng).map((u) => ({
      ...u,
      images: unitImages(u.apartment_type_id, rng),
      blockedDates: [],
    })),
  }));

  // Availability flags are dealt across the whole catalogue so the shares are exact:
  // 15 % rented, 5 % released soon, 10 % pre-booked (mutually exclusive), tours on 15 %,
  // blocked dates on 30 % (of the units that are not rented).
  const all = enterprises.flatMap((e) => e.units.map((u) => ({ u, shortUrl: e.row.short_url })));
  const n = all.length;
  const order = rng.shuffle(all);
  const rented = Math.round(n * 0.15);
  const soon = Math.round(n * 0.05);
  const pre = Math.round(n * 0.1);
  order.forEach(({ u }, i) => {
    u.is_rented = i < rented;
    u.soon_release = i >= rented && i < rented + soon;
    u.pre_bookable = i >= rented + soon && i < rented + soon + pre;
  });
  for (const { u, shortUrl } of rng.sample(all, Math.round(n * 0.15)))
    u.tour = tourUrl(shortUrl, u.unit_number);
  const free = all.filter(({ u }) => !u.is_rented);
  for (const { u } of rng.sample(free, Math.round(n * 0.3))) u.blockedDates = blockedDates(today, rng);
  return { enterprises };
}
