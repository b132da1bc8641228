// One building's units: sizes, beds, residents and prices consistent with the unit type.
// Prices are in reais. The monthly rent (price_hosting) is all inclusive; the condominium,
// electricity and water amounts are the parts of it shown in the booking summary.
import type { EnterpriseSeed } from './enterprise-seed.ts';
import type { Rng } from './prng.ts';
import { AMENITY, APARTMENT_TYPE, type ApartmentTypeId } from './reference.ts';
import { slugify } from './text.ts';

export interface UnitPlan {
  apartment_type_id: ApartmentTypeId;
  name: string | null;
  unit_number: string;
  meters: number;
  rooms: number;
  single_bed: number;
  double_bed: number;
  bathrooms: number;
  residents: number;
  pets_allowed: boolean;
  tour: string | null;
  is_rented: boolean;
  soon_release: boolean;
  pre_bookable: boolean;
  relevance: number;
  price_hosting: number;
  price_per_day: number;
  price_weekly: number;
  price_annual: number;
  price_fees: number;
  price_entry_cost: number;
  price_condominium: number;
  price_electricity: number;
  price_water: number;
  amenityIds: number[];
}

export const MIN_MONTHLY = 1400;
export const MAX_MONTHLY = 6500;

/** Rents end in 90 (R$ 3.490,00), the way listings are usually priced. */
function listingPrice(value: number): number {
  const clamped = Math.min(MAX_MONTHLY, Math.max(MIN_MONTHLY, value));
  return Math.min(MAX_MONTHLY - 10, Math.max(MIN_MONTHLY + 90, Math.round(clamped / 100) * 100 - 10));
}

const round2 = (x: number) => Math.round(x * 100) / 100;

interface Layout {
  meters: number;
  rooms: number;
  single_bed: number;
  double_bed: number;
  bathrooms: number;
  /** Rent before the neighbourhood factor. */
  base: number;
}

function layoutFor(type: ApartmentTypeId, rng: Rng): Layout {
  switch (type) {
    case APARTMENT_TYPE.apartamento: {
      const rooms = rng.pick([1, 1, 2, 2, 2, 3]);
      const meters = rooms * 22 + rng.int(18, 32);
      const double_bed = rooms === 3 && rng.chance(0.5) ? 2 : 1;
      const single_bed = rooms === 1 ? rng.int(0, 1) : Math.min(4, (rooms - double_bed) * 2 - rng.int(0, 1));
      return {
        meters,
        rooms,
        single_bed,
        double_bed,
        bathrooms: rooms === 1 ? 1 : rng.int(1, 2),
        base: 1500 + meters * 34 + rooms * 180,
      };
    }
    case APARTMENT_TYPE.casa: {
      const rooms = rng.int(2, 3);
      const meters = 60 + rooms * 18 + rng.int(0, 30);
      return {
        meters,
        rooms,
        single_bed: (rooms - 1) * 2,
        double_bed: 1,
        bathrooms: rng.int(2, 3),
        base: 2300 + meters * 28 + rooms * 150,
      };
    }
    case APARTMENT_TYPE.studio: {
      const meters = rng.int(18, 34);
      const double = rng.chance(0.6);
      return {
        meters,
        rooms: rng.chance(0.3) ? 1 : 0,
        single_bed: double ? 0 : 1,
        double_bed: double ? 1 : 0,
        bathrooms: 1,
        base: 900 + meters * 50,
      };
    }
    case APARTMENT_TYPE.container: {
      // A 20-foot container is about 14 m², a 40-foot one 28 m²; some units join two.
      const meters = rng.pick([14, 15, 28, 28, 30]);
      const double = meters > 20 && rng.chance(0.6);
      return {
        meters,
        rooms: meters > 20 ? 1 : 0,
        single_bed: double ? 0 : 1,
        double_bed: double ? 1 : 0,
        bathrooms: 1,
        base: 1200 + meters * 28,
      };
    }
  }
}

const NAMES: Record<ApartmentTypeId, readonly string[]> = {
  1: [
    'Apartamento Jardim',
    'Apartamento Varanda',
    'Apartamento Canto',
    'Apartamento Horizonte',
    'Apartamento Ipê',
    'Apartamento Jacarandá',
    'Apartamento Sol da Manhã',
  ],
  2: ['Casa da Vila', 'Casa Quintal', 'Casa das Flores', 'Casa Amarela', 'Casa Pitanga'],
  3: [
    'Studio Compacto',
    'Studio Janela',
    'Kitnet Estudante',
    'Studio Loft',
    'Studio Aurora',
    'Kitnet Varanda',
  ],
  4: ['Container Verde', 'Container Solar', 'Container Deck', 'Container Horta', 'Container Azul'],
};

function unitNumbers(type: ApartmentTypeId, count: number, floorsFrom: number, rng: Rng): string[] {
  if (type === APARTMENT_TYPE.casa)
    return Array.from({ length: count }, (_, i) => `Casa ${String(i + 1).padStart(2, '0')}`);
  if (type === APARTMENT_TYPE.container)
    return Array.from({ length: count }, (_, i) => `C-${String(i + 1).padStart(2, '0')}`);
  // Building units: 4–6 per floor, numbered floor + position (101, 102 … 1203).
  const perFloor = rng.int(4, 6);
  return Array.from({ length: count }, (_, i) => {
    const floor = floorsFrom + Math.floor(i / perFloor);
    return `${floor}${String((i % perFloor) + 1).padStart(2, '0')}`;
  });
}

/** The units of one building; flags (rented, tour…) are set later across the whole catalogue. */
export function planUnits(e: EnterpriseSeed, rng: Rng): UnitPlan[] {
  const units: UnitPlan[] = [];
  // Apartments on the lower floors, studios above them, so numbers never collide.
  let nextFloor = 1;
  const order: ApartmentTypeId[] = [
    APARTMENT_TYPE.apartamento,
    APARTMENT_TYPE.casa,
    APARTMENT_TYPE.studio,
    APARTMENT_TYPE.container,
  ];
  for (const type of order) {
    const count = e.units[type] ?? 0;
    if (count === 0) continue;
    const numbers = unitNumbers(type, count, nextFloor, rng);
    if (type === APARTMENT_TYPE.apartamento || type === APARTMENT_TYPE.studio)
      nextFloor += Math.ceil(count / 4) + 1;
    const names = rng.shuffle(NAMES[type]);
    for (const unit_number of numbers) {
      const l = layoutFor(type, rng);
      const monthly = listingPrice(l.base * e.priceFactor * rng.float(0.95, 1.05));
      const perDay = Math.round((monthly / 30) * 1.6);
      const condominium = round2(monthly * rng.float(0.1, 0.16));
      const electricity = round2(70 + l.meters * 0.9 + rng.int(0, 20));
      const water = round2(35 + l.rooms * 12 + rng.int(0, 15));
      const residents = Math.max(1, Math.min(6, l.double_bed * 2 + l.single_bed));
      units.push({
        apartment_type_id: type,
        name: rng.chance(0.4) && names.length > 0 ? (names.pop() ?? null) : null,
        unit_number,
        meters: l.meters,
        rooms: l.rooms,
        single_bed: l.single_bed,
        double_bed: l.double_bed,
        bathrooms: l.bathrooms,
        residents,
        pets_allowed: type === APARTMENT_TYPE.casa ? rng.chance(0.8) : rng.chance(0.3),
        tour: null,
        is_rented: false,
        soon_release: false,
        pre_bookable: false,
        relevance: rng.int(0, 100),
        price_hosting: monthly,
        price_per_day: perDay,
        // A week costs a little less than seven single nights; a year is 12 months less 10 %.
        price_weekly: Math.round(perDay * 7 * 0.9),
        price_annual: Math.round(monthly * 12 * 0.9),
        price_fees: rng.pick([60, 80, 90, 100, 120, 150].filter((fee) => fee <= 60 + l.meters * 1.5)),
        price_entry_cost: rng.pick(
          [150, 200, 250, 300, 350, 400].filter((cost) => cost <= 150 + monthly / 15),
        ),
        price_condominium: type === APARTMENT_TYPE.container ? round2(condominium * 0.6) : condominium,
        price_electricity: electricity,
        price_water: water,
        amenityIds: pickAmenities(e, rng),
      });
    }
  }
  return units;
}

function pickAmenities(e: EnterpriseSeed, rng: Rng): number[] {
  const offered = [AMENITY.wifi, AMENITY.internet, ...e.amenities];
  return rng.sample(offered, rng.int(0, Math.min(5, offered.length))).sort((a, b) => a - b);
}

export function tourUrl(shortUrl: string, unitNumber: string): string {
  return `https://tour.tokaas.com.br/${shortUrl}/${slugify(unitNumber)}`;
}
