// Nearby places of an enterprise: its real landmarks plus everyday places (bank branches,
// convenience stores, gyms, pet shops, schools, bus stops…) named after the chains a São Paulo
// resident would expect, placed at random points 150–1,300 m away on the nearby streets.
import { POINT_OF_INTEREST_TYPES } from '../../src/api/catalogue-messages.ts';
import type { PointOfInterestType } from '../db/schema.ts';
import type { EnterpriseSeed } from './enterprise-seed.ts';
import { offsetPoint } from './geo.ts';
import type { Rng } from './prng.ts';

export interface PlaceRow {
  name: string;
  address: string;
  type: PointOfInterestType;
  latitude: number;
  longitude: number;
}

/** Generated places stay within this radius (metres) of the building. */
export const MAX_GENERATED_DISTANCE_M = 1300;

type Namer = (e: EnterpriseSeed, rng: Rng, street: string) => string;

const BANKS = ['Itaú', 'Bradesco', 'Santander', 'Banco do Brasil', 'Caixa Econômica Federal', 'Sicredi'];
const STORES = [
  'Oxxo',
  'Minuto Pão de Açúcar',
  'Carrefour Express',
  'Dia Supermercado',
  'Hirota Food Express',
  'Drogasil',
  'Droga Raia',
];
const GYMS = ['Smart Fit', 'Bio Ritmo', 'Bluefit', 'Selfit', 'Bodytech'];
const PET_SHOPS = ['Petz', 'Cobasi', 'Petland', 'Quatro Patas Pet Shop'];
const SCHOOL_NAMES = [
  'Escola Estadual Professora Maria José',
  'EMEF Professor Antônio Carlos',
  'Colégio Santo Agostinho',
  'Escola Estadual Doutor Cândido Mota',
  'Colégio Objetivo',
  'EMEI Monteiro Lobato',
  'Colégio Bandeirantes Júnior',
  'Escola Municipal Anita Malfatti',
];
const HEALTH = ['AMA/UBS', 'Pronto-Socorro Municipal', 'Hospital Dia da Rede Hora Certa'];
const COLLEGES = [
  'Faculdade Anhanguera',
  'Universidade Paulista (UNIP)',
  'Centro Universitário Estácio',
  'Faculdade Impacta',
  'Universidade São Judas',
];
const MALLS = ['Galeria', 'Mall', 'Centro Comercial'];

/** Templates for generated places; how many of each type an enterprise gets comes from COUNTS. */
const NAMERS: Record<PointOfInterestType, Namer> = {
  Metrô: (e) => `Estação ${e.neighborhood}`,
  Banco: (e, rng) => `${rng.pick(BANKS)} - Agência ${e.neighborhood}`,
  Shopping: (e, rng) => `${rng.pick(MALLS)} ${e.neighborhood}`,
  Conveniência: (_e, rng, street) => `${rng.pick(STORES)} ${street.replace(/^(Rua|Avenida|Alameda) /, '')}`,
  Universidade: (e, rng) => `${rng.pick(COLLEGES)} - Campus ${e.neighborhood}`,
  Escola: (_e, rng) => rng.pick(SCHOOL_NAMES),
  Fitness: (e, rng) => `${rng.pick(GYMS)} ${e.neighborhood}`,
  'Pet Shop': (e, rng) => `${rng.pick(PET_SHOPS)} ${e.neighborhood}`,
  Hospital: (e, rng) => `${rng.pick(HEALTH)} ${e.neighborhood}`,
  'Pontos de ônibus': (_e, _rng, street) => `Ponto de ônibus - ${street}`,
};

/** Generated places per type, on top of the landmarks (types with none get at least one). */
const COUNTS: Record<PointOfInterestType, number> = {
  Metrô: 0,
  Banco: 2,
  Shopping: 0,
  Conveniência: 2,
  Universidade: 0,
  Escola: 2,
  Fitness: 1,
  'Pet Shop': 1,
  Hospital: 0,
  'Pontos de ônibus': 2,
};

export function buildPlaces(e: EnterpriseSeed, rng: Rng): PlaceRow[] {
  const places: PlaceRow[] = e.landmarks.map((l) => ({
    name: l.name,
    address: l.address,
    type: l.type,
    latitude: l.lat,
    longitude: l.lon,
  }));
  const usedNames = new Set(places.map((p) => p.name));
  for (const type of POINT_OF_INTEREST_TYPES) {
    const have = places.filter((p) => p.type === type).length;
    const want = Math.max(COUNTS[type], have === 0 ? 1 : 0);
    // Distinct streets, so two bus stops (or two convenience stores) are not on the same one.
    const streets = rng.sample(e.nearbyStreets, want);
    for (const street of streets) {
      let name = NAMERS[type](e, rng, street);
      // Two branches of the same bank would read as a duplicate: draw again (a few times).
      for (let tries = 0; usedNames.has(name) && tries < 10; tries++) name = NAMERS[type](e, rng, street);
      usedNames.add(name);
      const [latitude, longitude] = offsetPoint(
        e.lat,
        e.lon,
        rng.int(150, MAX_GENERATED_DISTANCE_M),
        rng.int(0, 359),
      );
      places.push({
        name,
        address: `${street}, ${rng.int(20, 2400)} - ${e.neighborhood}`,
        type,
        latitude,
        longitude,
      });
    }
  }
  return places;
}
